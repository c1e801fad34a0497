import { describe, expect, it } from "vitest";
import { hashPassword } from "../src/services/auth/password";
import {
  ACCOUNT_FREE_MISSES,
  beginAttempt,
  clientAddress,
  loginKeys,
  MAX_BACKOFF_SECONDS,
  PAIR_LIMIT,
} from "../src/services/auth/rate-limit";
import { newBookingReference } from "../src/services/bookings/reference";
import { TooManyRequestsError } from "../src/services/core/errors";
import { db, HOUR, insertAdmin, insertBooking, insertDriver } from "./factories";
import { postJson, randomIp } from "./helpers";

const adminLogin = (username: string, password: string, ip: string, extra: Record<string, string> = {}) =>
  postJson("/api/admin/login", { username, password }, { "cf-connecting-ip": ip, ...extra });
const driverLogin = (email: string, password: string, ip: string) =>
  postJson("/api/drivers/login", { email, password }, { "cf-connecting-ip": ip });
const lookup = (reference: string, email: string, ip: string) =>
  postJson("/api/bookings/lookup", { reference, email }, { "cf-connecting-ip": ip });

function statuses(responses: Response[]) {
  const counts: Record<number, number> = {};
  for (const r of responses) counts[r.status] = (counts[r.status] ?? 0) + 1;
  return counts;
}

describe("guesses sent at once (issue 13, item 1)", () => {
  it("checks only 5 of 40 simultaneous wrong admin passwords from one address", async () => {
    const admin = await insertAdmin();
    const ip = randomIp();
    const all = await Promise.all(
      Array.from({ length: 40 }, (_, i) => adminLogin(admin.username, `wrong-${i}`, ip)),
    );
    expect(statuses(all)).toEqual({ 401: PAIR_LIMIT, 429: 40 - PAIR_LIMIT });
  });

  it("checks only 5 of 40 simultaneous wrong driver passwords from one address", async () => {
    const driver = await insertDriver({ passwordHash: await hashPassword("drive-safe-2026", 1) });
    const ip = randomIp();
    const all = await Promise.all(
      Array.from({ length: 40 }, (_, i) => driverLogin(driver.email, `wrong-${i}-password`, ip)),
    );
    expect(statuses(all)).toEqual({ 401: PAIR_LIMIT, 429: 40 - PAIR_LIMIT });
  });

  it("checks only 5 of 40 simultaneous wrong look-up e-mails from one address", async () => {
    const b = await insertBooking({ reference: newBookingReference(), pickupAt: Date.now() + 72 * HOUR });
    const ip = randomIp();
    const all = await Promise.all(
      Array.from({ length: 40 }, (_, i) => lookup(b.reference, `guess-${i}@example.com`, ip)),
    );
    expect(statuses(all)).toEqual({ 404: PAIR_LIMIT, 429: 40 - PAIR_LIMIT });
  });

  it("lets a botnet of 40 addresses check only the account's free misses at once", async () => {
    const admin = await insertAdmin();
    const started = Date.now();
    const all = await Promise.all(
      Array.from({ length: 40 }, (_, i) => adminLogin(admin.username, `wrong-${i}`, randomIp())),
    );
    // Past the free misses the account waits 1 s, then 2, 4...: a guess that arrives after a wait has run
    // out is checked, as it should be. A loaded machine can take more than a second for the 40 (one run
    // checked 11), so the bound counts the waits that could have run out while they were answered.
    const elapsed = Date.now() - started;
    let waitsOver = 0;
    while ((2 ** (waitsOver + 1) - 1) * 1000 <= elapsed) waitsOver += 1;
    const checked = statuses(all)[401] ?? 0;
    expect(checked).toBeGreaterThanOrEqual(ACCOUNT_FREE_MISSES);
    expect(checked).toBeLessThanOrEqual(ACCOUNT_FREE_MISSES + waitsOver);
    expect(statuses(all)[429]).toBe(40 - checked);
    for (const r of all.filter((x) => x.status === 429)) {
      expect(Number(r.headers.get("retry-after"))).toBeLessThanOrEqual(MAX_BACKOFF_SECONDS);
    }
  });
});

describe("a stranger cannot lock the owner out (issue 13, item 2)", () => {
  it("admin: a stranger's misses lock the stranger, and the owner signs in from elsewhere", async () => {
    const admin = await insertAdmin();
    const stranger = randomIp();
    for (let i = 0; i < 8; i++) await adminLogin(admin.username, `wrong-${i}`, stranger);
    expect((await adminLogin(admin.username, admin.password, stranger)).status).toBe(429);
    expect((await adminLogin(admin.username, admin.password, randomIp())).status).toBe(200);
  });

  it("driver: the same", async () => {
    const driver = await insertDriver({ passwordHash: await hashPassword("drive-safe-2026", 1) });
    const stranger = randomIp();
    for (let i = 0; i < 8; i++) await driverLogin(driver.email, `wrong-${i}-password`, stranger);
    expect((await driverLogin(driver.email, "drive-safe-2026", stranger)).status).toBe(429);
    expect((await driverLogin(driver.email, "drive-safe-2026", randomIp())).status).toBe(200);
  });

  it("look-up: a stranger guessing e-mails for a reference does not lock its customer out", async () => {
    const b = await insertBooking({ reference: newBookingReference(), pickupAt: Date.now() + 72 * HOUR });
    const stranger = randomIp();
    for (let i = 0; i < 8; i++) await lookup(b.reference, `guess-${i}@example.com`, stranger);
    expect((await lookup(b.reference, b.email, stranger)).status).toBe(429);
    expect((await lookup(b.reference, b.email, randomIp())).status).toBe(200);
  });

  it("never reads x-forwarded-for: rotating it does not make a new client", async () => {
    const admin = await insertAdmin();
    const ip = randomIp();
    for (let i = 0; i < PAIR_LIMIT; i++) {
      const res = await adminLogin(admin.username, `wrong-${i}`, ip, { "x-forwarded-for": randomIp() });
      expect(res.status).toBe(401);
    }
    const res = await adminLogin(admin.username, admin.password, ip, { "x-forwarded-for": randomIp() });
    expect(res.status).toBe(429);
  });

  it("backs the account off 1, 2, 4 ... 64 s when many addresses miss, at most 100 misses an hour", async () => {
    const account = `owner-${crypto.randomUUID()}`;
    let now = Date.UTC(2030, 0, 1);
    const end = now + HOUR;
    let checked = 0;
    let longestWait = 0;
    // A botnet: a fresh address for every guess, each sent the moment the last 429 said it could be.
    while (now < end) {
      try {
        await beginAttempt(db, loginKeys("admin", account, randomIp()), { now });
        checked += 1;
        now += 100;
      } catch (error) {
        if (!(error instanceof TooManyRequestsError)) throw error;
        longestWait = Math.max(longestWait, error.retryAfterSeconds);
        now += error.retryAfterSeconds * 1000;
      }
    }
    expect(checked).toBeGreaterThan(ACCOUNT_FREE_MISSES);
    expect(checked).toBeLessThanOrEqual(100);
    // What the owner waits at worst during such an attack, instead of a 15-minute lock.
    expect(longestWait).toBeLessThanOrEqual(MAX_BACKOFF_SECONDS);
  });
});

describe("clientAddress", () => {
  const from = (headers: Record<string, string>) => clientAddress((name) => headers[name]);

  it("takes cf-connecting-ip, ignores x-forwarded-for, and counts IPv6 per /64 network", () => {
    expect(from({ "cf-connecting-ip": "203.0.113.7", "x-forwarded-for": "198.51.100.1" })).toBe(
      "203.0.113.7",
    );
    expect(from({ "x-forwarded-for": "198.51.100.1" })).toBeUndefined();
    expect(from({ "cf-connecting-ip": "2001:db8:1:2:aaaa::1" })).toBe("2001:db8:1:2::/64");
    expect(from({ "cf-connecting-ip": "2001:DB8:1:2:bbbb:cccc:dddd:eeee" })).toBe("2001:db8:1:2::/64");
    expect(from({ "cf-connecting-ip": "::1" })).toBe("0:0:0:0::/64");
    for (const junk of ["not-an-address", "1.2.3", "2001:db8::1::2", "x".repeat(500)]) {
      expect(from({ "cf-connecting-ip": junk })).toBeUndefined();
    }
  });
});

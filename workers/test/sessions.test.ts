import { env } from "cloudflare:test";
import { AdminSession, DriverSession, RenewedSession } from "@chauffeur/contract";
import { describe, expect, it } from "vitest";
import { hashPassword } from "../src/services/auth/password";
import { bookingBody } from "./booking-fixture";
import { ridesOf } from "./driver-fixture";
import { adminApi, detailOf, insertDriver, insertTokenAdmin, sessionToken } from "./factories";
import { api, postJson, randomIp } from "./helpers";
import { loadFixturePlaces } from "./places-fixture";
import { bearerOf, enrolledStaff, json, linkTokenSentTo, login } from "./staff-fixture";

const renew = (token: string) => postJson("/api/auth/session/renew", { token });
const stats = (token: string) => api("/api/admin/stats", { headers: bearerOf(token) });

describe("sessions that last a shift (issue 39)", () => {
  it("renews a short token while the session lasts, and the renewed one works", async () => {
    const token = await sessionToken("staff", await insertTokenAdmin("dispatcher"));
    const res = await renew(token);
    expect(res.status).toBe(200);
    const next = RenewedSession.parse(await res.json());
    expect(Date.parse(next.expiresAt) - Date.now()).toBeLessThanOrEqual(15 * 60_000);
    const shift = Date.parse(next.sessionEndsAt) - Date.now();
    expect(shift).toBeGreaterThan(11.9 * 3_600_000);
    expect(shift).toBeLessThanOrEqual(12 * 3_600_000);
    expect((await stats(next.token)).status).toBe(200);
  });

  it("renews an expired token of a live session, but never past the shift", async () => {
    const id = await insertTokenAdmin("owner");
    const old = await sessionToken("staff", id, new Date(Date.now() - 60 * 60_000));
    expect((await stats(old)).status).toBe(401);
    const renewed = RenewedSession.parse(await (await renew(old)).json());
    expect((await stats(renewed.token)).status).toBe(200);
    const past = await sessionToken("staff", id, new Date(Date.now() - 13 * 3_600_000));
    const refused = await renew(past);
    expect(refused.status).toBe(401);
    expect(await detailOf(refused)).toMatch(/session has ended/);
  });

  it("ends the session when an older token of it is replayed", async () => {
    const first = await sessionToken("driver", (await insertDriver()).id);
    const second = RenewedSession.parse(await (await renew(first)).json()).token;
    const third = RenewedSession.parse(await (await renew(second)).json()).token;
    // `first` is two renewals old: someone kept a copy. The session ends for everyone.
    expect((await renew(first)).status).toBe(401);
    expect((await renew(third)).status).toBe(401);
  });

  it("signs out, and signs out everywhere", async () => {
    const id = await insertTokenAdmin("accountant");
    const [a, b, c] = [
      await sessionToken("staff", id),
      await sessionToken("staff", id),
      await sessionToken("staff", id),
    ];
    expect((await api("/api/admin/logout", { method: "POST", headers: bearerOf(a) })).status).toBe(200);
    expect((await stats(a)).status).toBe(401);
    expect((await stats(b)).status).toBe(200);
    const all = await api("/api/admin/sessions/revoke-all", { method: "POST", headers: bearerOf(b) });
    expect(await all.json()).toMatchObject({ revoked: 2 });
    expect((await stats(b)).status).toBe(401);
    expect((await stats(c)).status).toBe(401);
    expect((await renew(c)).status).toBe(401);
  });

  it("lets an owner sign another staff member out everywhere; nobody else may", async () => {
    const target = await insertTokenAdmin("dispatcher");
    const token = await sessionToken("staff", target);
    const asDispatcher = await sessionToken("staff", await insertTokenAdmin("dispatcher"));
    const tried = await api("/api/admin/sessions/revoke-all", {
      method: "POST",
      headers: { ...json, ...bearerOf(asDispatcher) },
      body: JSON.stringify({ staffId: target }),
    });
    expect(tried.status).toBe(403);
    const done = await adminApi("/api/admin/sessions/revoke-all", {
      method: "POST",
      headers: json,
      body: JSON.stringify({ staffId: target }),
    });
    expect(done.status).toBe(200);
    expect((await stats(token)).status).toBe(401);
  });

  it("ends a deactivated dispatcher's and a deleted chauffeur's tokens on their next request", async () => {
    const dispatcher = await enrolledStaff("dispatcher");
    const driver = await insertDriver();
    const driverToken = await sessionToken("driver", driver.id);
    expect((await stats(dispatcher.session.token)).status).toBe(200);
    expect((await ridesOf(driver.id, bearerOf(driverToken))).status).toBe(200);
    await adminApi(`/api/admin/staff/${dispatcher.session.id}`, {
      method: "PATCH",
      headers: json,
      body: JSON.stringify({ active: false }),
    });
    await adminApi(`/api/admin/drivers/${driver.id}`, { method: "DELETE" });
    expect((await stats(dispatcher.session.token)).status).toBe(401);
    expect((await ridesOf(driver.id, bearerOf(driverToken))).status).toBe(401);
    expect((await renew(driverToken)).status).toBe(401);
  });

  it("lets a chauffeur sign out everywhere, and answers the shift's end at sign-in", async () => {
    const driver = await insertDriver({ passwordHash: await hashPassword("drive-safe-2026", 1) });
    const signIn = async () =>
      DriverSession.parse(
        await (
          await postJson(
            "/api/drivers/login",
            { email: driver.email, password: "drive-safe-2026" },
            { "cf-connecting-ip": randomIp() },
          )
        ).json(),
      );
    const [phone, tablet] = [await signIn(), await signIn()];
    expect(Date.parse(phone.sessionEndsAt) - Date.now()).toBeGreaterThan(13.9 * 3_600_000);
    const out = await api("/api/drivers/sessions/revoke-all", {
      method: "POST",
      headers: bearerOf(tablet.token),
    });
    expect(await out.json()).toMatchObject({ revoked: 2 });
    expect((await ridesOf(driver.id, bearerOf(phone.token))).status).toBe(401);
  });
});

describe("password reset by e-mail (issue 39)", () => {
  const requestReset = (email: string) =>
    postJson("/api/auth/password-reset", { email }, { "cf-connecting-ip": randomIp() });
  const outboxCount = async (email: string) =>
    (
      await env.DB.prepare(
        "select count(*) as n from outbox where recipient = ? and template = 'password-reset'",
      )
        .bind(email)
        .first<{ n: number }>()
    )?.n ?? 0;

  it("answers 202 whatever the address, and mails only an account's", async () => {
    const unknown = await requestReset("nobody-here@example.com");
    expect(unknown.status).toBe(202);
    const { email } = await enrolledStaff("dispatcher");
    const known = await requestReset(email);
    expect(known.status).toBe(202);
    expect(await known.json()).toEqual(await unknown.json());
    expect(await outboxCount("nobody-here@example.com")).toBe(0);
    expect(await outboxCount(email)).toBe(1);
  });

  it("sets a staff member's password once, ends every session, and refuses an expired link", async () => {
    const { email, password, session } = await enrolledStaff("accountant");
    await requestReset(email);
    const token = await linkTokenSentTo(email, "password-reset", "/reset-password");
    const short = await postJson("/api/auth/password-reset/confirm", { token, password: "only-ten-c" });
    expect(short.status).toBe(400);
    expect(await detailOf(short)).toMatch(/12 characters/);
    const done = await postJson("/api/auth/password-reset/confirm", {
      token,
      password: "my new staff password",
    });
    expect(done.status).toBe(200);
    expect(await done.json()).toMatchObject({ signInPath: "/admin" });
    expect((await stats(session.token)).status).toBe(401);
    expect((await login(email, password)).status).toBe(401);
    expect((await login(email, "my new staff password")).status).toBe(200);
    const reused = await postJson("/api/auth/password-reset/confirm", {
      token,
      password: "yet another password",
    });
    expect(reused.status).toBe(410);

    await requestReset(email);
    const late = await linkTokenSentTo(email, "password-reset", "/reset-password");
    await env.DB.prepare("update account_tokens set expires_at = ? where purpose = 'reset'")
      .bind(Date.now() - 1)
      .run();
    expect(
      (await postJson("/api/auth/password-reset/confirm", { token: late, password: "too late password" }))
        .status,
    ).toBe(410);
  });

  it("resets a chauffeur's password with the app's rule, and the chauffeur signs in with it", async () => {
    const driver = await insertDriver({ passwordHash: await hashPassword("old-password-1", 1) });
    const before = await sessionToken("driver", driver.id);
    await requestReset(driver.email);
    const token = await linkTokenSentTo(driver.email, "password-reset", "/reset-password");
    const weak = await postJson("/api/auth/password-reset/confirm", { token, password: "onlyletters" });
    expect(weak.status).toBe(400);
    const done = await postJson("/api/auth/password-reset/confirm", { token, password: "new-password-22" });
    expect(await done.json()).toMatchObject({ signInPath: "/driver" });
    expect((await ridesOf(driver.id, bearerOf(before))).status).toBe(401);
    const signIn = await postJson("/api/drivers/login", { email: driver.email, password: "new-password-22" });
    expect(signIn.status).toBe(200);
  });
});

describe("guessing limits no stranger can use to lock a person out (issues 37 and 39)", () => {
  it("lets the owner sign in from their known device after 40 guesses from other addresses", async () => {
    const owner = { username: "first-admin", password: "first-admin-password-1" };
    const home = "198.18.40.1";
    const first = await login(owner.username, owner.password, home);
    expect(first.status).toBe(200);
    const cookie = (first.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    expect(cookie).toMatch(/^bc_device=/);
    expect(first.headers.get("set-cookie")).toMatch(/HttpOnly/i);
    // A stranger polling from four addresses, then forty.
    const strangers = ["198.18.50.1", "198.18.50.2", "198.18.50.3", "198.18.50.4"];
    for (let i = 0; i < 40; i++) await login(owner.username, `guess-${i}`, strangers[i % 4]);
    await Promise.all(Array.from({ length: 40 }, (_, i) => login(owner.username, `more-${i}`, randomIp())));
    // A browser with no history is slowed (the account's limit holds)... The account's back-off lasts
    // seconds, not the test's run: on a loaded machine it can lapse before the next request, so each
    // try follows a stranger's guess at once; an account limit that does not hold fails all three.
    let fresh = 0;
    for (let i = 0; i < 3 && fresh !== 429; i++) {
      await login(owner.username, `again-${i}`, randomIp());
      fresh = (await login(owner.username, owner.password, randomIp())).status;
    }
    expect(fresh).toBe(429);
    // ...the owner's own browser is not, from home or anywhere.
    const back = await login(owner.username, owner.password, home, cookie);
    expect(back.status).toBe(200);
    AdminSession.parse(await back.json());
    expect((await login(owner.username, owner.password, randomIp(), cookie)).status).toBe(200);
  });

  it("trusts only a cookie the server signed, and gates a known device by its own misses", async () => {
    const driver = await insertDriver({ passwordHash: await hashPassword("drive-safe-2026", 1) });
    const driverLogin = (password: string, ip: string, cookie?: string) =>
      postJson(
        "/api/drivers/login",
        { email: driver.email, password },
        { "cf-connecting-ip": ip, ...(cookie ? { cookie } : {}) },
      );
    const first = await driverLogin("drive-safe-2026", randomIp());
    const cookie = (first.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const strangers = ["198.18.70.1", "198.18.70.2", "198.18.70.3"];
    for (let i = 0; i < 40; i++) await driverLogin(`guess-${i}-password`, strangers[i % 3] ?? "");
    const [payload = "", signature = ""] = cookie.replace("bc_device=", "").split(".");
    const forged = `bc_device=${payload.slice(0, -2)}AA.${signature}`;
    expect((await driverLogin("drive-safe-2026", randomIp(), forged)).status).toBe(429);
    const statuses = [];
    for (let i = 0; i < 7; i++)
      statuses.push((await driverLogin(`oops-${i}-password`, randomIp(), cookie)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
  });

  it("lets a customer look their booking up from the browser that booked it, whatever a stranger tries", async () => {
    // The booking is priced between places the gazetteer knows (an unknown place is never priced).
    await loadFixturePlaces();
    const res = await postJson("/api/bookings", bookingBody(), { "idempotency-key": crypto.randomUUID() });
    expect(res.status).toBe(201);
    const { reference } = (await res.json()) as { reference: string };
    const cookie = (res.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const email = (bookingBody().customerInfo as { email: string }).email;
    const strangers = ["198.18.60.1", "198.18.60.2", "198.18.60.3"];
    for (let i = 0; i < 33; i++) {
      const ip = strangers[i % 3] ?? "";
      await postJson(
        "/api/bookings/lookup",
        { reference, email: `x${i}@example.com` },
        { "cf-connecting-ip": ip },
      );
    }
    const fresh = await postJson(
      "/api/bookings/lookup",
      { reference, email },
      { "cf-connecting-ip": randomIp() },
    );
    expect(fresh.status).toBe(429);
    const mine = await postJson(
      "/api/bookings/lookup",
      { reference, email },
      { "cf-connecting-ip": randomIp(), cookie },
    );
    expect(mine.status).toBe(200);
  });
});

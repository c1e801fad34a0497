import { DRIVER_LOGIN_FAILED, DriverSession } from "@chauffeur/contract";
import { describe, expect, it } from "vitest";
import { hashPassword } from "../src/services/auth/password";
import { TOKEN_TTL_SECONDS, verifyToken } from "../src/services/auth/tokens";
import { detailOf, insertDriver, jwtSecret } from "./factories";
import { postJson, randomIp } from "./helpers";

const PASSWORD = "drive-safe-2026";
const login = (body: unknown, ip = randomIp()) =>
  postJson("/api/drivers/login", body, { "cf-connecting-ip": ip });

async function driverWithPassword(status: "active" | "inactive" = "active") {
  return insertDriver({ status, passwordHash: await hashPassword(PASSWORD) });
}

describe("POST /api/drivers/login", () => {
  it("answers SPEC.md's token, driver_id, driver_name and status, with a short-lived driver token", async () => {
    const driver = await driverWithPassword();
    const res = await login({ email: `  ${driver.email.toUpperCase()} `, password: PASSWORD });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const session = DriverSession.parse(await res.json());
    expect(session).toMatchObject({
      driver_id: driver.id,
      driver_name: `${driver.firstName} ${driver.lastName}`,
      status: "active",
    });
    expect(await verifyToken(session.token, jwtSecret())).toMatchObject({ role: "driver", sub: driver.id });
    // The token names its session, which lasts a 14-hour shift.
    const shift = Date.parse(session.sessionEndsAt) - Date.now();
    expect(shift).toBeGreaterThan(13.9 * 60 * 60 * 1000);
    expect(shift).toBeLessThanOrEqual(14 * 60 * 60 * 1000);
    const ttl = Date.parse(session.expiresAt) - Date.now();
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(TOKEN_TTL_SECONDS.driver * 1000);
  });

  it("refuses a wrong password and an unknown e-mail with the same 401 detail", async () => {
    const driver = await driverWithPassword();
    for (const body of [
      { email: driver.email, password: "wrong-password-1" },
      { email: "nobody-drives@example.com", password: PASSWORD },
    ]) {
      const res = await login(body);
      expect(res.status).toBe(401);
      expect(await detailOf(res)).toBe(DRIVER_LOGIN_FAILED);
    }
  });

  it("refuses an inactive driver with the right password (403, a clear detail) and no token", async () => {
    const driver = await driverWithPassword("inactive");
    const res = await login({ email: driver.email, password: PASSWORD });
    expect(res.status).toBe(403);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body.detail).toMatch(/inactive/);
    expect(body.token).toBeUndefined();
    // The wrong password still answers 401: only the account's owner learns it is inactive.
    expect((await login({ email: driver.email, password: "wrong-password-1" })).status).toBe(401);
  });

  it("answers 400 for a missing field or malformed JSON", async () => {
    expect((await login({ email: "a@example.com" })).status).toBe(400);
    expect((await login({ password: PASSWORD })).status).toBe(400);
    expect((await login("{nope")).status).toBe(400);
  });

  it("locks the account for the address that failed 5 times (429 with Retry-After), even with the right password", async () => {
    const driver = await driverWithPassword();
    const ip = randomIp();
    for (let i = 0; i < 5; i++) {
      expect((await login({ email: driver.email, password: `wrong-${i}-password` }, ip)).status).toBe(401);
    }
    const locked = await login({ email: driver.email, password: PASSWORD }, ip);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(800);
    expect(await detailOf(locked)).toMatch(/Too many/);
  });

  it("counts driver and admin sign-ins separately, and forgets failures after a success", async () => {
    const driver = await driverWithPassword();
    const ip = randomIp();
    for (let i = 0; i < 4; i++) {
      await postJson(
        "/api/admin/login",
        { username: driver.email, password: "x" },
        { "cf-connecting-ip": ip },
      );
      await login({ email: driver.email, password: "wrong-password-1" }, ip);
    }
    expect((await login({ email: driver.email, password: PASSWORD }, ip)).status).toBe(200);
    for (let i = 0; i < 4; i++) await login({ email: driver.email, password: "wrong-password-1" }, ip);
    expect((await login({ email: driver.email, password: PASSWORD }, ip)).status).toBe(200);
  });
});

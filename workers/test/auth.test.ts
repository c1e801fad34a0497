import { AdminSession } from "@chauffeur/contract";
import { describe, expect, it } from "vitest";
import { hashPassword, PBKDF2_ITERATIONS, verifyPassword } from "../src/services/auth/password";
import { signToken, verifyToken } from "../src/services/auth/tokens";
import { bearer, detailOf, insertAdmin, jwtSecret, sessionToken } from "./factories";
import { api, postJson, randomIp } from "./helpers";

const b64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");
const login = (body: unknown, ip = randomIp()) =>
  postJson("/api/admin/login", body, { "cf-connecting-ip": ip });
const stats = (headers: Record<string, string> = {}) => api("/api/admin/stats", { headers });

describe("password hashing", () => {
  it("stores pbkdf2-sha256 with the iteration count, a random salt, and verifies only the right password", async () => {
    const a = await hashPassword("s3cret-password");
    const b = await hashPassword("s3cret-password");
    expect(a).toMatch(/^pbkdf2-sha256\$100000\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword("s3cret-password", a)).toBe(true);
    expect(await verifyPassword("s3cret-passwore", a)).toBe(false);
    expect(await verifyPassword("s3cret-password", "plain-text")).toBe(false);
  });

  it("uses the Workers runtime's maximum PBKDF2 iteration count, and refuses stored counts above it", async () => {
    expect(PBKDF2_ITERATIONS).toBe(100_000);
    const tooMany = (await hashPassword("x", 1)).replace("$1$", "$100001$");
    expect(await verifyPassword("x", tooMany)).toBe(false);
  });
});

describe("tokens", () => {
  it("round-trips role and subject, and rejects expired, altered, alg none and foreign tokens", async () => {
    const secret = jwtSecret();
    const { token } = await signToken({ role: "admin", sub: "a1" }, secret);
    expect(await verifyToken(token, secret)).toEqual({ role: "admin", sub: "a1" });

    const expired = await signToken({ role: "admin", sub: "a1" }, secret, Date.now() - 2 * 60 * 60 * 1000);
    await expect(verifyToken(expired.token, secret)).rejects.toThrow(/expired/i);
    const [header, , signature] = token.split(".");
    const altered = `${header}.${b64url({ role: "admin", sub: "someone-else", iss: "beacon-chauffeur" })}.${signature}`;
    await expect(verifyToken(altered, secret)).rejects.toThrow(/Invalid token/);
    const none = `${b64url({ alg: "none", typ: "JWT" })}.${token.split(".")[1]}.`;
    await expect(verifyToken(none, secret)).rejects.toThrow(/Invalid token/);
    const foreign = await signToken({ role: "admin", sub: "a1" }, "another-secret-another-secret-another");
    await expect(verifyToken(foreign.token, secret)).rejects.toThrow(/Invalid token/);
  });
});

describe("POST /api/admin/login", () => {
  it("creates the configured first admin on first sign-in, once, and answers a 15-minute token of a session", async () => {
    const [first, second] = await Promise.all([
      login({ username: "first-admin", password: "first-admin-password-1" }),
      login({ username: "first-admin", password: "first-admin-password-1" }),
    ]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    const session = AdminSession.parse(await first.json());
    expect(session.username).toBe("first-admin");
    const ttl = Date.parse(session.expiresAt) - Date.now();
    expect(ttl).toBeGreaterThan(14 * 60 * 1000);
    expect(ttl).toBeLessThanOrEqual(15 * 60 * 1000);
    expect((await verifyToken(session.token, jwtSecret())).role).toBe("admin");
    expect((await stats({ authorization: `Bearer ${session.token}` })).status).toBe(200);
  });

  it("signs in a stored admin and refuses a wrong password or unknown user with 401", async () => {
    const admin = await insertAdmin();
    expect((await login({ username: admin.username, password: admin.password })).status).toBe(200);
    for (const body of [
      { username: admin.username, password: "wrong-password" },
      { username: "nobody-here", password: admin.password },
    ]) {
      const res = await login(body);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ detail: "Invalid username or password" });
    }
  });

  it("answers 400 for a missing field or malformed JSON", async () => {
    expect((await login({ username: "x" })).status).toBe(400);
    expect((await login("{not json")).status).toBe(400);
  });

  it("locks an account for the address that failed 5 times (429 with Retry-After), even with the right password", async () => {
    const admin = await insertAdmin();
    const ip = randomIp();
    for (let i = 0; i < 5; i++) {
      expect((await login({ username: admin.username, password: `wrong-${i}` }, ip)).status).toBe(401);
    }
    const locked = await login({ username: admin.username, password: admin.password }, ip);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(800);
  });

  it("limits one address to 20 failures across accounts", async () => {
    const ip = randomIp();
    for (let i = 0; i < 20; i++) {
      expect((await login({ username: `ghost-${i}`, password: "wrong-password" }, ip)).status).toBe(401);
    }
    const admin = await insertAdmin();
    expect((await login({ username: admin.username, password: admin.password }, ip)).status).toBe(429);
    expect((await login({ username: admin.username, password: admin.password })).status).toBe(200);
  });

  it("forgets an address's failures on an account after a successful sign-in", async () => {
    const admin = await insertAdmin();
    const ip = randomIp();
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 4; i++) await login({ username: admin.username, password: "wrong-password" }, ip);
      expect((await login({ username: admin.username, password: admin.password }, ip)).status).toBe(200);
    }
  });
});

describe("requireAdmin", () => {
  it("answers 401 without a token, with garbage, expired, altered or alg none tokens", async () => {
    const secret = jwtSecret();
    const { id } = await insertAdmin();
    const token = await sessionToken("staff", id);
    const expired = { token: await sessionToken("staff", id, new Date(Date.now() - 2 * 60 * 60 * 1000)) };
    // A well-signed token that names no session (as tokens did before sessions) is refused too.
    const sessionless = await signToken({ role: "admin", sub: id }, secret);
    const [header, payload, signature] = token.split(".");
    const tampered = JSON.parse(atob((payload ?? "").replace(/-/g, "+").replace(/_/g, "/")));
    const altered = `${header}.${b64url({ ...tampered, sub: "a2" })}.${signature}`;
    const none = `${b64url({ alg: "none", typ: "JWT" })}.${payload}.`;
    const cases: Record<string, string>[] = [
      {},
      { authorization: "Bearer not-a-token" },
      { authorization: `Basic ${token}` },
      { authorization: `Bearer ${expired.token}` },
      { authorization: `Bearer ${altered}` },
      { authorization: `Bearer ${none}` },
      { authorization: `Bearer ${sessionless.token}` },
    ];
    for (const headers of cases) {
      const res = await stats(headers);
      expect(res.status, JSON.stringify(headers)).toBe(401);
      expect(await detailOf(res)).toBeTruthy();
    }
    expect((await stats({ authorization: `Bearer ${token}` })).status).toBe(200);
  });

  it("answers 403 to a driver's token signed with the same secret", async () => {
    const res = await stats(await bearer("driver"));
    expect(res.status).toBe(403);
  });
});

import { env } from "cloudflare:test";
import { DevSignIn } from "@chauffeur/contract";
import { describe, expect, it } from "vitest";
import worker from "../src/index";
import { hashPassword } from "../src/services/auth/password";
import { DEVELOPMENT_ADMIN } from "../src/services/staff/dev-sign-in";
import { BASE, exec } from "./helpers";

/** GET /api/admin/dev-sign-in on a Worker with the given settings. */
async function hintWith(settings: Record<string, string>) {
  const ctx = { waitUntil() {}, passThroughOnException() {} } as unknown as ExecutionContext;
  const res = await worker.fetch(new Request(`${BASE}/api/admin/dev-sign-in`), { ...env, ...settings }, ctx);
  expect(res.status).toBe(200);
  return DevSignIn.parse(await res.json()).signIn;
}

const devPair = { ADMIN_USERNAME: DEVELOPMENT_ADMIN.username, ADMIN_PASSWORD: DEVELOPMENT_ADMIN.password };

describe("the development sign-in hint (issue 13, item 9)", () => {
  it("is offered by a development server configured with it, before and after the account exists", async () => {
    await exec([`delete from admins where username = '${DEVELOPMENT_ADMIN.username}'`]);
    expect(await hintWith(devPair)).toEqual(DEVELOPMENT_ADMIN);
    const hash = await hashPassword(DEVELOPMENT_ADMIN.password, 1);
    await exec([
      `insert into admins (id, username, password_hash, created_at) values ('${crypto.randomUUID()}', 'admin', '${hash}', 'now')`,
    ]);
    expect(await hintWith(devPair)).toEqual(DEVELOPMENT_ADMIN);
  });

  it("is not offered where it would not work: other credentials, a changed password, production", async () => {
    expect(await hintWith({})).toBeNull(); // the tests' own first admin
    expect(await hintWith({ ...devPair, ADMIN_PASSWORD: "another-password-1" })).toBeNull();
    const production = {
      ENVIRONMENT: "production",
      JWT_SECRET: "p".repeat(40),
      STRIPE_SECRET_KEY: "sk_test_0123456789abcdef",
    };
    expect(await hintWith({ ...devPair, ...production })).toBeNull();
    await exec([`delete from admins where username = '${DEVELOPMENT_ADMIN.username}'`]);
    const other = await hashPassword("changed-since-2026", 1);
    await exec([
      `insert into admins (id, username, password_hash, created_at) values ('${crypto.randomUUID()}', 'admin', '${other}', 'now')`,
    ]);
    expect(await hintWith(devPair)).toBeNull();
  });
});

import { env } from "cloudflare:test";
import { AdminLoginResult, AdminSession, StaffAccount } from "@chauffeur/contract";
import { Secret, TOTP } from "otpauth";
import { expect } from "vitest";
import { adminApi } from "./factories";
import { api, postJson, randomIp } from "./helpers";

/** The code an authenticator app shows for `secret` at `at` (one 30-second step per `step`). */
export const totpCode = (secret: string, at = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: "SHA1" }).generate({
    timestamp: at,
  });

export const json = { "content-type": "application/json" };
export const bearerOf = (token: string) => ({ authorization: `Bearer ${token}` });

/** The link token of the newest message of `template` queued for `email`. */
export async function linkTokenSentTo(email: string, template: string, path: string) {
  const row = await env.DB.prepare(
    "select body from outbox where recipient = ? and template = ? order by created_at desc, rowid desc limit 1",
  )
    .bind(email, template)
    .first<{ body: string }>();
  const token = new RegExp(`${path.replace("/", "\\/")}\\?token=([\\w-]+)`).exec(row?.body ?? "")?.[1];
  if (!token) throw new Error(`no ${template} link was sent to ${email}`);
  return token;
}

/** An owner invites a person; the account and the invite link's token. */
export async function invite(role: "owner" | "dispatcher" | "accountant", headers?: Record<string, string>) {
  const email = `staff-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const init = {
    method: "POST",
    headers: { ...json, ...headers },
    body: JSON.stringify({ name: "Rosa Diaz", email, role }),
  };
  const res = headers ? await api("/api/admin/staff", init) : await adminApi("/api/admin/staff", init);
  expect(res.status, await res.clone().text()).toBe(201);
  const account = StaffAccount.parse(await res.json());
  return { account, email, token: await linkTokenSentTo(email, "staff-invite", "/admin/invite") };
}

export const login = (username: string, password: string, ip = randomIp(), cookie?: string) =>
  postJson(
    "/api/admin/login",
    { username, password },
    { "cf-connecting-ip": ip, ...(cookie ? { cookie } : {}) },
  );

export const mfa = (challenge: string, code: string) => postJson("/api/admin/login/mfa", { challenge, code });

/**
 * A staff member invited, with a password and an authenticator app enrolled: their e-mail, password,
 * TOTP secret, recovery codes and the session of the enrolment.
 */
export async function enrolledStaff(role: "owner" | "dispatcher" | "accountant" = "dispatcher") {
  const { email, token, account } = await invite(role);
  const password = "a staff password 2026";
  expect((await postJson("/api/admin/staff/accept", { token, password })).status).toBe(200);
  const first = AdminLoginResult.parse(await (await login(email, password)).json());
  if (!("mfaSetup" in first)) throw new Error("expected the enrolment step");
  const { secret, challenge } = first.mfaSetup;
  const res = await mfa(challenge, totpCode(secret));
  expect(res.status, await res.clone().text()).toBe(200);
  const session = AdminSession.parse(await res.json());
  return { account, email, password, secret, session, recoveryCodes: session.recoveryCodes ?? [] };
}

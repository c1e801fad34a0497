import type { AdminLogin, AdminLoginResult, AdminSession } from "@chauffeur/contract";
import { admins } from "@chauffeur/db";
import { eq, or } from "drizzle-orm";
import { type Actor, auditStatement } from "../audit/entry";
import { type KnownDevice, knownDeviceFor } from "../auth/device";
import { decoyHash, verifyPassword } from "../auth/password";
import { attemptSucceeded, beginAttempt, loginKeys } from "../auth/rate-limit";
import { startSession } from "../auth/sessions";
import { newTotpSecret } from "../auth/totp";
import type { Ctx } from "../core/context";
import { ForbiddenError, UnauthorizedError } from "../core/errors";
import { randomToken, sha256Hex } from "../core/fingerprint";
import { syncEnvironmentOwner } from "./environment-owner";

export const INVALID_LOGIN = "Invalid username or password";
export const STAFF_INACTIVE = "This account is deactivated; ask an owner to reactivate it";

export type StaffRow = typeof admins.$inferSelect;

/** How long the second step waits: a code (5 minutes), or enrolling an app (15). */
const CHALLENGE_MS = { verify: 5 * 60_000, enrol: 15 * 60_000 } as const;

/** The staff member as the audit log names them, from the given address. */
export const staffActor = (row: StaffRow, address: string | undefined): Actor => ({
  type: "staff",
  id: row.id,
  role: row.role,
  name: row.name || row.username,
  address: address ?? null,
});

/**
 * Opens the staff member's session: the sign-in is one audit row (with how the person proved who they
 * are) and the account's last sign-in, written with the session.
 */
export async function openStaffSession(
  ctx: Ctx,
  row: StaffRow,
  address: string | undefined,
  via: string,
): Promise<AdminSession> {
  const at = ctx.now.toISOString();
  const session = await startSession(ctx, {
    kind: "staff",
    accountId: row.id,
    address,
    with: [
      { sql: "update admins set last_sign_in_at = ? where id = ?", params: [at, row.id] },
      auditStatement(
        {
          actor: staffActor(row, address),
          action: "staff.signed-in",
          target: { type: "staff", id: row.id, label: row.email ?? row.username },
          after: { via },
        },
        at,
      ),
    ],
  });
  return {
    token: session.token,
    expiresAt: session.expiresAt,
    sessionEndsAt: session.sessionEndsAt,
    username: row.username,
    id: row.id,
    name: row.name || row.username,
    role: row.role,
  };
}

async function challenge(
  ctx: Ctx,
  row: StaffRow,
  kind: "verify" | "enrol",
  secret: string | null,
  address?: string,
) {
  const token = randomToken(32);
  await ctx.db.$client
    .prepare(
      `insert into mfa_challenges (token_hash, staff_id, kind, secret, attempts, expires_at, address)
       values (?, ?, ?, ?, 0, ?, ?)`,
    )
    .bind(
      await sha256Hex(token),
      row.id,
      kind,
      secret,
      ctx.now.getTime() + CHALLENGE_MS[kind],
      address ?? null,
    )
    .run();
  return token;
}

/**
 * The first step of a staff sign-in: the password, under the guessing limits (a device that signed in
 * to this account before counts against its own only). Then the second factor's step: a code for an
 * account that has one, enrolling one for an account that has not. The environment's owner skips it
 * only while ENVIRONMENT is development (what `npm start` runs).
 */
export async function loginAdmin({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: AdminLogin & { address: string | undefined; device: KnownDevice | null };
}): Promise<AdminLoginResult> {
  const { db } = ctx;
  const knownDevice = await knownDeviceFor(input.device, "admin", input.username);
  const keys = loginKeys("admin", input.username, input.address, knownDevice);
  await beginAttempt(db, keys, { now: ctx.now.getTime() });
  await syncEnvironmentOwner(ctx);
  const name = input.username.trim();
  const row = await db
    .select()
    .from(admins)
    .where(or(eq(admins.username, name), eq(admins.email, name.toLowerCase())))
    .get();
  // An unknown username still pays for one hash, so timing does not tell which usernames exist.
  const ok = await verifyPassword(input.password, row?.passwordHash ?? (await decoyHash()));
  if (!row || !ok) throw new UnauthorizedError(INVALID_LOGIN);
  await attemptSucceeded(db, keys);
  if (!row.active) throw new ForbiddenError(STAFF_INACTIVE);
  if (row.fromEnvironment && ctx.config.ENVIRONMENT === "development") {
    return openStaffSession(ctx, row, input.address, "password (development: no second factor)");
  }
  if (row.totpSecret)
    return { mfaRequired: true, challenge: await challenge(ctx, row, "verify", null, input.address) };
  const { secret, otpauthUrl } = newTotpSecret(row.email ?? row.username, ctx.config.SITE_NAME);
  return {
    mfaSetup: { challenge: await challenge(ctx, row, "enrol", secret, input.address), secret, otpauthUrl },
  };
}

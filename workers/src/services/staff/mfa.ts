import type { AdminSession, MfaCode } from "@chauffeur/contract";
import { admins } from "@chauffeur/db";
import { eq } from "drizzle-orm";
import { auditStatement } from "../audit/entry";
import { attemptSucceeded, beginAttempt, type LimitKey } from "../auth/rate-limit";
import { newRecoveryCodes, recoveryCodeHash, totpStep } from "../auth/totp";
import { runGuarded } from "../core/batch";
import type { Ctx } from "../core/context";
import { UnauthorizedError } from "../core/errors";
import { sha256Hex } from "../core/fingerprint";
import { openStaffSession, type StaffRow, staffActor } from "./sign-in";

export const STEP_EXPIRED = "This sign-in step has expired; sign in again";
export const WRONG_CODE = "That code is not right. Enter the code your app shows now, or a recovery code";
export const CODE_USED = "That code was used already; enter the next one your app shows";
const MAX_TRIES = 5;

/**
 * Wrong codes count per account too: ten an hour, then each further one waits 1, 2, 4 ... 64 s. Only
 * someone who knows the password gets this far, and a challenge dies after five tries.
 */
const codeKeys = (staffId: string): LimitKey[] => [
  { key: `mfa:${staffId}`, limit: 10, windowMs: 60 * 60_000, kind: "backoff", lockMs: 0 },
];

interface ChallengeRow {
  staff_id: string;
  kind: "verify" | "enrol";
  secret: string | null;
  address: string | null;
}

/** Counts a wrong code against the challenge (five end it) and answers 401. */
async function wrongCode(ctx: Ctx, hash: string, message = WRONG_CODE): Promise<never> {
  await ctx.db.$client
    .prepare("update mfa_challenges set attempts = attempts + 1 where token_hash = ?")
    .bind(hash)
    .run();
  throw new UnauthorizedError(message);
}

/** Uses the challenge up, once: a second request with it (a double click) gets 401. */
async function useChallenge(ctx: Ctx, hash: string): Promise<void> {
  const [used] = await runGuarded(ctx.db, [
    {
      sql: "update mfa_challenges set used_at = ? where token_hash = ? and used_at is null",
      params: [ctx.now.getTime(), hash],
    },
  ]);
  if (used !== 1) throw new UnauthorizedError(STEP_EXPIRED);
}

/** Enrolment: the first code proves the app holds the secret; the ten recovery codes are made now. */
async function enrol(ctx: Ctx, row: StaffRow, c: ChallengeRow, hash: string, code: string, address?: string) {
  const step = c.secret ? totpStep(c.secret, code, ctx.now.getTime()) : null;
  if (step === null || !c.secret) return wrongCode(ctx, hash);
  await useChallenge(ctx, hash);
  const codes = newRecoveryCodes();
  const at = ctx.now.toISOString();
  await runGuarded(ctx.db, [
    {
      sql: "update admins set totp_secret = ?, totp_last_step = ?, mfa_enabled_at = ?, updated_at = ? where id = ?",
      params: [c.secret, step, at, at, row.id],
    },
    { sql: "delete from recovery_codes where staff_id = ?", params: [row.id] },
    ...(await Promise.all(
      codes.map(async (rc) => ({
        sql: "insert into recovery_codes (staff_id, code_hash) values (?, ?)",
        params: [row.id, await recoveryCodeHash(row.id, rc)],
      })),
    )),
    auditStatement(
      {
        actor: staffActor(row, address),
        action: "staff.mfa-enrolled",
        target: { type: "staff", id: row.id, label: row.email ?? row.username },
        before: { mfaEnabled: false },
        after: { mfaEnabled: true, recoveryCodes: codes.length },
      },
      at,
    ),
  ]);
  return {
    ...(await openStaffSession(ctx, row, address, "password and authenticator app (enrolled)")),
    recoveryCodes: codes,
  };
}

/** A code of the app (once per time step) or an unused recovery code. Answers how the person proved it. */
async function verify(
  ctx: Ctx,
  row: StaffRow,
  hash: string,
  code: string,
  address?: string,
): Promise<string> {
  const digits = code.replace(/\s/g, "");
  if (/^\d{6}$/.test(digits)) {
    const step = row.totpSecret ? totpStep(row.totpSecret, digits, ctx.now.getTime()) : null;
    if (step === null) return wrongCode(ctx, hash);
    const [fresh] = await runGuarded(ctx.db, [
      {
        sql: "update admins set totp_last_step = ? where id = ? and (totp_last_step is null or totp_last_step < ?)",
        params: [step, row.id, step],
      },
    ]);
    if (fresh !== 1) return wrongCode(ctx, hash, CODE_USED);
    return "password and authenticator app";
  }
  const at = ctx.now.toISOString();
  const [used] = await runGuarded(ctx.db, [
    {
      sql: "update recovery_codes set used_at = ? where staff_id = ? and code_hash = ? and used_at is null",
      params: [at, row.id, await recoveryCodeHash(row.id, code)],
    },
    auditStatement(
      {
        actor: staffActor(row, address),
        action: "staff.recovery-code-used",
        target: { type: "staff", id: row.id, label: row.email ?? row.username },
      },
      at,
      { ifChanged: true },
    ),
  ]);
  if (used !== 1) return wrongCode(ctx, hash);
  return "password and a recovery code";
}

/**
 * The second step of a staff sign-in: `challenge` from the first, and a code. Enrolling answers the ten
 * recovery codes once, beside the session.
 */
export async function completeMfa({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: MfaCode & { address: string | undefined };
}): Promise<AdminSession> {
  const hash = await sha256Hex(input.challenge);
  const c = await ctx.db.$client
    .prepare(
      `select staff_id, kind, secret, address from mfa_challenges
       where token_hash = ? and used_at is null and expires_at > ? and attempts < ?`,
    )
    .bind(hash, ctx.now.getTime(), MAX_TRIES)
    .first<ChallengeRow>();
  if (!c) throw new UnauthorizedError(STEP_EXPIRED);
  const row = await ctx.db.select().from(admins).where(eq(admins.id, c.staff_id)).get();
  if (!row?.active) throw new UnauthorizedError(STEP_EXPIRED);
  const keys = codeKeys(row.id);
  await beginAttempt(ctx.db, keys, {
    now: ctx.now.getTime(),
    message: "Too many wrong codes. Please wait and try again.",
  });
  if (c.kind === "enrol") {
    const session = await enrol(ctx, row, c, hash, input.code.trim(), input.address);
    await attemptSucceeded(ctx.db, keys);
    return session;
  }
  const via = await verify(ctx, row, hash, input.code.trim(), input.address);
  await useChallenge(ctx, hash);
  await attemptSucceeded(ctx.db, keys);
  return openStaffSession(ctx, row, input.address, via);
}

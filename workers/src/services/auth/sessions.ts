import { type RenewedSession, SHIFT_HOURS } from "@chauffeur/contract";
import type { Db } from "@chauffeur/db";
import type { Statement } from "../core/batch";
import { runGuarded } from "../core/batch";
import type { Ctx } from "../core/context";
import { UnauthorizedError } from "../core/errors";
import { randomToken } from "../core/fingerprint";
import { type AuthClaims, signToken, verifyTokenForRenewal } from "./tokens";

/**
 * Server-side sessions (docs/decisions/021): one per sign-in of a staff member or a chauffeur, named in
 * each of its tokens. A request is served only while its session is live (not ended, within its shift,
 * its account active); tokens last 15 minutes and are renewed with the session's newest one.
 */
export type SessionKind = "staff" | "driver";

const HOUR_MS = 60 * 60 * 1000;
export const SHIFT_MS: Record<SessionKind, number> = {
  staff: SHIFT_HOURS.staff * HOUR_MS,
  driver: SHIFT_HOURS.driver * HOUR_MS,
};
const TOKEN_ROLE = { staff: "admin", driver: "driver" } as const;

export const SESSION_ENDED = "Your session has ended; please sign in again";
export const ACCOUNT_REVOKED = "This account was removed or deactivated; please sign in again";

export interface IssuedSession {
  sid: string;
  token: string;
  expiresAt: string;
  sessionEndsAt: string;
}

/**
 * Opens a session and issues its first token; `with` are statements of the same batch (the sign-in's
 * audit row, the account's last sign-in), so the session and its record are written together.
 */
export async function startSession(
  ctx: Ctx,
  input: { kind: SessionKind; accountId: string; address: string | undefined; with?: Statement[] },
): Promise<IssuedSession> {
  const now = ctx.now.getTime();
  const sid = randomToken(18);
  const jti = randomToken(12);
  const endsAt = now + SHIFT_MS[input.kind];
  await runGuarded(ctx.db, [
    {
      sql: `insert into auth_sessions (id, kind, account_id, created_at, ends_at, renewed_at, token_id, address)
        values (?, ?, ?, ?, ?, ?, ?, ?)`,
      params: [sid, input.kind, input.accountId, now, endsAt, now, jti, input.address ?? null],
    },
    ...(input.with ?? []),
  ]);
  const role = TOKEN_ROLE[input.kind];
  const { token, expiresAt } = await signToken(
    { role, sub: input.accountId, sid, jti },
    ctx.config.JWT_SECRET,
    now,
    endsAt,
  );
  return { sid, token, expiresAt, sessionEndsAt: new Date(endsAt).toISOString() };
}

/** What the guard learns of a live staff session: the account's role and name as they are now. */
export interface StaffSessionState {
  role: "owner" | "dispatcher" | "accountant";
  name: string;
  username: string;
  endsAt: number;
}

interface SessionRow {
  ended_at: number | null;
  ends_at: number;
  account_ok: number | null;
}

function assertLive(row: SessionRow | null, now: number): void {
  if (!row || row.account_ok === null) throw new UnauthorizedError(ACCOUNT_REVOKED);
  if (row.ended_at !== null || row.ends_at <= now) throw new UnauthorizedError(SESSION_ENDED);
  if (row.account_ok !== 1) throw new UnauthorizedError(ACCOUNT_REVOKED);
}

/** One read per request: the session of a staff token and its account. 401 once either has ended. */
export async function staffSession(db: Db, claims: AuthClaims, now: number): Promise<StaffSessionState> {
  if (!claims.sid) throw new UnauthorizedError(SESSION_ENDED);
  const row = await db.$client
    .prepare(
      `select s.ended_at, s.ends_at, a.active as account_ok, a.role, a.name, a.username
       from auth_sessions s left join admins a on a.id = s.account_id
       where s.id = ? and s.kind = 'staff' and s.account_id = ?`,
    )
    .bind(claims.sid, claims.sub)
    .first<SessionRow & { role: StaffSessionState["role"]; name: string; username: string }>();
  assertLive(row, now);
  const live = row as NonNullable<typeof row>;
  return { role: live.role, name: live.name, username: live.username, endsAt: live.ends_at };
}

/** The session of a chauffeur's token: 401 once it ended, or the chauffeur was deleted or made inactive. */
export async function driverSession(db: Db, claims: AuthClaims, now: number): Promise<void> {
  if (!claims.sid) throw new UnauthorizedError(SESSION_ENDED);
  const row = await db.$client
    .prepare(
      `select s.ended_at, s.ends_at, case when d.id is null then null when d.status = 'active' then 1 else 0 end as account_ok
       from auth_sessions s left join drivers d on d.id = s.account_id
       where s.id = ? and s.kind = 'driver' and s.account_id = ?`,
    )
    .bind(claims.sid, claims.sub)
    .first<SessionRow>();
  assertLive(row, now);
}

/**
 * Ends every live session of an account (sign out everywhere, deactivation, deletion, a new password),
 * as a statement of the batch that makes the change. `keep`: a session left open (none by default).
 */
export function endSessionsStatement(
  kind: SessionKind,
  accountId: string,
  reason: string,
  now: number,
  keep?: string,
): Statement {
  return {
    sql: `update auth_sessions set ended_at = ?, end_reason = ?
      where kind = ? and account_id = ? and ended_at is null and id <> ?`,
    params: [now, reason, kind, accountId, keep ?? ""],
  };
}

/** Ends one session (signing out). Answers whether it was still live. */
export async function endSession(db: Db, sid: string, reason: string, now: number): Promise<boolean> {
  const [changed] = await runGuarded(db, [
    {
      sql: "update auth_sessions set ended_at = ?, end_reason = ? where id = ? and ended_at is null",
      params: [now, reason, sid],
    },
  ]);
  return changed === 1;
}

/**
 * A fresh token for the session's newest one, expired or not, while the session is live. The token
 * before the newest (another tab renewing a moment late) gets a copy of the newest. An older token of
 * the session is a copy someone kept: the session ends, and whoever holds it must sign in again.
 */
export async function renewSession({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { token: string };
}): Promise<RenewedSession> {
  const claims = await verifyTokenForRenewal(input.token, ctx.config.JWT_SECRET);
  const kind: SessionKind | null =
    claims.role === "admin" ? "staff" : claims.role === "driver" ? "driver" : null;
  const { sid, jti } = claims;
  if (!kind || !sid || !jti) throw new UnauthorizedError("Invalid token");
  const now = ctx.now.getTime();
  if (kind === "staff") await staffSession(ctx.db, claims, now);
  else await driverSession(ctx.db, claims, now);
  const next = randomToken(12);
  const [rotated] = await runGuarded(ctx.db, [
    {
      sql: `update auth_sessions set previous_token_id = token_id, token_id = ?, renewed_at = ?
        where id = ? and ended_at is null and token_id = ?`,
      params: [next, now, sid, jti],
    },
  ]);
  if (rotated === 1) return issue(ctx, kind, claims, next);
  const row = await ctx.db.$client
    .prepare("select token_id, previous_token_id from auth_sessions where id = ? and ended_at is null")
    .bind(sid)
    .first<{ token_id: string; previous_token_id: string | null }>();
  if (row && row.previous_token_id === jti) return issue(ctx, kind, claims, row.token_id);
  await endSession(ctx.db, sid, "an old token was replayed", now);
  throw new UnauthorizedError(SESSION_ENDED);
}

async function issue(ctx: Ctx, kind: SessionKind, claims: AuthClaims, jti: string): Promise<RenewedSession> {
  const row = await ctx.db.$client
    .prepare("select ends_at from auth_sessions where id = ?")
    .bind(claims.sid ?? "")
    .first<{ ends_at: number }>();
  const endsAt = row?.ends_at ?? ctx.now.getTime();
  const { token, expiresAt } = await signToken(
    { role: TOKEN_ROLE[kind], sub: claims.sub, sid: claims.sid, jti },
    ctx.config.JWT_SECRET,
    ctx.now.getTime(),
    endsAt,
  );
  return { token, expiresAt, sessionEndsAt: new Date(endsAt).toISOString() };
}

import type { SessionsRevoked } from "@chauffeur/contract";
import { admins } from "@chauffeur/db";
import { eq } from "drizzle-orm";
import { type Actor, auditStatement } from "../audit/entry";
import { endSessionsStatement } from "../auth/sessions";
import { runGuarded } from "../core/batch";
import type { Ctx } from "../core/context";
import { ForbiddenError, NotFoundError } from "../core/errors";

/** Signs out: this session ends (the next request with its token is 401). */
export async function signOutStaff({
  ctx,
  input: { sid, actor },
}: {
  ctx: Ctx;
  input: { sid: string; actor: Actor };
}): Promise<{ message: string }> {
  const at = ctx.now.toISOString();
  await runGuarded(ctx.db, [
    {
      sql: "update auth_sessions set ended_at = ?, end_reason = 'signed out' where id = ? and ended_at is null",
      params: [ctx.now.getTime(), sid],
    },
    auditStatement({ actor, action: "staff.signed-out", target: { type: "staff", id: actor.id ?? "" } }, at, {
      ifChanged: true,
    }),
  ]);
  return { message: "Signed out" };
}

/**
 * Signs out everywhere: every session of the person (this one too), or of the staff member an owner
 * names (a lost phone, a person leaving).
 */
export async function revokeStaffSessions({
  ctx,
  input: { actor, staffId },
}: {
  ctx: Ctx;
  input: { actor: Actor; staffId?: string | undefined };
}): Promise<SessionsRevoked> {
  const id = staffId ?? actor.id ?? "";
  if (id !== actor.id && actor.role !== "owner") {
    throw new ForbiddenError("Only an owner may sign out another staff member");
  }
  const row = await ctx.db.select().from(admins).where(eq(admins.id, id)).get();
  if (!row) throw new NotFoundError("Staff member not found");
  const at = ctx.now.toISOString();
  const [revoked = 0] = await runGuarded(ctx.db, [
    endSessionsStatement(
      "staff",
      id,
      id === actor.id ? "signed out everywhere" : `signed out by ${actor.name ?? "an owner"}`,
      ctx.now.getTime(),
    ),
  ]);
  await runGuarded(ctx.db, [
    auditStatement(
      {
        actor,
        action: "staff.sessions-revoked",
        target: { type: "staff", id, label: row.email ?? row.username },
        after: { sessionsEnded: revoked },
      },
      at,
    ),
  ]);
  return { message: `${revoked} ${revoked === 1 ? "session" : "sessions"} ended`, revoked };
}

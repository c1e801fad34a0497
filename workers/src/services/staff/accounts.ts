import {
  type InviteStaff,
  type StaffAccount,
  type StaffList,
  type StaffMe,
  type StaffRole,
  UNLIMITED_REFUND_ROLES,
  type UpdateStaff,
} from "@chauffeur/contract";
import { admins } from "@chauffeur/db";
import { asc, eq, or } from "drizzle-orm";
import { type Actor, auditStatement } from "../audit/entry";
import { newLink } from "../auth/links";
import { endSessionsStatement } from "../auth/sessions";
import { runGuarded, type Statement } from "../core/batch";
import { type Ctx, siteUrlOf } from "../core/context";
import { ConflictError, NotFoundError } from "../core/errors";
import { outboxIfChanged } from "../core/outbox";
import { staffInviteMessage } from "../messages/account";
import { getSettings } from "../settings";

/** The password of an invited account until its invite is accepted: no password matches it. */
export const NO_PASSWORD = "!";
const INVITE_TTL_MS = 72 * 60 * 60 * 1000;

type StaffRow = typeof admins.$inferSelect;

export function staffAccount(r: StaffRow): StaffAccount {
  return {
    id: r.id,
    name: r.name || r.username,
    email: r.email,
    username: r.username,
    role: r.role,
    active: r.active,
    status: !r.active ? "inactive" : r.passwordHash === NO_PASSWORD ? "invited" : "active",
    mfaEnabled: r.totpSecret !== null,
    fromEnvironment: r.fromEnvironment,
    createdAt: r.createdAt,
    lastSignInAt: r.lastSignInAt,
  };
}

async function staffRow(ctx: Ctx, id: string): Promise<StaffRow> {
  const row = await ctx.db.select().from(admins).where(eq(admins.id, id)).get();
  if (!row) throw new NotFoundError("Staff member not found");
  return row;
}

/** Every staff account, oldest first (the first owner on top). */
export async function listStaff({ ctx }: { ctx: Ctx }): Promise<StaffList> {
  const rows = await ctx.db.select().from(admins).orderBy(asc(admins.createdAt), asc(admins.id));
  return { items: rows.map(staffAccount), total: rows.length };
}

/** Who is signed in, and how far their role may refund (null: any amount). */
export async function currentStaff({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { id: string; sessionEndsAt: number };
}): Promise<StaffMe> {
  const row = await staffRow(ctx, input.id);
  const limit = UNLIMITED_REFUND_ROLES.includes(row.role)
    ? null
    : (await getSettings(ctx.db)).dispatcherRefundLimitCents;
  return {
    id: row.id,
    name: row.name || row.username,
    email: row.email,
    role: row.role,
    username: row.username,
    refundLimitCents: limit,
    sessionEndsAt: new Date(input.sessionEndsAt).toISOString(),
  };
}

/**
 * An owner invites a person by e-mail: the account is made (no password yet) and the outbox carries a
 * link to set one, good once for 72 hours. Inviting again someone who has not accepted yet sends a new
 * link (the old one stops working); an account that already signs in is a conflict.
 */
export async function inviteStaff({
  ctx,
  input: { actor, ...invite },
}: {
  ctx: Ctx;
  input: InviteStaff & { actor: Actor };
}): Promise<StaffAccount> {
  const { db, now } = ctx;
  const existing = await db
    .select()
    .from(admins)
    .where(or(eq(admins.email, invite.email), eq(admins.username, invite.email)))
    .get();
  if (existing && existing.passwordHash !== NO_PASSWORD) {
    throw new ConflictError(
      "This e-mail already has a staff account: change its role or reactivate it instead",
    );
  }
  const id = existing?.id ?? crypto.randomUUID();
  const at = now.toISOString();
  const link = await newLink({
    purpose: "invite",
    kind: "staff",
    accountId: id,
    ttlMs: INVITE_TTL_MS,
    now: now.getTime(),
  });
  const account: Statement = existing
    ? {
        sql: "update admins set name = ?, role = ?, active = 1, invited_at = ?, updated_at = ? where id = ? and password_hash = ?",
        params: [invite.name, invite.role, at, at, id, NO_PASSWORD],
      }
    : {
        sql: `insert into admins (id, username, password_hash, created_at, name, email, role, active, invited_at, updated_at)
          values (?, ?, ?, ?, ?, ?, ?, 1, ?, ?)`,
        params: [id, invite.email, NO_PASSWORD, at, invite.name, invite.email, invite.role, at, at],
      };
  const message = staffInviteMessage(
    {
      ...invite,
      invitedBy: actor.name ?? "The owner",
      link: `${siteUrlOf(ctx.config)}/admin/invite?token=${link.token}`,
    },
    ctx.config,
  );
  const [changed] = await runGuarded(db, [
    account,
    outboxIfChanged(message, at),
    auditStatement(
      {
        actor,
        action: "staff.invited",
        target: { type: "staff", id, label: invite.email },
        before: existing ? { name: existing.name, role: existing.role } : null,
        after: { name: invite.name, email: invite.email, role: invite.role },
      },
      at,
      { ifChanged: true },
    ),
    ...link.statements,
  ]);
  if (changed !== 1) throw new ConflictError("This invite changed meanwhile; reload and try again");
  return staffAccount(await staffRow(ctx, id));
}

/** Ends the account's sessions when it is (now) inactive: nothing when the deactivation did not happen. */
function endSessionsIfInactive(id: string, now: number): Statement {
  const end = endSessionsStatement("staff", id, "deactivated", now);
  return {
    sql: `${end.sql} and exists (select 1 from admins where id = ? and active = 0)`,
    params: [...end.params, id],
  };
}

const LAST_OWNER = "Keep at least one active owner: make another owner first";

/**
 * An owner changes a role or (de)activates an account. Deactivating ends the person's sessions at once;
 * the last active owner cannot be demoted or deactivated (checked in the same statement, so two owners
 * acting at once cannot both go). Each change is one audit row.
 */
export async function updateStaff({
  ctx,
  input: { id, actor, ...change },
}: {
  ctx: Ctx;
  input: UpdateStaff & { id: string; actor: Actor };
}): Promise<StaffAccount> {
  const row = await staffRow(ctx, id);
  const role: StaffRole = change.role ?? row.role;
  const active = change.active ?? row.active;
  if (role === row.role && active === row.active) return staffAccount(row);
  const at = ctx.now.toISOString();
  const leavesOwners = row.role === "owner" && row.active && (role !== "owner" || !active);
  const target = { type: "staff", id, label: row.email ?? row.username };
  const audits: Statement[] = [];
  if (role !== row.role) {
    audits.push(
      auditStatement(
        { actor, action: "staff.role-changed", target, before: { role: row.role }, after: { role } },
        at,
        {
          ifChanged: true,
        },
      ),
    );
  }
  if (active !== row.active) {
    audits.push(
      auditStatement(
        {
          actor,
          action: active ? "staff.reactivated" : "staff.deactivated",
          target,
          before: { active: row.active },
          after: { active },
        },
        at,
        // After a role row, `changes() = 1` still holds: that insert added one row.
        { ifChanged: true },
      ),
    );
  }
  const [changed] = await runGuarded(ctx.db, [
    {
      sql: `update admins set role = ?, active = ?, updated_at = ? where id = ? and role = ? and active = ?
        ${leavesOwners ? "and (select count(*) from admins where role = 'owner' and active = 1 and id <> ?) > 0" : ""}`,
      params: [role, active ? 1 : 0, at, id, row.role, row.active ? 1 : 0, ...(leavesOwners ? [id] : [])],
    },
    ...audits,
    ...(active ? [] : [endSessionsIfInactive(id, ctx.now.getTime())]),
  ]);
  if (changed !== 1) {
    if (leavesOwners) throw new ConflictError(LAST_OWNER);
    throw new ConflictError("This account changed meanwhile; reload and try again");
  }
  return staffAccount(await staffRow(ctx, id));
}

import {
  DriverPassword,
  type PasswordResetConfirm,
  type PasswordResetDone,
  RESET_TTL_MINUTES,
  StaffPassword,
} from "@chauffeur/contract";
import { admins, drivers } from "@chauffeur/db";
import { and, eq, ne, sql } from "drizzle-orm";
import { type Actor, auditStatement } from "../audit/entry";
import { runGuarded, type Statement } from "../core/batch";
import { type Ctx, siteUrlOf } from "../core/context";
import { BadRequestError, GoneError, TooManyRequestsError } from "../core/errors";
import { outboxIfChanged } from "../core/outbox";
import { passwordResetMessage } from "../messages/account";
import { type AccountKind, LINK_USED, newLink, peekLink, useLink } from "./links";
import { hashPassword } from "./password";
import { beginAttempt, type LimitKey } from "./rate-limit";
import { endSessionsStatement } from "./sessions";

export const RESET_REQUESTED =
  "If an account uses that address, a link to choose a new password is on its way. It works for 30 minutes.";
const RESET_TTL_MS = RESET_TTL_MINUTES * 60_000;
const HOUR_MS = 60 * 60_000;

/** At most 3 e-mails an hour to one address and 20 asks an hour from one client: no mail bombing. */
const resetKeys = (email: string, address: string | undefined): LimitKey[] => [
  { key: `reset:${email}`, limit: 3, windowMs: HOUR_MS, kind: "lock", lockMs: HOUR_MS },
  {
    key: `reset-client:${address ?? "unknown"}`,
    limit: 20,
    windowMs: HOUR_MS,
    kind: "lock",
    lockMs: HOUR_MS,
  },
];

interface Account {
  kind: AccountKind;
  id: string;
  name: string;
  email: string;
}

/** The active staff member and chauffeur with that e-mail (the environment's owner follows ADMIN_PASSWORD). */
async function accountsOf(ctx: Ctx, email: string): Promise<Account[]> {
  const [staff, driver] = await Promise.all([
    ctx.db
      .select({ id: admins.id, name: admins.name })
      .from(admins)
      .where(
        and(
          eq(admins.email, email),
          eq(admins.active, true),
          eq(admins.fromEnvironment, false),
          ne(admins.passwordHash, "!"),
        ),
      )
      .get(),
    ctx.db
      .select({ id: drivers.id, name: drivers.firstName })
      .from(drivers)
      .where(and(eq(drivers.email, email), eq(drivers.status, "active")))
      .get(),
  ]);
  return [
    ...(staff ? [{ kind: "staff" as const, id: staff.id, name: staff.name, email }] : []),
    ...(driver ? [{ kind: "driver" as const, id: driver.id, name: driver.name, email }] : []),
  ];
}

/**
 * A staff member or a chauffeur asks for a password reset: each active account with that e-mail gets a
 * link (single use, 30 minutes). The answer is the same whether or not one exists, or the limit was hit.
 */
export async function requestPasswordReset({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { email: string; address: string | undefined };
}): Promise<{ message: string }> {
  try {
    await beginAttempt(ctx.db, resetKeys(input.email, input.address), { now: ctx.now.getTime() });
  } catch (error) {
    if (error instanceof TooManyRequestsError) return { message: RESET_REQUESTED };
    throw error;
  }
  const at = ctx.now.toISOString();
  for (const account of await accountsOf(ctx, input.email)) {
    const link = await newLink({
      purpose: "reset",
      kind: account.kind,
      accountId: account.id,
      ttlMs: RESET_TTL_MS,
      now: ctx.now.getTime(),
    });
    const message = passwordResetMessage(
      {
        email: account.email,
        name: account.name,
        link: `${siteUrlOf(ctx.config)}/reset-password?token=${link.token}`,
      },
      ctx.config,
    );
    await runGuarded(ctx.db, [...link.statements, outboxIfChanged(message, at)]);
  }
  return { message: RESET_REQUESTED };
}

const RULES = { staff: StaffPassword, driver: DriverPassword } as const;

/** The statements that set the new password, for the account's table. */
function passwordUpdate(kind: AccountKind, id: string, hash: string, at: string): Statement {
  return kind === "staff"
    ? {
        sql: "update admins set password_hash = ?, updated_at = ? where id = ? and active = 1",
        params: [hash, at, id],
      }
    : {
        sql: "update drivers set password_hash = ?, updated_at = ? where id = ? and status = 'active'",
        params: [hash, at, id],
      };
}

/**
 * The new password, with the reset link, once: every session of the account ends (the next request of
 * any device is 401), and the change is one audit row.
 */
export async function confirmPasswordReset({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: PasswordResetConfirm & { address: string | undefined };
}): Promise<PasswordResetDone> {
  const now = ctx.now.getTime();
  const link = await peekLink(ctx.db, input.token, "reset", now);
  const rule = RULES[link.kind].safeParse(input.password);
  if (!rule.success) throw new BadRequestError(`password: ${rule.error.issues[0]?.message ?? "too weak"}`);
  const hash = await hashPassword(input.password);
  await useLink(ctx.db, input.token, "reset", now);
  const at = ctx.now.toISOString();
  const who =
    link.kind === "staff"
      ? await ctx.db
          .select({ role: admins.role, name: admins.name })
          .from(admins)
          .where(eq(admins.id, link.accountId))
          .get()
      : await ctx.db
          .select({
            role: sql<string>`'driver'`,
            name: sql<string>`${drivers.firstName} || ' ' || ${drivers.lastName}`,
          })
          .from(drivers)
          .where(eq(drivers.id, link.accountId))
          .get();
  const actor: Actor = {
    type: link.kind,
    id: link.accountId,
    role: who?.role ?? null,
    name: who?.name ?? null,
    address: input.address ?? null,
  };
  const [set] = await runGuarded(ctx.db, [
    passwordUpdate(link.kind, link.accountId, hash, at),
    auditStatement(
      { actor, action: `${link.kind}.password-reset`, target: { type: link.kind, id: link.accountId } },
      at,
      { ifChanged: true },
    ),
    endSessionsStatement(link.kind, link.accountId, "password reset", now),
  ]);
  if (set !== 1) throw new GoneError(LINK_USED);
  return {
    message: "Your new password is set, and every device was signed out. Sign in with it.",
    signInPath: link.kind === "staff" ? "/admin" : "/driver",
  };
}

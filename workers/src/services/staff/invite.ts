import type { AcceptInvite, InviteAccepted } from "@chauffeur/contract";
import { admins } from "@chauffeur/db";
import { eq } from "drizzle-orm";
import { auditStatement } from "../audit/entry";
import { LINK_USED, peekLink, useLink } from "../auth/links";
import { hashPassword } from "../auth/password";
import { runGuarded } from "../core/batch";
import type { Ctx } from "../core/context";
import { GoneError } from "../core/errors";
import { NO_PASSWORD } from "./accounts";
import { staffActor } from "./sign-in";

/**
 * The invited person sets their password with the invite's link, once (72 hours). The account must
 * still be waiting for it: a link never replaces the password of an account that already signs in.
 */
export async function acceptInvite({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: AcceptInvite & { address: string | undefined };
}): Promise<InviteAccepted> {
  const now = ctx.now.getTime();
  const link = await peekLink(ctx.db, input.token, "invite", now);
  const row = await ctx.db.select().from(admins).where(eq(admins.id, link.accountId)).get();
  if (link.kind !== "staff" || !row?.active || row.passwordHash !== NO_PASSWORD)
    throw new GoneError(LINK_USED);
  const hash = await hashPassword(input.password);
  await useLink(ctx.db, input.token, "invite", now);
  const at = ctx.now.toISOString();
  const [set] = await runGuarded(ctx.db, [
    {
      sql: "update admins set password_hash = ?, updated_at = ? where id = ? and password_hash = ?",
      params: [hash, at, row.id, NO_PASSWORD],
    },
    auditStatement(
      {
        actor: staffActor(row, input.address),
        action: "staff.invite-accepted",
        target: { type: "staff", id: row.id, label: row.email ?? row.username },
        before: { status: "invited" },
        after: { status: "active" },
      },
      at,
      { ifChanged: true },
    ),
  ]);
  if (set !== 1) throw new GoneError(LINK_USED);
  return {
    message: "Your password is set. Sign in to set up your second factor.",
    username: row.username,
  };
}

import { admins } from "@chauffeur/db";
import { eq, or } from "drizzle-orm";
import { auditStatement } from "../audit/entry";
import { hashPassword, verifyPassword } from "../auth/password";
import { endSessionsStatement } from "../auth/sessions";
import { runGuarded } from "../core/batch";
import type { Ctx } from "../core/context";

/** The stored hash last found to take ADMIN_PASSWORD, so an isolate checks it once, not per sign-in. */
let checked = "";

/**
 * The environment's owner (ADMIN_USERNAME / ADMIN_PASSWORD): created as the first owner when missing, and
 * following the environment on each start: a new ADMIN_USERNAME renames it, a new ADMIN_PASSWORD replaces
 * its password and ends its sessions, so the old one stops working at once (issue 37). Deactivation and a
 * role an owner gave it are kept. An account of that name from before (the first admin) is adopted.
 */
export async function syncEnvironmentOwner(ctx: Ctx): Promise<void> {
  const { db, config } = ctx;
  const { ADMIN_USERNAME: username, ADMIN_PASSWORD: password } = config;
  if (!username || !password) return;
  const rows = await db
    .select()
    .from(admins)
    .where(or(eq(admins.fromEnvironment, true), eq(admins.username, username)));
  const row = rows.find((r) => r.fromEnvironment) ?? rows[0];
  const now = ctx.now.toISOString();
  if (!row) {
    await db
      .insert(admins)
      .values({
        id: crypto.randomUUID(),
        username,
        name: "Owner",
        role: "owner",
        fromEnvironment: true,
        passwordHash: await hashPassword(password),
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing();
    return;
  }
  if (!row.fromEnvironment || row.username !== username) {
    await db
      .update(admins)
      .set({ fromEnvironment: true, username, updatedAt: now })
      .where(eq(admins.id, row.id))
      .catch(() => undefined); // another account holds that username: keep the old one
  }
  const key = `${row.id}\0${row.passwordHash}\0${password}`;
  if (checked === key) return;
  if (await verifyPassword(password, row.passwordHash)) {
    checked = key;
    return;
  }
  const system = { type: "system" as const, id: null, role: null, name: "ADMIN_PASSWORD" };
  await runGuarded(db, [
    {
      sql: "update admins set password_hash = ?, updated_at = ? where id = ? and password_hash = ?",
      params: [await hashPassword(password), now, row.id, row.passwordHash],
    },
    auditStatement(
      {
        actor: system,
        action: "staff.password-changed",
        target: { type: "staff", id: row.id, label: username },
        reason: "The environment's ADMIN_PASSWORD changed: the old one no longer signs in",
      },
      now,
      { ifChanged: true },
    ),
    endSessionsStatement("staff", row.id, "ADMIN_PASSWORD changed", ctx.now.getTime()),
  ]);
}

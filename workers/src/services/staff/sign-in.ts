import type { AdminLogin, AdminSession } from "@chauffeur/contract";
import { admins } from "@chauffeur/db";
import { eq } from "drizzle-orm";
import { decoyHash, hashPassword, verifyPassword } from "../auth/password";
import { attemptSucceeded, beginAttempt, loginKeys } from "../auth/rate-limit";
import { signToken } from "../auth/tokens";
import type { Ctx } from "../core/context";
import { UnauthorizedError } from "../core/errors";

export const INVALID_LOGIN = "Invalid username or password";

/**
 * Creates the configured first admin if no admin has that username yet. `on conflict do nothing`
 * makes concurrent first sign-ins safe; an existing account's password is never overwritten.
 */
async function ensureBootstrapAdmin(ctx: Ctx): Promise<void> {
  const { db } = ctx;
  const { ADMIN_USERNAME: username, ADMIN_PASSWORD: password } = ctx.config;
  if (!username || !password) return;
  const existing = await db.select({ id: admins.id }).from(admins).where(eq(admins.username, username)).get();
  if (existing) return;
  await db
    .insert(admins)
    .values({
      id: crypto.randomUUID(),
      username,
      passwordHash: await hashPassword(password),
      createdAt: ctx.now.toISOString(),
    })
    .onConflictDoNothing();
}

/**
 * Signs the dispatcher in (the first admin is created from ADMIN_USERNAME and ADMIN_PASSWORD on the
 * first sign-in). `address`: the caller's, for the guessing limits.
 */
export async function loginAdmin({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: AdminLogin & { address: string | undefined };
}): Promise<AdminSession> {
  const { db } = ctx;
  const keys = loginKeys("admin", input.username, input.address);
  await beginAttempt(db, keys);
  await ensureBootstrapAdmin(ctx);
  const admin = await db.select().from(admins).where(eq(admins.username, input.username)).get();
  // An unknown username still pays for one hash, so timing does not tell which usernames exist.
  const ok = await verifyPassword(input.password, admin?.passwordHash ?? (await decoyHash()));
  if (!admin || !ok) throw new UnauthorizedError(INVALID_LOGIN);
  await attemptSucceeded(db, keys);
  const { token, expiresAt } = await signToken({ role: "admin", sub: admin.id }, ctx.config.JWT_SECRET);
  return { token, expiresAt, username: admin.username };
}

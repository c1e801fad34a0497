import type { AdminLogin, AdminSession } from "@chauffeur/contract";
import { admins, type Db } from "@chauffeur/db";
import { eq } from "drizzle-orm";
import { decoyHash, hashPassword, verifyPassword } from "../auth/password";
import { attemptSucceeded, beginAttempt, loginKeys } from "../auth/rate-limit";
import { signToken } from "../auth/tokens";
import { UnauthorizedError } from "../core/errors";

export const INVALID_LOGIN = "Invalid username or password";

interface LoginCtx {
  db: Db;
  jwtSecret: string;
  bootstrap: { username?: string; password?: string };
  address: string | undefined;
}

/**
 * Creates the configured first admin if no admin has that username yet. `on conflict do nothing`
 * makes concurrent first sign-ins safe; an existing account's password is never overwritten.
 */
async function ensureBootstrapAdmin(db: Db, username?: string, password?: string): Promise<void> {
  if (!username || !password) return;
  const existing = await db.select({ id: admins.id }).from(admins).where(eq(admins.username, username)).get();
  if (existing) return;
  await db
    .insert(admins)
    .values({
      id: crypto.randomUUID(),
      username,
      passwordHash: await hashPassword(password),
      createdAt: new Date().toISOString(),
    })
    .onConflictDoNothing();
}

export async function loginAdmin(ctx: LoginCtx, input: AdminLogin): Promise<AdminSession> {
  const { db } = ctx;
  const keys = loginKeys("admin", input.username, ctx.address);
  await beginAttempt(db, keys);
  await ensureBootstrapAdmin(db, ctx.bootstrap.username, ctx.bootstrap.password);
  const admin = await db.select().from(admins).where(eq(admins.username, input.username)).get();
  // An unknown username still pays for one hash, so timing does not tell which usernames exist.
  const ok = await verifyPassword(input.password, admin?.passwordHash ?? (await decoyHash()));
  if (!admin || !ok) throw new UnauthorizedError(INVALID_LOGIN);
  await attemptSucceeded(db, keys);
  const { token, expiresAt } = await signToken({ role: "admin", sub: admin.id }, ctx.jwtSecret);
  return { token, expiresAt, username: admin.username };
}

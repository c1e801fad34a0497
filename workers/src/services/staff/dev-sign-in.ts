import type { DevSignIn } from "@chauffeur/contract";
import { admins } from "@chauffeur/db";
import { eq } from "drizzle-orm";
import { verifyPassword } from "../auth/password";
import type { Ctx } from "../core/context";
import DEVELOPMENT_ADMIN from "./dev-admin.json";

export { DEVELOPMENT_ADMIN };

/**
 * The documented development sign-in (README), offered to the sign-in screen only when it is true for
 * this server: a development run whose configured first admin is that pair, and whose stored account of
 * that name (if it was created already) still takes that password. Anything else answers null, so a
 * deployed site, or a local one set up with other credentials, never shows a hint that does not work.
 */
export async function developmentSignIn({ ctx }: { ctx: Ctx }): Promise<DevSignIn> {
  const { db, config } = ctx;
  const none = { signIn: null };
  if (config.ENVIRONMENT !== "development") return none;
  const { username, password } = DEVELOPMENT_ADMIN;
  if (config.ADMIN_USERNAME !== username || config.ADMIN_PASSWORD !== password) return none;
  const stored = await db
    .select({ hash: admins.passwordHash })
    .from(admins)
    .where(eq(admins.username, username))
    .get();
  if (stored && !(await verifyPassword(password, stored.hash))) return none;
  return { signIn: { username, password } };
}

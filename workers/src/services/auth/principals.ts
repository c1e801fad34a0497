import { admins, type Db, drivers } from "@chauffeur/db";
import { eq } from "drizzle-orm";
import { UnauthorizedError } from "../core/errors";
import type { AuthClaims } from "./tokens";

export const ACCOUNT_REVOKED = "This account was removed or deactivated; please sign in again";

/**
 * A signed token is not enough: the admin or driver it names must still exist, and a driver must still
 * be active, so deleting or deactivating an account shuts its open sessions at once instead of when the
 * token expires (up to 4 hours). One primary-key read per request. A customer token names a booking,
 * which is never deleted; cancelling it is the booking's state machine's business.
 */
export async function assertStillAllowed(db: Db, claims: AuthClaims): Promise<void> {
  if (claims.role === "admin") {
    const admin = await db.select({ id: admins.id }).from(admins).where(eq(admins.id, claims.sub)).get();
    if (!admin) throw new UnauthorizedError(ACCOUNT_REVOKED);
  } else if (claims.role === "driver") {
    const driver = await db
      .select({ status: drivers.status })
      .from(drivers)
      .where(eq(drivers.id, claims.sub))
      .get();
    if (driver?.status !== "active") throw new UnauthorizedError(ACCOUNT_REVOKED);
  }
}

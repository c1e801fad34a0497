import { DRIVER_LOGIN_FAILED, type DriverLogin, type DriverSession } from "@chauffeur/contract";
import { drivers } from "@chauffeur/db";
import { eq } from "drizzle-orm";
import { decoyHash, verifyPassword } from "../auth/password";
import { attemptSucceeded, beginAttempt, loginKeys } from "../auth/rate-limit";
import { signToken } from "../auth/tokens";
import type { Ctx } from "../core/context";
import { ForbiddenError, UnauthorizedError } from "../core/errors";

export const DRIVER_INACTIVE = "This driver account is inactive; please contact dispatch";

/**
 * Signs a driver in with the same hashing, rate limits and tokens as the admin sign-in. The inactive
 * check comes after the password, so it tells only the account's owner that the account exists.
 */
export async function loginDriver({
  ctx,
  input,
}: {
  ctx: Ctx;
  /** `address`: the caller's, for the guessing limits. */
  input: DriverLogin & { address: string | undefined };
}): Promise<DriverSession> {
  const { db } = ctx;
  const keys = loginKeys("driver", input.email, input.address);
  await beginAttempt(db, keys);
  const driver = await db.select().from(drivers).where(eq(drivers.email, input.email)).get();
  // An unknown e-mail still pays for one hash, so timing does not tell which drivers exist.
  const ok = await verifyPassword(input.password, driver?.passwordHash ?? (await decoyHash()));
  if (!driver || !ok) throw new UnauthorizedError(DRIVER_LOGIN_FAILED);
  await attemptSucceeded(db, keys);
  if (driver.status !== "active") throw new ForbiddenError(DRIVER_INACTIVE);
  const { token, expiresAt } = await signToken({ role: "driver", sub: driver.id }, ctx.config.JWT_SECRET);
  return {
    token,
    expiresAt,
    driver_id: driver.id,
    driver_name: `${driver.firstName} ${driver.lastName}`,
    status: driver.status,
  };
}

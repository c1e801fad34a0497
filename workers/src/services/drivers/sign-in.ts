import { DRIVER_LOGIN_FAILED, type DriverLogin, type DriverSession } from "@chauffeur/contract";
import { drivers } from "@chauffeur/db";
import { eq } from "drizzle-orm";
import { type Actor, auditStatement } from "../audit/entry";
import { type KnownDevice, knownDeviceFor } from "../auth/device";
import { decoyHash, verifyPassword } from "../auth/password";
import { attemptSucceeded, beginAttempt, loginKeys } from "../auth/rate-limit";
import { endSessionsStatement, startSession } from "../auth/sessions";
import { runGuarded } from "../core/batch";
import type { Ctx } from "../core/context";
import { ForbiddenError, UnauthorizedError } from "../core/errors";

export const DRIVER_INACTIVE = "This driver account is inactive; please contact dispatch";

/**
 * Signs a driver in with the same hashing, rate limits and sessions as the staff sign-in (a session lasts
 * a 14-hour shift). The inactive check comes after the password, so it tells only the account's owner
 * that the account exists.
 */
export async function loginDriver({
  ctx,
  input,
}: {
  ctx: Ctx;
  /** `address`: the caller's, for the guessing limits; `device`: its known-device cookie. */
  input: DriverLogin & { address: string | undefined; device: KnownDevice | null };
}): Promise<DriverSession> {
  const { db } = ctx;
  const knownDevice = await knownDeviceFor(input.device, "driver", input.email);
  const keys = loginKeys("driver", input.email, input.address, knownDevice);
  await beginAttempt(db, keys, { now: ctx.now.getTime() });
  const driver = await db.select().from(drivers).where(eq(drivers.email, input.email)).get();
  // An unknown e-mail still pays for one hash, so timing does not tell which drivers exist.
  const ok = await verifyPassword(input.password, driver?.passwordHash ?? (await decoyHash()));
  if (!driver || !ok) throw new UnauthorizedError(DRIVER_LOGIN_FAILED);
  await attemptSucceeded(db, keys);
  if (driver.status !== "active") throw new ForbiddenError(DRIVER_INACTIVE);
  const name = `${driver.firstName} ${driver.lastName}`;
  const session = await startSession(ctx, {
    kind: "driver",
    accountId: driver.id,
    address: input.address,
    with: [
      auditStatement(
        {
          actor: { type: "driver", id: driver.id, role: "driver", name, address: input.address ?? null },
          action: "driver.signed-in",
          target: { type: "driver", id: driver.id, label: name },
        },
        ctx.now.toISOString(),
      ),
    ],
  });
  return {
    token: session.token,
    expiresAt: session.expiresAt,
    sessionEndsAt: session.sessionEndsAt,
    driver_id: driver.id,
    driver_name: name,
    status: driver.status,
  };
}

/** The chauffeur signs out of this device, or (`everywhere`) of every device. */
export async function signOutDriver({
  ctx,
  input: { sid, actor, everywhere },
}: {
  ctx: Ctx;
  input: { sid: string; actor: Actor; everywhere: boolean };
}): Promise<{ message: string; revoked: number }> {
  const id = actor.id ?? "";
  const now = ctx.now.getTime();
  const [revoked = 0] = await runGuarded(ctx.db, [
    everywhere
      ? endSessionsStatement("driver", id, "signed out everywhere", now)
      : {
          sql: "update auth_sessions set ended_at = ?, end_reason = 'signed out' where id = ? and ended_at is null",
          params: [now, sid],
        },
  ]);
  await runGuarded(ctx.db, [
    auditStatement(
      {
        actor,
        action: everywhere ? "driver.sessions-revoked" : "driver.signed-out",
        target: { type: "driver", id },
        after: { sessionsEnded: revoked },
      },
      ctx.now.toISOString(),
    ),
  ]);
  return {
    message: everywhere ? `${revoked} ${revoked === 1 ? "session" : "sessions"} ended` : "Signed out",
    revoked,
  };
}

import type { MiddlewareHandler } from "hono";
import { assertStillAllowed } from "../services/auth/principals";
import { type Role, verifyToken } from "../services/auth/tokens";
import { ForbiddenError, UnauthorizedError } from "../services/core/errors";
import type { AppEnv } from "./types";

function requireRole(role: Role): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header("authorization") ?? "";
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw new UnauthorizedError("Authentication required");
    const claims = await verifyToken(match[1], c.get("config").JWT_SECRET);
    if (claims.role !== role) {
      throw new ForbiddenError(
        role === "customer" ? "This needs a booking look-up" : `This needs a signed-in ${role}`,
      );
    }
    await assertStillAllowed(c.var.services.db, claims);
    c.set("auth", claims);
    await next();
  };
}

/**
 * 401 without a valid admin token (missing, altered, expired, `alg: none`) or for an admin no longer
 * there, 403 with another role's.
 */
export const requireAdmin = requireRole("admin");
/** The driver dashboard's guard: c.var.auth = { role: "driver", sub: driverId }; 401 once deleted or inactive. */
export const requireDriver = requireRole("driver");
/**
 * A chauffeur's own data, or the dispatcher's look at it: a driver token or an admin token (401 without
 * either, 403 with a customer's); a driver may only name themself in the path (`ownDriver`).
 */
export const requireDriverOrAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  const match = /^Bearer\s+(\S+)$/i.exec(c.req.header("authorization") ?? "");
  if (!match?.[1]) throw new UnauthorizedError("Authentication required");
  const claims = await verifyToken(match[1], c.get("config").JWT_SECRET);
  if (claims.role !== "driver" && claims.role !== "admin") {
    throw new ForbiddenError("This needs a signed-in driver or admin");
  }
  await assertStillAllowed(c.var.services.db, claims);
  c.set("auth", claims);
  await next();
};

/** The path's driver must be the token's (an admin, where the route lets one in, may name any); before validation. */
export const ownDriver =
  (param: "id" | "driverId"): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const { role, sub } = c.get("auth");
    const driverId = c.req.param(param);
    if (role !== "admin" && (!driverId || driverId !== sub)) {
      throw new ForbiddenError("You can only see and change your own rides");
    }
    await next();
  };

/** The booking look-up's token: c.var.auth = { role: "customer", sub: bookingId }. */
export const requireCustomer = requireRole("customer");

/**
 * A payment link's token must be present; the service checks it against the booking it names (its
 * signature, expiry and whether the link is still the current one), so the guard only reads it.
 */
export const requirePayLinkToken: MiddlewareHandler<AppEnv> = async (c, next) => {
  const match = /^Bearer\s+(\S+)$/i.exec(c.req.header("authorization") ?? "");
  if (!match?.[1]) throw new UnauthorizedError("This payment link is not valid.");
  await next();
};

import type { MiddlewareHandler } from "hono";
import { accountOfToken } from "../services/accounts/sign-in";
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

const bearerOf = (header: string | undefined) => /^Bearer\s+(\S+)$/i.exec(header ?? "")?.[1] ?? null;

/** A signed-in customer's account token (POST /api/account/session): c.var.account; 401 once it ended. */
export const requireAccount: MiddlewareHandler<AppEnv> = async (c, next) => {
  const token = bearerOf(c.req.header("authorization"));
  if (!token) throw new UnauthorizedError("Sign in to your account");
  c.set("account", await accountOfToken(c.var.services.db, token, c.var.services.now));
  await next();
};

/**
 * Booking may be done as a guest or signed in: a live account token makes the request the account's;
 * without one (or with an ended one) it is a guest's, and what needs the account (its saved card, a
 * company's billing) is refused with 401 by booking creation itself.
 */
export const optionalAccount: MiddlewareHandler<AppEnv> = async (c, next) => {
  const token = bearerOf(c.req.header("authorization"));
  if (token) {
    const account = await accountOfToken(c.var.services.db, token, c.var.services.now).catch((e) => {
      if (e instanceof UnauthorizedError) return null;
      throw e;
    });
    if (account) c.set("account", account);
  }
  await next();
};

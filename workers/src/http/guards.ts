import { mayUse, STAFF_ACCESS, type StaffArea } from "@chauffeur/contract";
import type { Context, MiddlewareHandler } from "hono";
import { accountOfToken } from "../services/accounts/sign-in";
import { driverSession, staffSession } from "../services/auth/sessions";
import { type AuthClaims, verifyToken } from "../services/auth/tokens";
import { ForbiddenError, UnauthorizedError } from "../services/core/errors";
import type { AppEnv } from "./types";

const ROLE_NAMES = { admin: "staff member", driver: "driver", customer: "booking look-up" } as const;

/**
 * The request's bearer token (`Authorization: Bearer <token>`), null without one: what every guard reads,
 * and what a route behind one reads again when its service needs the token itself (signing out, a pay link).
 */
export const bearerOf = (c: Context<AppEnv>) =>
  /^Bearer\s+(\S+)$/i.exec(c.req.header("authorization") ?? "")?.[1] ?? null;

async function claimsOf(c: Context<AppEnv>, role: AuthClaims["role"]) {
  const token = bearerOf(c);
  if (!token) throw new UnauthorizedError("Authentication required");
  const claims = await verifyToken(token, c.var.config.JWT_SECRET);
  if (claims.role !== role) {
    throw new ForbiddenError(
      role === "customer" ? "This needs a booking look-up" : `This needs a signed-in ${ROLE_NAMES[role]}`,
    );
  }
  return claims;
}

/**
 * A staff route of `area`: 401 without a valid token of a live session (missing, altered, expired, signed
 * out, ended by a deactivation or a new password), 403 with another role's token or a staff role the area
 * does not include (docs/decisions/021). c.var.auth carries the role and name as they are now.
 */
export function requireStaff(area: StaffArea): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const claims = await claimsOf(c, "admin");
    const session = await staffSession(c.var.services.db, claims, c.var.services.now.getTime());
    if (!mayUse(session.role, area)) {
      const roles = STAFF_ACCESS[area].join(" or ");
      throw new ForbiddenError(`Your role (${session.role}) may not do this: it needs ${roles}`);
    }
    c.set("auth", {
      ...claims,
      staffRole: session.role,
      name: session.name,
      username: session.username,
      sessionEndsAt: session.endsAt,
    });
    await next();
  };
}

/** The driver dashboard's guard: c.var.auth = { role: "driver", sub: driverId, sid }; 401 once the session ended. */
export const requireDriver: MiddlewareHandler<AppEnv> = async (c, next) => {
  const claims = await claimsOf(c, "driver");
  await driverSession(c.var.services.db, claims, c.var.services.now.getTime());
  c.set("auth", claims);
  await next();
};

/** The booking look-up's token: c.var.auth = { role: "customer", sub: bookingId }. */
export const requireCustomer: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set("auth", await claimsOf(c, "customer"));
  await next();
};

/**
 * A payment link's token must be present; the service checks it against the booking it names (its
 * signature, expiry and whether the link is still the current one), so the guard only reads it.
 */
export const requirePayLinkToken: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!bearerOf(c)) throw new UnauthorizedError("This payment link is not valid.");
  await next();
};

/** A signed-in customer's account token (POST /api/account/session): c.var.account; 401 once it ended. */
export const requireAccount: MiddlewareHandler<AppEnv> = async (c, next) => {
  const token = bearerOf(c);
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
  const token = bearerOf(c);
  if (token) {
    const account = await accountOfToken(c.var.services.db, token, c.var.services.now).catch((e) => {
      if (e instanceof UnauthorizedError) return null;
      throw e;
    });
    if (account) c.set("account", account);
  }
  await next();
};
/**
 * A chauffeur's own data, which staff of `area` may read too (their earnings): a driver's token runs the
 * driver's guard, any other the staff guard of the area; `ownDriver` then holds a driver to their own id.
 */
export function requireDriverOrStaff(area: StaffArea): MiddlewareHandler<AppEnv> {
  const staff = requireStaff(area);
  return async (c, next) => {
    const token = bearerOf(c);
    const role = token ? await verifyToken(token, c.var.config.JWT_SECRET).then((t) => t.role) : null;
    return role === "driver" ? requireDriver(c, next) : staff(c, next);
  };
}

/** The path's driver must be the token's (staff, where the route lets them in, may name any); before validation. */
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

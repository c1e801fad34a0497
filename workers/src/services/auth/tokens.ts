import { decodeJwt, errors, jwtVerify, SignJWT } from "jose";
import { UnauthorizedError } from "../core/errors";

/** A customer token stands for one booking (sub = booking id), from the customer's look-up. */
export type Role = "admin" | "driver" | "customer";
const ROLES: readonly string[] = ["admin", "driver", "customer"] satisfies Role[];

/**
 * What a token says. A staff member's or a chauffeur's names its server-side session (`sid`) and is
 * one of that session's tokens (`jti`): the session, checked on every request, is what can be ended.
 */
export interface AuthClaims {
  role: Role;
  sub: string;
  sid?: string;
  jti?: string;
}

export const TOKEN_ISSUER = "beacon-chauffeur";
export const TOKEN_AUDIENCE = "beacon-chauffeur-api";
/**
 * Short-lived: a staff member's or a chauffeur's token lasts 15 minutes and is renewed while the page is
 * used, within its session's shift (auth/sessions.ts); a customer looks the booking up again after half
 * an hour.
 */
export const TOKEN_TTL_SECONDS: Record<Role, number> = {
  admin: 15 * 60,
  driver: 15 * 60,
  customer: 30 * 60,
};

const keyOf = (secret: string) => new TextEncoder().encode(secret);

export async function signToken(
  claims: AuthClaims,
  secret: string,
  now = Date.now(),
  /** The latest the token may live (its session's end); never past its role's lifetime. */
  notAfter?: number,
): Promise<{ token: string; expiresAt: string }> {
  const iat = Math.floor(now / 1000);
  const ttlEnd = iat + TOKEN_TTL_SECONDS[claims.role];
  const exp = notAfter === undefined ? ttlEnd : Math.min(ttlEnd, Math.floor(notAfter / 1000));
  const jwt = new SignJWT({ role: claims.role, ...(claims.sid ? { sid: claims.sid } : {}) })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(claims.sub)
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(exp);
  if (claims.jti) jwt.setJti(claims.jti);
  const token = await jwt.sign(keyOf(secret));
  return { token, expiresAt: new Date(exp * 1000).toISOString() };
}

function claimsOf(payload: Record<string, unknown>): AuthClaims {
  const { role, sub, sid, jti } = payload;
  if (typeof role !== "string" || !ROLES.includes(role) || typeof sub !== "string") {
    throw new UnauthorizedError("Invalid token");
  }
  return {
    role: role as Role,
    sub,
    ...(typeof sid === "string" ? { sid } : {}),
    ...(typeof jti === "string" ? { jti } : {}),
  };
}

/** Verifies signature (HS256 only, so `alg: none` and swapped algorithms fail), issuer, audience, expiry. */
export async function verifyToken(token: string, secret: string): Promise<AuthClaims> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: ["HS256"],
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
    });
    return claimsOf(payload);
  } catch (err) {
    if (err instanceof errors.JWTExpired)
      throw new UnauthorizedError("Session expired, please sign in again");
    if (err instanceof UnauthorizedError) throw err;
    throw new UnauthorizedError("Invalid token");
  }
}

/**
 * A token presented for renewal: everything checked as of the moment it was issued, so an expired one
 * passes; its session (checked next) decides whether it may still be renewed.
 */
export async function verifyTokenForRenewal(token: string, secret: string): Promise<AuthClaims> {
  try {
    const issuedAt = decodeJwt(token).iat;
    if (typeof issuedAt !== "number") throw new UnauthorizedError("Invalid token");
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: ["HS256"],
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
      currentDate: new Date(issuedAt * 1000),
    });
    return claimsOf(payload);
  } catch {
    throw new UnauthorizedError("Invalid token");
  }
}

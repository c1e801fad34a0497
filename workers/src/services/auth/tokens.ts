import { errors, jwtVerify, SignJWT } from "jose";
import { UnauthorizedError } from "../core/errors";

/** A customer token stands for one booking (sub = booking id), from the customer's look-up. */
export type Role = "admin" | "driver" | "customer";
const ROLES: readonly string[] = ["admin", "driver", "customer"] satisfies Role[];
export interface AuthClaims {
  role: Role;
  sub: string;
}

export const TOKEN_ISSUER = "beacon-chauffeur";
export const TOKEN_AUDIENCE = "beacon-chauffeur-api";
/**
 * Short-lived: a stolen admin token is useful for an hour at most; a driver signs in again during a
 * shift; a customer looks the booking up again after half an hour.
 */
export const TOKEN_TTL_SECONDS: Record<Role, number> = {
  admin: 60 * 60,
  driver: 4 * 60 * 60,
  customer: 30 * 60,
};

const keyOf = (secret: string) => new TextEncoder().encode(secret);

export async function signToken(
  claims: AuthClaims,
  secret: string,
  now = Date.now(),
): Promise<{ token: string; expiresAt: string }> {
  const iat = Math.floor(now / 1000);
  const exp = iat + TOKEN_TTL_SECONDS[claims.role];
  const token = await new SignJWT({ role: claims.role })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(claims.sub)
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(keyOf(secret));
  return { token, expiresAt: new Date(exp * 1000).toISOString() };
}

/** Verifies signature (HS256 only, so `alg: none` and swapped algorithms fail), issuer, audience, expiry. */
export async function verifyToken(token: string, secret: string): Promise<AuthClaims> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: ["HS256"],
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
    });
    const role = payload.role;
    if (typeof role !== "string" || !ROLES.includes(role) || typeof payload.sub !== "string") {
      throw new UnauthorizedError("Invalid token");
    }
    return { role: role as Role, sub: payload.sub };
  } catch (err) {
    if (err instanceof errors.JWTExpired)
      throw new UnauthorizedError("Session expired, please sign in again");
    if (err instanceof UnauthorizedError) throw err;
    throw new UnauthorizedError("Invalid token");
  }
}

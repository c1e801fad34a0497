import { errors, jwtVerify, SignJWT } from "jose";
import { TOKEN_ISSUER } from "../auth/tokens";
import { ForbiddenError, GoneError, UnauthorizedError } from "../core/errors";

/** Its own audience: a payment link's token opens the payment page of one booking (or invoice) and nothing else. */
const PAY_AUDIENCE = "beacon-chauffeur-pay";
const keyOf = (secret: string) => new TextEncoder().encode(secret);

export interface PayClaims {
  /** What the link pays for: a booking's id, or an invoice's (docs/decisions/026). */
  subjectId: string;
  reference: string;
  nonce: string;
}

export async function signPayToken(claims: PayClaims, secret: string, now: Date, ttlHours: number) {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ ref: claims.reference, n: claims.nonce })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(claims.subjectId)
    .setIssuer(TOKEN_ISSUER)
    .setAudience(PAY_AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttlHours * 3600)
    .sign(keyOf(secret));
}

/** A payment link's claims, once its signature and expiry are good (401 otherwise); nothing is looked up. */
export async function readPayToken(token: string, secret: string, now: Date): Promise<PayClaims> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: ["HS256"],
      issuer: TOKEN_ISSUER,
      audience: PAY_AUDIENCE,
      currentDate: now,
    });
    if (typeof payload.sub !== "string" || typeof payload.ref !== "string" || typeof payload.n !== "string") {
      throw new UnauthorizedError("This payment link is not valid.");
    }
    return { subjectId: payload.sub, reference: payload.ref, nonce: payload.n };
  } catch (err) {
    if (err instanceof errors.JWTExpired) {
      throw new UnauthorizedError(
        "This payment link has expired. Please call us and we will send a new one.",
      );
    }
    if (err instanceof UnauthorizedError) throw err;
    throw new UnauthorizedError("This payment link is not valid.");
  }
}

/**
 * 403 for a link of another booking (or invoice) than the path's; the path's reference (or number) is
 * compared, never looked up.
 */
export function requireSameBooking(claims: PayClaims, reference: string) {
  if (claims.reference !== reference.toUpperCase()) {
    throw new ForbiddenError("This payment link is for another booking.");
  }
}

/** 410 for a link a newer one replaced or that was already used. */
export function requireCurrentLink(claims: PayClaims, nonce: string | null) {
  if (claims.nonce !== nonce) {
    throw new GoneError(
      "This payment link is no longer in use: it was already used or a newer one was sent.",
    );
  }
}

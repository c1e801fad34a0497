import { RATING_WINDOW_DAYS } from "@chauffeur/contract";
import { errors, jwtVerify, SignJWT } from "jose";
import { type Ctx, siteUrlOf } from "../core/context";
import { GoneError, NotFoundError } from "../core/errors";

/** Its own audience: a rating link rates one ride and changes its gratuity, and opens nothing else. */
const RATE_AUDIENCE = "beacon-chauffeur-rate";
const DAY_MS = 86_400_000;
const keyOf = (secret: string) => new TextEncoder().encode(secret);
const INVALID = "This rating link is not valid.";
export const RATE_LINK_EXPIRED = "This rating link has expired: a ride can be rated for 7 days after it.";

/** The rating link's token for a completed ride: it works until RATING_WINDOW_DAYS after the ride's end. */
export async function signRateToken(bookingId: string, completedAt: number, secret: string): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(bookingId)
    .setAudience(RATE_AUDIENCE)
    .setExpirationTime(Math.floor((completedAt + RATING_WINDOW_DAYS * DAY_MS) / 1000))
    .sign(keyOf(secret));
}

/**
 * The booking a rating token stands for. An altered token, or another link's (a tracking or payment
 * link's), is a link that does not exist (404); an expired one is gone (410).
 */
export async function verifyRateToken(token: string, secret: string, now: Date): Promise<string> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: ["HS256"],
      audience: RATE_AUDIENCE,
      currentDate: now,
    });
    if (typeof payload.sub !== "string" || payload.sub.length === 0) throw new NotFoundError(INVALID);
    return payload.sub;
  } catch (err) {
    if (err instanceof errors.JWTExpired) throw new GoneError(RATE_LINK_EXPIRED);
    throw new NotFoundError(INVALID);
  }
}

/** The page the completion message links to: `<SITE_URL>/rate?token=...`. */
export async function rateLink(ctx: Pick<Ctx, "config">, bookingId: string, completedAt: number) {
  return `${siteUrlOf(ctx.config)}/rate?token=${await signRateToken(bookingId, completedAt, ctx.config.JWT_SECRET)}`;
}

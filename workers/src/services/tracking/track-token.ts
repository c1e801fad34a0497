import { errors, jwtVerify, SignJWT } from "jose";
import { type Ctx, siteUrlOf } from "../core/context";
import { NotFoundError, UnauthorizedError } from "../core/errors";

/** Its own audience: a tracking link shows one booking's ride and opens nothing else. */
const TRACK_AUDIENCE = "beacon-chauffeur-track";
/** A link works until this long after the pickup time (a late flight, a long hourly ride), then never. */
export const TRACK_LINK_HOURS_AFTER_PICKUP = 24;

const keyOf = (secret: string) => new TextEncoder().encode(secret);
const INVALID = "This tracking link is not valid.";

/** A private tracking link's token for one booking, useless a day after its pickup. */
export async function signTrackToken(
  booking: { id: string; pickupAt: number },
  secret: string,
  now = Date.now(),
): Promise<string> {
  const ends = Math.max(now, booking.pickupAt) + TRACK_LINK_HOURS_AFTER_PICKUP * 3_600_000;
  // Only what verifying needs (the booking, the audience, the end): the link goes into text messages,
  // where every character counts.
  return new SignJWT({})
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(booking.id)
    .setAudience(TRACK_AUDIENCE)
    .setExpirationTime(Math.floor(ends / 1000))
    .sign(keyOf(secret));
}

/**
 * The booking id a tracking token stands for. An altered or foreign token is a link that does not
 * exist (404, like any unknown address: it carries no bearer token to refuse); an expired one is 401.
 */
export async function verifyTrackToken(token: string, secret: string, now = Date.now()): Promise<string> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: ["HS256"],
      audience: TRACK_AUDIENCE,
      currentDate: new Date(now),
    });
    if (typeof payload.sub !== "string" || payload.sub.length === 0) throw new NotFoundError(INVALID);
    return payload.sub;
  } catch (err) {
    if (err instanceof errors.JWTExpired) {
      throw new UnauthorizedError("This tracking link has expired: the ride is over.");
    }
    throw new NotFoundError(INVALID);
  }
}

/** The page a customer opens from a message: `<SITE_URL>/track/<token>`. */
export async function trackingLink(ctx: Pick<Ctx, "config">, booking: { id: string; pickupAt: number }) {
  return `${siteUrlOf(ctx.config)}${await trackingPath(ctx, booking)}`;
}

/** The same page as a path (`/track/<token>`), as a booking's answer gives it to the page. */
export async function trackingPath(ctx: Pick<Ctx, "config">, booking: { id: string; pickupAt: number }) {
  return `/track/${await signTrackToken(booking, ctx.config.JWT_SECRET)}`;
}

import { BOOKING_LOOKUP_FAILED, type BookingLookupResult } from "@chauffeur/contract";
import { bookings } from "@chauffeur/db";
import { and, eq } from "drizzle-orm";
import { attemptSucceeded, beginAttempt, type LimitKey } from "../auth/rate-limit";
import { signToken } from "../auth/tokens";
import type { Ctx } from "../core/context";
import { ForbiddenError, NotFoundError } from "../core/errors";
import { selectBooking, toCustomerBooking } from "./customer-view";

export const OTHER_BOOKING = "This look-up is for another booking";

/**
 * Finds a booking by reference and e-mail and answers it with a customer token for it. A wrong pair
 * counts against the reference, the caller's address and both together (lookupKeys), like a sign-in.
 */
export async function lookupBooking({
  ctx,
  input: { reference, email, limitKeys },
}: {
  ctx: Ctx;
  /** `limitKeys`: what a wrong pair counts against (lookupKeys). */
  input: { reference: string; email: string; limitKeys: LimitKey[] };
}): Promise<BookingLookupResult> {
  const { db, now } = ctx;
  await beginAttempt(db, limitKeys, {
    now: now.getTime(),
    message: "Too many look-ups that did not match. Please try again later or call us.",
  });
  const row = await selectBooking(db, and(eq(bookings.reference, reference), eq(bookings.email, email)));
  if (!row) throw new NotFoundError(BOOKING_LOOKUP_FAILED);
  await attemptSucceeded(db, limitKeys);
  const { token, expiresAt } = await signToken(
    { role: "customer", sub: row.id },
    ctx.config.JWT_SECRET,
    now.getTime(),
  );
  return {
    booking: await toCustomerBooking(db, row, {
      now,
      graceMinutes: ctx.config.BOOKING_POLICY.cancellationGraceMinutes,
    }),
    token,
    expiresAt,
  };
}

/**
 * The look-up's token names one booking (by id); the path names it by reference. 403 when they differ,
 * checked before the body is read, like a driver's own rides.
 */
export async function assertTokenBooking({
  ctx,
  input: { bookingId, reference },
}: {
  ctx: Ctx;
  input: { bookingId: string; reference: string };
}): Promise<void> {
  const row = await ctx.db
    .select({ reference: bookings.reference })
    .from(bookings)
    .where(eq(bookings.id, bookingId))
    .get();
  if (!row) throw new NotFoundError(BOOKING_LOOKUP_FAILED);
  if (row.reference !== reference.trim().toUpperCase()) throw new ForbiddenError(OTHER_BOOKING);
}

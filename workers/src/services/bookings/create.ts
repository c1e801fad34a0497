import {
  BOOKING_HORIZON_DAYS,
  type BookingReceipt,
  checkPickupTime,
  fitsVehicle,
  type ParsedCreateBooking,
  pickupTimeMessage,
  SUV_REQUIRED_MESSAGE,
  serviceInstant,
  vehiclesThatFit,
} from "@chauffeur/contract";
import { bookings, type Db } from "@chauffeur/db";
import { eq } from "drizzle-orm";
import { BadRequestError, ConflictError, UnprocessableError } from "../../lib/errors";
import type { MapsProvider } from "../maps";
import { type PaymentProvider, PaymentRequiredError } from "../payments";
import { priceTrip } from "../trip-price";
import { bookingReceipt, newBookingStatements } from "./records";
import { newBookingReference, requestHash } from "./reference";

export interface CreateBookingContext {
  db: Db;
  maps: MapsProvider;
  payments: PaymentProvider;
  payment: { amountCents: number; ttlMinutes: number };
  input: ParsedCreateBooking;
  idempotencyKey: string | null;
  /** How far ahead a pickup may be (BOOKING_HORIZON_DAYS). */
  horizonDays?: number;
  now?: Date;
}

const KEY_REUSED = "This Idempotency-Key was already used for a different booking";

/** A stored booking for this key: the same body replays its answer, a different body is a conflict. */
async function replay(db: Db, key: string, hash: string): Promise<BookingReceipt | null> {
  const row = await db.query.bookings.findFirst({ where: eq(bookings.idempotencyKey, key) });
  if (!row) return null;
  if (row.requestHash !== hash) throw new ConflictError(KEY_REUSED);
  return bookingReceipt(row);
}

function checkTripRules(input: ParsedCreateBooking, now: Date, horizonDays: number): number {
  const problem = checkPickupTime(input.date, input.time, now, horizonDays);
  // A date beyond the horizon (the year 3000) is a bad value; the past or too soon is a booking rule.
  if (problem === "too-far" || problem === "invalid" || problem === "nonexistent") {
    throw new BadRequestError(`time: ${pickupTimeMessage(problem, horizonDays)}`);
  }
  if (problem) throw new UnprocessableError(pickupTimeMessage(problem, horizonDays));
  const party = {
    passengers: input.passengerCount,
    luggage: input.luggageCount,
    childSeats: input.childSeats,
  };
  if (!fitsVehicle(input.vehicleType, party)) {
    throw new UnprocessableError(
      vehiclesThatFit(party).includes("suv")
        ? SUV_REQUIRED_MESSAGE
        : "Your party does not fit in one vehicle; please call us to book several.",
    );
  }
  return serviceInstant(input.date, input.time)?.getTime() ?? 0;
}

/**
 * Books a ride: checks the rules, prices it on the server, places the card hold, then writes the
 * booking, its session, history and confirmation message in one batch. A declined card books nothing.
 */
export async function createBooking(
  ctx: CreateBookingContext,
): Promise<{ receipt: BookingReceipt; replayed: boolean }> {
  const { db, input, idempotencyKey } = ctx;
  const now = ctx.now ?? new Date();
  // estimatedPrice is what the page showed; it is left out so a tampered price is neither truth nor a new request.
  const { estimatedPrice: _shown, ...material } = input;
  const hash = await requestHash(material);
  if (idempotencyKey) {
    const previous = await replay(db, idempotencyKey, hash);
    if (previous) return { receipt: previous, replayed: true };
  }
  const pickupAt = checkTripRules(input, now, ctx.horizonDays ?? BOOKING_HORIZON_DAYS);
  if (input.paymentInfo.provider !== ctx.payments.name) {
    throw new BadRequestError(`paymentInfo.provider: this site takes ${ctx.payments.name} payments`);
  }
  const { distance, breakdown } = await priceTrip(ctx.maps, input);
  const id = crypto.randomUUID();
  const auth = await ctx.payments.authorize({
    token: input.paymentInfo.token,
    amountCents: ctx.payment.amountCents,
    currency: "usd",
    description: "Chauffeur booking authorization",
    idempotencyKey: idempotencyKey ? `booking-${hash.slice(0, 16)}-${idempotencyKey}` : id,
  });
  if (!auth.ok) {
    if (auth.reason === "invalid_token") throw new BadRequestError(auth.message);
    throw new PaymentRequiredError(auth.message);
  }
  const booking = {
    id,
    reference: newBookingReference(),
    sessionId: `ps_${crypto.randomUUID().replaceAll("-", "")}`,
    input,
    pickupAt,
    distance,
    breakdown,
    payment: { provider: ctx.payments.name, providerRef: auth.providerRef, ...ctx.payment },
    idempotencyKey,
    requestHash: hash,
    now,
  };
  try {
    await db.batch(newBookingStatements(db, booking));
  } catch (error) {
    // Another request with the same key won the race: answer with its booking.
    const winner = idempotencyKey ? await replay(db, idempotencyKey, hash) : null;
    if (winner) return { receipt: winner, replayed: true };
    throw error;
  }
  const receipt: BookingReceipt = {
    bookingId: id,
    reference: booking.reference,
    sessionId: booking.sessionId,
    estimatedPrice: breakdown.total,
    breakdown,
    status: "pending",
    paymentStatus: "authorized",
  };
  return { receipt, replayed: false };
}

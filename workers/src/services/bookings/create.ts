import {
  type AdminBookingCreated,
  type BookingReceipt,
  checkPickupTime,
  dollarsToCents,
  fitsVehicle,
  formatServiceTime,
  NO_GRATUITY,
  otherRideReference,
  type ParsedAdminCreateBooking,
  type ParsedBookingTrip,
  type ParsedCreateBooking,
  type PickupWindow,
  type PriceBreakdown,
  pickupTimeMessage,
  rideEnd,
  SUV_REQUIRED_MESSAGE,
  serviceInstant,
  vehiclesThatFit,
} from "@chauffeur/contract";
import { bookings } from "@chauffeur/db";
import { and, eq } from "drizzle-orm";
import { type Actor, auditStatement } from "../audit/entry";
import { rawStatement, runGuarded, type Statement } from "../core/batch";
import type { Ctx } from "../core/context";
import { BadRequestError, ConflictError, UnprocessableError } from "../core/errors";
import { requestHash } from "../core/fingerprint";
import type { MoneyCtx } from "../money/context";
import { newPayLink } from "../money/steps";
import type { MapsProvider } from "../places";
import { serviceAreaOf } from "../places/service-area";
import { quotedTripPrice } from "../pricing/quoted-price";
import { priceTrip } from "../pricing/trip-price";
import { currentPricing, type PricingVersion } from "../pricing/versions";
import { trackingLink, trackingPath } from "../tracking/track-token";
import { type Booker, type BookingPayment, takePayment } from "./payment-method";
import { bookingReceipt, type NewBooking, newBookingStatements, overridePriceLine } from "./records";
import { newBookingReference } from "./reference";

/** Booking needs the card processor (money) and the maps provider (the trip's price). */
export interface BookingCtx extends MoneyCtx {
  readonly maps: MapsProvider;
}

export const KEY_REUSED = "This Idempotency-Key was already used for a different booking";

/**
 * What makes two booking requests the same, for their Idempotency-Key: the body without the price the page
 * showed (never truth, so never a new request), and the account that sends it (left out for a guest).
 */
export function bookingRequestHash(input: ParsedCreateBooking, booker: Booker | null): Promise<string> {
  const { estimatedPrice: _shown, ...material } = input;
  return requestHash({ ...material, booker: booker?.accountId });
}

/**
 * A booking priced by a quote the dispatcher sent (docs/decisions/030): its amount (whole dollars) instead
 * of the rules' price, with no service-area check, and the statements that close the quote in the
 * booking's own batch (they refuse, and so undo the batch, when the quote is no longer open).
 */
export interface QuotedPrice {
  cents: number;
  /** A round trip's return ride, priced by the quote too. */
  returnCents?: number | null;
  /** The price rules the quote was made under: the booking keeps their version. */
  pricing?: PricingVersion | null;
  /** The pickup window the quote agreed to (a short-notice one: inside the lead time); else the policy's. */
  window?: PickupWindow;
  /** What the booking's history says it was booked from. */
  note: string;
  accept: (bookingId: string) => Statement[];
}

/** A stored booking for this key: the same body replays its answer, a different body is a conflict. */
async function replay(ctx: Ctx, key: string, hash: string): Promise<BookingReceipt | null> {
  const { db } = ctx;
  const row = await db.query.bookings.findFirst({ where: eq(bookings.idempotencyKey, key) });
  if (!row) return null;
  if (row.requestHash !== hash) throw new ConflictError(KEY_REUSED);
  const back = row.tripId
    ? await db.query.bookings.findFirst({
        where: and(eq(bookings.tripId, row.id), eq(bookings.leg, "return")),
      })
    : undefined;
  return bookingReceipt(
    row,
    await trackingPath(ctx, row),
    back ? { row: back, trackingPath: await trackingPath(ctx, back) } : null,
  );
}

/**
 * A pickup's date and time against the operator's lead time and horizon (`policy`: the config's
 * BOOKING_POLICY, the owner's settings); `field` names it in a 400.
 */
export function checkPickup(
  date: string,
  time: string,
  field: string,
  now: Date,
  policy: PickupWindow,
): void {
  const problem = checkPickupTime(date, time, now, policy);
  // A date beyond the horizon (the year 3000) is a bad value; the past or too soon is a booking rule.
  if (problem === "too-far" || problem === "invalid" || problem === "nonexistent") {
    throw new BadRequestError(`${field}: ${pickupTimeMessage(problem, policy)}`);
  }
  if (problem) {
    const which = field === "time" ? "" : "The return ride: ";
    throw new UnprocessableError(`${which}${pickupTimeMessage(problem, policy)}`);
  }
}

function checkTripRules(input: ParsedBookingTrip, now: Date, policy: PickupWindow): number {
  checkPickup(input.date, input.time, "time", now, policy);
  if (input.returnTrip)
    checkPickup(input.returnTrip.date, input.returnTrip.time, "returnTrip.time", now, policy);
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
 * A round trip's return pickup, or null for a single ride: 422 when it is before the outbound ride can
 * have arrived (its pickup plus the drive), since the same party is on both.
 */
function returnRidePickup(input: ParsedBookingTrip, outbound: { pickupAt: number; distance: number | null }) {
  if (!input.returnTrip) return null;
  const at = serviceInstant(input.returnTrip.date, input.returnTrip.time)?.getTime() ?? 0;
  const arrives = rideEnd({
    serviceType: "one-way",
    pickupAt: outbound.pickupAt,
    distance: outbound.distance,
  });
  if (at < arrives) {
    throw new UnprocessableError(
      `The return ride must be picked up after the outbound ride arrives, about ${formatServiceTime(arrives)}; please choose a later return time.`,
    );
  }
  return at;
}

/** A new booking's rows once its price and payment are known: the second ride of a round trip too. */
async function returnRideOf(ctx: Ctx, reference: string, at: number | null, distance: number | null) {
  if (at === null) return null;
  const id = crypto.randomUUID();
  return {
    id,
    reference: otherRideReference(reference, "outbound") ?? reference,
    trackingLink: await trackingLink(ctx, { id, pickupAt: at }),
    pickupAt: at,
    distance,
  };
}

/**
 * The card check of a booking whose rows were never written (a race lost to a different request under the
 * same key, a quote closed meanwhile): released at once, so the customer's card holds nothing for a booking
 * that does not exist. No payment row tracks it, so a failure is logged rather than retried by the jobs.
 */
async function releaseUnbooked(ctx: MoneyCtx, payment: BookingPayment): Promise<void> {
  if (payment.kind !== "card") return;
  try {
    const released = await ctx.payments.cancel({
      ref: payment.providerRef,
      idempotencyKey: `${payment.idempotencyKey}:unbooked`,
    });
    if (!released.ok) throw new Error(released.message);
  } catch (err) {
    console.error(
      JSON.stringify({
        level: "error",
        money: "release an unbooked card check",
        ref: payment.providerRef,
        error: String(err),
      }),
    );
  }
}

/** What the card check costs and how long its session and the fare hold last (the Worker's configuration). */
function paymentPolicy(config: BookingCtx["config"]): NewBooking["policy"] {
  return {
    checkCents: config.PAYMENT_AUTH_AMOUNT_CENTS,
    sessionTtlMinutes: config.PAYMENT_SESSION_TTL_MINUTES,
    holdDays: config.PAYMENT_HOLD_DAYS,
  };
}

/**
 * Books a ride, every way one is made: checks the rules, prices it on the server, checks the card (or the
 * company account a signed-in booker bills), then writes the booking, its session, history and messages in
 * one batch. A declined card books nothing.
 */
export async function createBooking({
  ctx,
  input: { booking: input, idempotencyKey, booker = null, quoted = null },
}: {
  ctx: BookingCtx;
  /** The validated request; its Idempotency-Key (a retry with the same key books once); a quote's price. */
  input: {
    booking: ParsedCreateBooking;
    idempotencyKey: string | null;
    booker?: Booker | null;
    quoted?: QuotedPrice | null;
  };
}): Promise<{ receipt: BookingReceipt; replayed: boolean }> {
  const { db, now, config } = ctx;
  const hash = await bookingRequestHash(input, booker);
  if (idempotencyKey) {
    const previous = await replay(ctx, idempotencyKey, hash);
    if (previous) return { receipt: previous, replayed: true };
  }
  const pickupAt = checkTripRules(input, now, quoted?.window ?? config.BOOKING_POLICY);
  // None unless asked for: a client that never offered a gratuity never adds one to the customer's card.
  const gratuity = input.gratuity ?? NO_GRATUITY;
  const pricing = quoted?.pricing ?? (await currentPricing(db));
  const price = quoted
    ? await quotedTripPrice(ctx.maps, pricing, input, quoted)
    : await priceTrip(ctx.maps, serviceAreaOf(config), pricing, { ...input, gratuity });
  const { distance, returnDistance, breakdown } = price;
  const returnPickupAt = returnRidePickup(input, { pickupAt, distance });
  const id = crypto.randomUUID();
  // The same key after the bank's 3-D Secure step asks the processor about the same authorization.
  const checkKey = idempotencyKey ? `booking-${hash.slice(0, 16)}-${idempotencyKey}` : id;
  const payment = await takePayment(ctx, input, booker, checkKey);
  const reference = newBookingReference();
  const returnRide = await returnRideOf(ctx, reference, returnPickupAt, returnDistance);
  const booking: NewBooking = {
    id,
    trackingLink: await trackingLink(ctx, { id, pickupAt }),
    reference,
    sessionId: `ps_${crypto.randomUUID().replaceAll("-", "")}`,
    input,
    pickupAt,
    distance,
    breakdown,
    gratuityPercent: "percent" in gratuity ? gratuity.percent : null,
    lines: price.lines,
    pricingVersion: price.pricingVersion,
    payment,
    policy: paymentPolicy(config),
    booker: booker ? { accountId: booker.accountId, email: booker.email } : null,
    returnRide,
    idempotencyKey,
    requestHash: hash,
    note: quoted?.note ?? null,
    now,
  };
  try {
    if (quoted) {
      const rows = newBookingStatements(db, booking, ctx.config).map(rawStatement);
      await runGuarded(db, [...quoted.accept(id), ...rows]);
    } else await db.batch(newBookingStatements(db, booking, ctx.config));
  } catch (error) {
    // Another request with the same key and body won the race: answer with its booking (its card check is
    // this one: the same key at the processor). Anything else booked nothing: the check is given back.
    let winner: BookingReceipt | null = null;
    try {
      winner = idempotencyKey ? await replay(ctx, idempotencyKey, hash) : null;
    } catch (conflict) {
      await releaseUnbooked(ctx, payment);
      throw conflict;
    }
    if (winner) return { receipt: winner, replayed: true };
    await releaseUnbooked(ctx, payment);
    throw error;
  }
  const receipt: BookingReceipt = {
    bookingId: id,
    trackingPath: await trackingPath(ctx, { id, pickupAt }),
    reference: booking.reference,
    sessionId: payment.kind === "card" ? booking.sessionId : "",
    estimatedPrice: breakdown.total,
    breakdown,
    lines: price.lines,
    pricingVersion: price.pricingVersion,
    status: "pending",
    paymentStatus: payment.kind === "card" ? "authorized" : "on_account",
    returnRide: returnRide
      ? {
          bookingId: returnRide.id,
          reference: returnRide.reference,
          trackingPath: await trackingPath(ctx, returnRide),
        }
      : null,
  };
  return { receipt, replayed: false };
}

/** The operator's price for the trip, or the dispatcher's override of it (a single ride's fare). */
function dispatcherPrice(input: ParsedAdminCreateBooking, priced: PriceBreakdown): PriceBreakdown {
  if (input.priceOverrideCents === undefined) return priced;
  const dollars = input.priceOverrideCents / 100;
  return {
    vehicle: dollars,
    stops: 0,
    returnTrip: 0,
    childSeats: 0,
    serviceFee: 0,
    gratuity: 0,
    total: dollars,
  };
}

/**
 * A caller's booking made by the dispatcher: the same rules, service area and price as the online booking
 * (or the dispatcher's override, with its reason), confirmed at once, with no card: the customer is sent
 * the payment link, and the booking's payment is `awaiting_card` until the card check (or, inside the hold
 * window, the fare hold) passes on that page. One batch writes the booking, its history, the audit row
 * and the customer's message.
 */
export async function createDispatcherBooking({
  ctx,
  input: { booking: input, actor },
}: {
  ctx: BookingCtx;
  input: { booking: ParsedAdminCreateBooking; actor: Actor };
}): Promise<AdminBookingCreated> {
  const { db, now, config } = ctx;
  if (input.returnTrip) {
    throw new BadRequestError("returnTrip: book the return ride as a booking of its own");
  }
  const pickupAt = checkTripRules(input, now, config.BOOKING_POLICY);
  const price = await priceTrip(ctx.maps, serviceAreaOf(config), await currentPricing(db), input);
  const { distance, breakdown: priced } = price;
  const breakdown = dispatcherPrice(input, priced);
  const id = crypto.randomUUID();
  const reference = newBookingReference();
  const link = await newPayLink(ctx, { id, reference });
  const booking: NewBooking = {
    id,
    trackingLink: await trackingLink(ctx, { id, pickupAt }),
    reference,
    sessionId: `ps_${crypto.randomUUID().replaceAll("-", "")}`,
    input,
    pickupAt,
    distance,
    breakdown,
    // A caller's gratuity is not asked on the phone: none, unless added after the ride (the rating link).
    gratuityPercent: null,
    lines:
      input.priceOverrideCents === undefined ? price.lines : [overridePriceLine(input.priceOverrideCents)],
    pricingVersion: price.pricingVersion,
    payment: {
      kind: "link",
      adminId: actor.id,
      provider: ctx.payments.name,
      payLink: link.link,
      linkNonce: link.nonce,
      override:
        input.priceOverrideCents === undefined
          ? null
          : {
              cents: input.priceOverrideCents,
              reason: input.overrideReason ?? "",
              pricedDollars: priced.total,
            },
    },
    policy: paymentPolicy(config),
    booker: null,
    returnRide: null,
    idempotencyKey: null,
    requestHash: await requestHash(input),
    note: null,
    now,
  };
  const audit = auditStatement(
    {
      actor,
      action: "booking.created",
      target: { type: "booking", id, label: reference },
      bookingId: id,
      after: {
        pickupAt: new Date(pickupAt).toISOString(),
        vehicleType: input.vehicleType,
        fareCents: dollarsToCents(breakdown.total),
        pricedCents: dollarsToCents(priced.total),
      },
      reason: input.overrideReason,
    },
    now.toISOString(),
  );
  await runGuarded(db, [...newBookingStatements(db, booking, ctx.config).map(rawStatement), audit]);
  // The page's path (and its token), whatever SITE_URL the message's absolute link carries.
  return { bookingId: id, reference, payLink: link.link.slice(link.link.indexOf("/pay?")) };
}

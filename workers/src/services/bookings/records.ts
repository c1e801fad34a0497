import {
  type BookingReceipt,
  breakdownOf,
  dollarsToCents,
  fareOf,
  joinRideLines,
  linesOfBreakdown,
  type ParsedCreateBooking,
  type PriceBreakdown,
  type PriceLine,
  rideEnd,
  rideLinesOf,
  ridePrices,
} from "@chauffeur/contract";
import {
  bookingEvents,
  bookingPayments,
  bookings,
  type Db,
  outbox,
  paymentLedger,
  paymentLines,
  paymentSessions,
} from "@chauffeur/db";
import { outboxRow } from "../core/outbox";
import { bookingReceivedMessage } from "../messages/booking";
import type { Letterhead } from "../messages/letter";
import { fareLines, gratuityLines } from "../money/lines";
import type { Card } from "../payments";

type BookingRow = typeof bookings.$inferSelect;

export interface NewBooking {
  id: string;
  /** The booking's private tracking link, as the confirmation message gives it. */
  trackingLink: string;
  reference: string;
  sessionId: string;
  input: ParsedCreateBooking;
  pickupAt: number;
  distance: number | null;
  /** The whole trip's price (both rides of a round trip), its lines and the rules' version. */
  breakdown: PriceBreakdown;
  /** The share of the fare the gratuity was chosen as; null for an amount. */
  gratuityPercent: number | null;
  lines: PriceLine[];
  pricingVersion: number;
  payment: {
    provider: string;
    /** The $1 card check: its authorization, when it lapses, and the key it was made with. */
    providerRef: string;
    amountCents: number;
    ttlMinutes: number;
    captureBefore: number | null;
    idempotencyKey: string;
    /** The card as the processor describes it, and where it is saved for the fare hold. */
    card: Card;
    customerRef: string | null;
    paymentMethodRef: string | null;
    holdDays: number;
  };
  /** A round trip's return ride: its own booking row, dispatched, held and charged as its own ride. */
  returnRide: {
    id: string;
    reference: string;
    trackingLink: string;
    pickupAt: number;
    distance: number | null;
  } | null;
  idempotencyKey: string | null;
  requestHash: string;
  now: Date;
}

interface RideRow {
  id: string;
  reference: string;
  input: ParsedCreateBooking;
  pickupAt: number;
  distance: number | null;
  /** This ride's own part of the price, and its lines. */
  price: PriceBreakdown;
  lines: PriceLine[];
  /** The card check, on the ride it was made for; null on a round trip's return ride. */
  sessionId: string | null;
  trip: { id: string; leg: "outbound" | "return" } | null;
}

/** One ride's booking, its history, its money row and its fare lines. */
function rideStatements(db: Db, b: NewBooking, ride: RideRow) {
  const at = b.now.toISOString();
  const { input, price } = ride;
  return [
    db.insert(bookings).values({
      id: ride.id,
      reference: ride.reference,
      ...input.customerInfo,
      serviceType: input.serviceType,
      hours: input.serviceType === "hourly" ? (input.hours ?? null) : null,
      pickupLocation: input.pickupLocation,
      destination: input.destination,
      stops: input.stops.length > 0 ? input.stops : null,
      tripId: ride.trip?.id ?? null,
      leg: ride.trip?.leg ?? null,
      scheduledDate: input.date,
      scheduledTime: input.time,
      pickupAt: ride.pickupAt,
      expectedEndAt: rideEnd({ ...input, pickupAt: ride.pickupAt, distance: ride.distance }),
      vehicleType: input.vehicleType,
      passengerCount: input.passengerCount,
      luggageCount: input.luggageCount,
      travelingWithChild: input.travelingWithChild,
      childSeats: input.childSeats,
      flightNumber: input.flightNumber,
      specialRequests: input.specialRequests,
      distanceMiles: ride.distance,
      vehiclePrice: price.vehicle,
      childSeatPrice: price.childSeats,
      stopPrice: price.stops,
      serviceFee: price.serviceFee,
      surchargePrice: price.surcharges ?? 0,
      taxPrice: price.tax ?? 0,
      estimatedPrice: fareOf(price),
      gratuityCents: dollarsToCents(price.gratuity),
      gratuityPercent: b.gratuityPercent,
      pricingVersion: b.pricingVersion,
      priceLines: ride.lines,
      paymentSessionId: ride.sessionId,
      // From the processor's answer for the token, never from the page.
      cardLast4: b.payment.card.last4,
      cardBrand: b.payment.card.brand,
      idempotencyKey: ride.sessionId ? b.idempotencyKey : null,
      requestHash: b.requestHash,
      createdAt: at,
      updatedAt: at,
    }),
    db.insert(bookingEvents).values({
      bookingId: ride.id,
      actorType: "customer",
      field: "status",
      fromValue: null,
      toValue: "pending",
      note:
        ride.trip?.leg === "return"
          ? `Booked as the return ride of ${b.reference}, on the same card check (${b.payment.provider})`
          : `Booked with a card authorization (${b.payment.provider})`,
      createdAt: at,
    }),
    db.insert(bookingPayments).values({
      bookingId: ride.id,
      provider: b.payment.provider,
      state: "verified",
      fareCents: dollarsToCents(fareOf(price)),
      // The card check is held (and released) once, on the ride it was made for.
      verifiedCents: ride.sessionId ? b.payment.amountCents : 0,
      verificationRef: ride.sessionId ? b.payment.providerRef : null,
      verificationCaptureBefore: ride.sessionId ? b.payment.captureBefore : null,
      customerRef: b.payment.customerRef,
      paymentMethodRef: b.payment.paymentMethodRef,
      consentAt: at,
      createdAt: at,
      updatedAt: at,
    }),
    db
      .insert(paymentLines)
      .values(
        [
          ...fareLines(ride.lines, input).map((l) => ({ kind: "fare", ...l })),
          ...gratuityLines(price, b.gratuityPercent),
        ].map((l) => ({ bookingId: ride.id, ...l, actorType: "customer", createdAt: at })),
      ),
  ] as const;
}

/** The return ride's own trip: the destination straight back to the pickup, on its own date and time. */
function returnInput(input: ParsedCreateBooking): ParsedCreateBooking {
  const back = input.returnTrip ?? { date: input.date, time: input.time };
  return {
    ...input,
    pickupLocation: input.destination,
    destination: input.pickupLocation,
    stops: [],
    date: back.date,
    time: back.time,
    returnTrip: undefined,
    // The flight is the outbound's; a return ride to the airport has none to follow.
    flightNumber: null,
  };
}

/**
 * Every row of a new booking, written together in one D1 batch so nothing is half-written: the card
 * check, the ride (both rides of a round trip), and the confirmation message.
 */
export function newBookingStatements(db: Db, b: NewBooking, head: Letterhead) {
  const at = b.now.toISOString();
  const { input } = b;
  const rides = rideLinesOf(b.lines);
  const prices = ridePrices(b.lines, b.breakdown.gratuity);
  const trip = b.returnRide ? b.id : null;
  const outbound = rideStatements(db, b, {
    id: b.id,
    reference: b.reference,
    input,
    pickupAt: b.pickupAt,
    distance: b.distance,
    price: prices.outbound,
    lines: rides.outbound,
    sessionId: b.sessionId,
    trip: trip ? { id: trip, leg: "outbound" } : null,
  });
  const back =
    b.returnRide && rides.return && prices.return
      ? rideStatements(db, b, {
          ...b.returnRide,
          input: returnInput(input),
          price: prices.return,
          lines: rides.return,
          sessionId: null,
          trip: { id: b.id, leg: "return" },
        })
      : [];
  return [
    db.insert(paymentSessions).values({
      id: b.sessionId,
      provider: b.payment.provider,
      providerRef: b.payment.providerRef,
      amountCents: b.payment.amountCents,
      status: "complete",
      paymentStatus: "paid",
      bookingId: b.id,
      createdAt: at,
      expiresAt: b.now.getTime() + b.payment.ttlMinutes * 60_000,
    }),
    ...outbound,
    ...back,
    db.insert(paymentLedger).values({
      bookingId: b.id,
      at,
      kind: "verify",
      amountCents: b.payment.amountCents,
      outcome: "succeeded",
      providerRef: b.payment.providerRef,
      idempotencyKey: b.payment.idempotencyKey,
      detail: b.returnRide
        ? "card check, card saved for the ride and its return ride"
        : "card check, card saved for the ride",
      actorType: "customer",
    }),
    db.insert(outbox).values(outboxRow(bookingReceivedMessage(b, head, b.now.getTime()), at)),
  ] as const;
}

/** One stored ride's own price lines: as priced, or from its columns for a ride priced before lines were kept. */
export function rideLines(row: BookingRow): PriceLine[] {
  if (row.priceLines) return row.priceLines;
  return linesOfBreakdown({
    vehicle: row.vehiclePrice,
    stops: row.stopPrice,
    returnTrip: 0,
    childSeats: row.childSeatPrice,
    serviceFee: row.serviceFee,
    surcharges: row.surchargePrice,
    tax: row.taxPrice,
    gratuity: 0,
    total: row.estimatedPrice,
  });
}

/** The answer for a stored booking (with a round trip's return ride), the same on the first request and on every replay. */
export function bookingReceipt(
  row: BookingRow,
  trackingPath: string,
  back: { row: BookingRow; trackingPath: string } | null = null,
): BookingReceipt {
  const lines = joinRideLines(rideLines(row), back ? rideLines(back.row) : null);
  // The gratuity is no price line: each ride keeps its own share (changed after the ride as lines of its money).
  const breakdown = breakdownOf(lines, { amountCents: row.gratuityCents + (back?.row.gratuityCents ?? 0) });
  return {
    bookingId: row.id,
    trackingPath,
    reference: row.reference,
    sessionId: row.paymentSessionId ?? "",
    estimatedPrice: breakdown.total,
    breakdown,
    lines,
    pricingVersion: row.pricingVersion,
    status: "pending",
    paymentStatus: "authorized",
    returnRide: back
      ? { bookingId: back.row.id, reference: back.row.reference, trackingPath: back.trackingPath }
      : null,
  };
}

import {
  type BookingReceipt,
  breakdownOf,
  dollarsToCents,
  fareOf,
  formatCents,
  formatUsd,
  joinRideLines,
  linesOfBreakdown,
  type ParsedBookingTrip,
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
import { bookedByPhoneMessage, bookingReceivedMessage } from "../messages/booking";
import type { Letterhead } from "../messages/letter";
import { fareLines, gratuityLines } from "../money/lines";
import type { Card } from "../payments";

type BookingRow = typeof bookings.$inferSelect;

export interface NewBooking {
  id: string;
  /** The booking's private tracking link, as the confirmation message gives it. */
  trackingLink: string;
  reference: string;
  /** The card check's payment session; null for the dispatcher's booking (no card yet). */
  sessionId: string | null;
  input: ParsedBookingTrip;
  pickupAt: number;
  distance: number | null;
  /** The whole trip's price (both rides of a round trip), its lines and the rules' version. */
  breakdown: PriceBreakdown;
  /** The share of the fare the gratuity was chosen as; null for an amount. */
  gratuityPercent: number | null;
  lines: PriceLine[];
  pricingVersion: number;
  /** The card checked at booking; null for the dispatcher's booking, whose card comes through the link. */
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
  } | null;
  /** A caller's booking made by the dispatcher: confirmed, awaiting the card on the payment link. */
  byDispatcher: {
    adminId: string | null;
    provider: string;
    payLink: string;
    linkNonce: string;
    /** The dispatcher's price instead of the operator's (in `breakdown`), with the reason. */
    override: { cents: number; reason: string; pricedDollars: number } | null;
  } | null;
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
  input: ParsedBookingTrip;
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
  const staff = b.byDispatcher;
  const fare = dollarsToCents(fareOf(price));
  const lines = staff?.override
    ? [
        {
          code: "fare_override",
          description: "Fare (the operator's price)",
          amountCents: staff.override.cents,
        },
      ]
    : fareLines(ride.lines, input);
  return [
    db.insert(bookings).values({
      id: ride.id,
      reference: ride.reference,
      status: staff ? "confirmed" : "pending",
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
      cardLast4: b.payment?.card.last4 ?? null,
      cardBrand: b.payment?.card.brand ?? null,
      idempotencyKey: ride.sessionId ? b.idempotencyKey : null,
      requestHash: b.requestHash,
      createdAt: at,
      updatedAt: at,
    }),
    db.insert(bookingEvents).values({
      bookingId: ride.id,
      actorType: staff ? "admin" : "customer",
      actorId: staff?.adminId ?? null,
      field: "status",
      fromValue: null,
      toValue: staff ? "confirmed" : "pending",
      note: bookedNote(b, ride),
      createdAt: at,
    }),
    b.payment
      ? db.insert(bookingPayments).values({
          bookingId: ride.id,
          provider: b.payment.provider,
          state: "verified",
          fareCents: fare,
          // The card check is held (and released) once, on the ride it was made for.
          verifiedCents: ride.sessionId ? b.payment.amountCents : 0,
          verificationRef: ride.sessionId ? b.payment.providerRef : null,
          verificationCaptureBefore: ride.sessionId ? b.payment.captureBefore : null,
          customerRef: b.payment.customerRef,
          paymentMethodRef: b.payment.paymentMethodRef,
          consentAt: at,
          createdAt: at,
          updatedAt: at,
        })
      : db.insert(bookingPayments).values({
          bookingId: ride.id,
          provider: staff?.provider ?? "sandbox",
          // No card yet: the payment link asks for it (the card check, or the fare hold inside the window).
          state: "awaiting_card",
          fareCents: staff?.override ? staff.override.cents : fare,
          actionKind: "card",
          actionCents: staff?.override ? staff.override.cents : fare,
          linkNonce: staff?.linkNonce ?? null,
          consentAt: at,
          createdAt: at,
          updatedAt: at,
        }),
    db.insert(paymentLines).values(
      [...lines.map((l) => ({ kind: "fare", ...l })), ...gratuityLines(price, b.gratuityPercent)].map(
        (l) => ({
          bookingId: ride.id,
          ...l,
          actorType: staff ? "admin" : "customer",
          actorId: staff?.adminId ?? null,
          createdAt: at,
        }),
      ),
    ),
  ] as const;
}

/** The booking's first history note: who booked it and how it is paid for. */
function bookedNote(b: NewBooking, ride: RideRow): string {
  const staff = b.byDispatcher;
  if (staff) {
    const price = staff.override
      ? `; the dispatcher's price ${formatCents(staff.override.cents)} instead of ${formatUsd(staff.override.pricedDollars)}: ${staff.override.reason}`
      : "";
    return `Booked by the dispatcher for a caller; the customer adds the card through the payment link${price}`;
  }
  const provider = b.payment?.provider ?? "";
  return ride.trip?.leg === "return"
    ? `Booked as the return ride of ${b.reference}, on the same card check (${provider})`
    : `Booked with a card authorization (${provider})`;
}

/** The return ride's own trip: the destination straight back to the pickup, on its own date and time. */
function returnInput(input: ParsedBookingTrip): ParsedBookingTrip {
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
  const { payment, sessionId } = b;
  if (!payment || !sessionId) {
    const staff = b.byDispatcher;
    const message = bookedByPhoneMessage(
      { ...b, fareCents: staff?.override?.cents ?? dollarsToCents(b.breakdown.total) },
      staff?.payLink ?? "",
      head,
      b.now.getTime(),
    );
    return [...outbound, ...back, db.insert(outbox).values(outboxRow(message, at))];
  }
  return [
    db.insert(paymentSessions).values({
      id: sessionId,
      provider: payment.provider,
      providerRef: payment.providerRef,
      amountCents: payment.amountCents,
      status: "complete",
      paymentStatus: "paid",
      bookingId: b.id,
      createdAt: at,
      expiresAt: b.now.getTime() + payment.ttlMinutes * 60_000,
    }),
    ...outbound,
    ...back,
    db.insert(paymentLedger).values({
      bookingId: b.id,
      at,
      kind: "verify",
      amountCents: payment.amountCents,
      outcome: "succeeded",
      providerRef: payment.providerRef,
      idempotencyKey: payment.idempotencyKey,
      detail: b.returnRide
        ? "card check, card saved for the ride and its return ride"
        : "card check, card saved for the ride",
      actorType: "customer",
    }),
    db.insert(outbox).values(outboxRow(bookingReceivedMessage({ ...b, payment }, head, b.now.getTime()), at)),
  ];
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

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
  bookingAccounts,
  bookingEvents,
  bookingPayments,
  bookings,
  customerAccounts,
  type Db,
  outbox,
  paymentLedger,
  paymentLines,
  paymentSessions,
} from "@chauffeur/db";
import { eq } from "drizzle-orm";
import type { OutboxInput } from "../core/outbox";
import { outboxRow } from "../core/outbox";
import { bookedByPhoneMessage, bookingReceivedMessage } from "../messages/booking";
import {
  type AccountRide,
  bookedForYouMessage,
  bookerConfirmationMessage,
} from "../messages/customer-accounts";
import type { Letterhead } from "../messages/letter";
import { fareLines, gratuityLines } from "../money/lines";
import { ACCOUNT_PROVIDER } from "../money/on-account";
import type { BookingPayment } from "./payment-method";

type BookingRow = typeof bookings.$inferSelect;

export interface NewBooking {
  id: string;
  /** The booking's private tracking link, as the confirmation message gives it. */
  trackingLink: string;
  reference: string;
  /** The card check's session (a card's booking only). */
  sessionId: string;
  input: ParsedBookingTrip;
  pickupAt: number;
  distance: number | null;
  /** The whole trip's price (both rides of a round trip), its lines and the rules' version. */
  breakdown: PriceBreakdown;
  /** The share of the fare the gratuity was chosen as; null for an amount. */
  gratuityPercent: number | null;
  lines: PriceLine[];
  pricingVersion: number;
  /**
   * The card check (and where the card is saved for the fare hold), the company billed on account, or, for
   * a caller's booking made by the dispatcher, the payment link the customer adds the card through.
   */
  payment: BookingPayment;
  policy: { checkCents: number; sessionTtlMinutes: number; holdDays: number };
  /** The signed-in customer who booked (a booker books for an employee or a guest); null for a guest. */
  booker: { accountId: string; email: string } | null;
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
  /** What the first history row adds about where the booking came from (a quote), or null. */
  note?: string | null;
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

/** The money row of a ride: its card check and saved card, or the company's account (nothing held). */
function paymentRow(b: NewBooking, ride: RideRow, at: string) {
  const fareCents = dollarsToCents(fareOf(ride.price));
  const common = { bookingId: ride.id, fareCents, consentAt: at, createdAt: at, updatedAt: at };
  const p = b.payment;
  if (p.kind === "account") return { ...common, provider: ACCOUNT_PROVIDER, state: "on_account" };
  if (p.kind === "link") {
    // No card yet: the payment link asks for it (the card check, or the fare hold inside the window).
    const cents = p.override?.cents ?? fareCents;
    return {
      ...common,
      provider: p.provider,
      state: "awaiting_card",
      fareCents: cents,
      actionKind: "card",
      actionCents: cents,
      linkNonce: p.linkNonce,
    };
  }
  const checked = ride.sessionId !== null;
  return {
    ...common,
    provider: p.provider,
    state: "verified",
    // The card check is held (and released) once, on the ride it was made for.
    verifiedCents: checked ? b.policy.checkCents : 0,
    verificationRef: checked ? p.providerRef : null,
    verificationCaptureBefore: checked ? p.captureBefore : null,
    customerRef: p.customerRef,
    paymentMethodRef: p.paymentMethodRef,
  };
}

/** The booking's first history note: who booked it and how it is paid for. */
function bookedNote(b: NewBooking, ride: RideRow): string {
  const p = b.payment;
  if (p.kind === "link") {
    const price = p.override
      ? `; the dispatcher's price ${formatCents(p.override.cents)} instead of ${formatUsd(p.override.pricedDollars)}: ${p.override.reason}`
      : "";
    return `Booked by the dispatcher for a caller; the customer adds the card through the payment link${price}`;
  }
  if (p.kind === "account") {
    const back = ride.trip?.leg === "return" ? ` as the return ride of ${b.reference}` : "";
    return `Booked${back} on account: billed to ${p.companyName}`;
  }
  if (ride.trip?.leg === "return")
    return `Booked as the return ride of ${b.reference}, on the same card check (${p.provider})`;
  return `Booked with a card authorization (${p.provider})${b.note ? `; ${b.note}` : ""}`;
}

/** One ride's booking, its history, its money row, its fare lines and who booked it. */
function rideStatements(db: Db, b: NewBooking, ride: RideRow) {
  const at = b.now.toISOString();
  const { input, price } = ride;
  const card = b.payment.kind === "card" ? b.payment.card : null;
  const account = b.payment.kind === "account" ? b.payment : null;
  const staff = b.payment.kind === "link" ? b.payment : null;
  const actor = { actorType: staff ? "admin" : "customer", actorId: staff?.adminId ?? null };
  const fare = staff?.override
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
      // The dispatcher's booking is confirmed as it is made; the customer's awaits the dispatcher.
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
      cardLast4: card?.last4 ?? null,
      cardBrand: card?.brand ?? null,
      // The key names the booking by its first ride; a round trip's return ride is found through it.
      idempotencyKey: ride.trip?.leg === "return" ? null : b.idempotencyKey,
      requestHash: b.requestHash,
      createdAt: at,
      updatedAt: at,
    }),
    db.insert(bookingEvents).values({
      bookingId: ride.id,
      ...actor,
      field: "status",
      fromValue: null,
      toValue: staff ? "confirmed" : "pending",
      note: bookedNote(b, ride),
      createdAt: at,
    }),
    db.insert(bookingPayments).values(paymentRow(b, ride, at)),
    db
      .insert(paymentLines)
      .values(
        [...fare.map((l) => ({ kind: "fare", ...l })), ...gratuityLines(price, b.gratuityPercent)].map(
          (l) => ({ bookingId: ride.id, ...l, ...actor, createdAt: at }),
        ),
      ),
    ...(b.booker
      ? [
          db.insert(bookingAccounts).values({
            bookingId: ride.id,
            accountId: b.booker.accountId,
            bookerEmail: b.booker.email,
            companyId: account?.companyId ?? null,
            costCentre: account?.costCentre ?? null,
            poNumber: account?.po ?? null,
            createdAt: at,
          }),
        ]
      : []),
  ] as const;
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
  const { input, payment } = b;
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
    sessionId: payment.kind === "card" ? b.sessionId : null,
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
  const check = payment.kind === "card" ? cardCheckStatements(db, b, payment) : [];
  return [
    outbound[0],
    ...check.slice(0, 1),
    ...outbound.slice(1),
    ...back,
    ...check.slice(1),
    ...newBookingMessages(b, head).map((m) => db.insert(outbox).values(outboxRow(m, b.now.toISOString()))),
    ...savedCardStatements(db, b),
  ] as const;
}

/** The card check's session (first: the ride names it) and its ledger row. */
function cardCheckStatements(db: Db, b: NewBooking, p: Extract<BookingPayment, { kind: "card" }>) {
  const at = b.now.toISOString();
  return [
    db.insert(paymentSessions).values({
      id: b.sessionId,
      provider: p.provider,
      providerRef: p.providerRef,
      amountCents: b.policy.checkCents,
      status: "complete",
      paymentStatus: "paid",
      bookingId: b.id,
      createdAt: at,
      expiresAt: b.now.getTime() + b.policy.sessionTtlMinutes * 60_000,
    }),
    db.insert(paymentLedger).values({
      bookingId: b.id,
      at,
      kind: "verify",
      amountCents: b.policy.checkCents,
      outcome: "succeeded",
      providerRef: p.providerRef,
      idempotencyKey: p.idempotencyKey,
      detail: b.returnRide
        ? "card check, card saved for the ride and its return ride"
        : "card check, card saved for the ride",
      actorType: "customer",
    }),
  ];
}

/**
 * Who is told of a new booking: the passenger (with the card check, or, on a company's account, without
 * a price), and a booker who booked for someone else or on account (what was booked and who pays).
 */
function newBookingMessages(b: NewBooking, head: Letterhead): OutboxInput[] {
  const p = b.payment;
  if (p.kind === "link") {
    const fareCents = p.override?.cents ?? dollarsToCents(b.breakdown.total);
    return [bookedByPhoneMessage({ ...b, fareCents }, p.payLink, head, b.now.getTime())];
  }
  const ride: AccountRide = {
    ...b,
    returnRide: b.returnRide,
    booker: { email: b.booker?.email ?? b.input.customerInfo.email },
    company: p.kind === "account" ? { name: p.companyName, costCentre: p.costCentre, po: p.po } : null,
  };
  const passenger =
    p.kind === "card"
      ? bookingReceivedMessage(
          { ...b, payment: { amountCents: b.policy.checkCents, card: p.card, holdDays: b.policy.holdDays } },
          head,
          b.now.getTime(),
        )
      : bookedForYouMessage(ride, head);
  const forSomeone = b.booker !== null && b.booker.email !== b.input.customerInfo.email;
  if (p.kind === "account" && !forSomeone) return [bookerConfirmationMessage(ride, head)];
  return forSomeone ? [passenger, bookerConfirmationMessage(ride, head)] : [passenger];
}

/**
 * The one price line of a fare a person set (the dispatcher's override): the booking keeps it as its
 * price lines, so every view of the booking states what the customer pays, not the rules' price.
 */
export const overridePriceLine = (cents: number): PriceLine => ({
  code: "vehicle",
  label: "Fare (the operator's price)",
  amount: cents / 100,
  rule: "override",
});

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
    paymentStatus: row.paymentSessionId ? "authorized" : "on_account",
    returnRide: back
      ? { bookingId: back.row.id, reference: back.row.reference, trackingPath: back.trackingPath }
      : null,
  };
}

/** A signed-in customer's card becomes the account's saved card, for the next booking (docs/decisions/026). */
function savedCardStatements(db: Db, b: NewBooking) {
  const p = b.payment;
  if (!b.booker || p.kind !== "card" || !p.customerRef || !p.paymentMethodRef) return [];
  return [
    db
      .update(customerAccounts)
      .set({
        cardProvider: p.provider,
        cardCustomerRef: p.customerRef,
        cardPaymentMethodRef: p.paymentMethodRef,
        cardBrand: p.card.brand,
        cardLast4: p.card.last4,
        updatedAt: b.now.toISOString(),
      })
      .where(eq(customerAccounts.id, b.booker.accountId)),
  ];
}

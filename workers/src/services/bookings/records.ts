import {
  type BookingReceipt,
  billedHours,
  dollarsToCents,
  formatCents,
  formatServiceTime,
  formatUsd,
  MIN_HOURS,
  type ParsedCreateBooking,
  type PriceBreakdown,
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
import { fareLines } from "../money/lines";
import type { Card } from "../payments";

type BookingRow = typeof bookings.$inferSelect;
const HOUR_MS = 3_600_000;
const AVERAGE_MPH = 30;

export interface NewBooking {
  id: string;
  /** The booking's private tracking link, as the confirmation message gives it. */
  trackingLink: string;
  reference: string;
  sessionId: string;
  input: ParsedCreateBooking;
  pickupAt: number;
  distance: number | null;
  breakdown: PriceBreakdown;
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
  idempotencyKey: string | null;
  requestHash: string;
  now: Date;
}

/**
 * When the car is free again: the hours billed (3 at least, whatever was asked), or the drive at city
 * speed plus half an hour. The driver's turnaround to the next ride is added when assigning.
 */
function expectedEnd(b: NewBooking): number {
  if (b.input.serviceType === "hourly") return b.pickupAt + billedHours(b.input.hours ?? MIN_HOURS) * HOUR_MS;
  return b.pickupAt + Math.max(HOUR_MS, ((b.distance ?? 0) / AVERAGE_MPH) * HOUR_MS + HOUR_MS / 2);
}

function confirmationText(b: NewBooking): string {
  const { input } = b;
  const trip =
    input.serviceType === "hourly"
      ? `${input.hours} hours from ${input.pickupLocation}`
      : `${input.pickupLocation} to ${input.destination}`;
  return [
    `Dear ${input.customerInfo.firstName},`,
    `we received your booking ${b.reference}: ${trip}, on ${formatServiceTime(b.pickupAt, { year: true })}.`,
    `Estimated price: ${formatUsd(b.breakdown.total)}. We checked your card ending ${b.payment.card.last4} with a ${formatCents(b.payment.amountCents)} authorization (released later) and saved it for this ride, as you agreed.`,
    "Our team reviews your booking and contacts you within 2 hours.",
    `${b.payment.holdDays} days before pickup (or when we confirm a closer ride) we place a hold for the fare; we charge it, with any extras, after the ride. If your bank declines the hold, we send you a payment link.`,
    `To see or cancel it, open Manage Booking on our website with ${b.reference} and this email address.`,
    `Follow your ride (your chauffeur and car once assigned, and where they are on the day): ${b.trackingLink}`,
  ].join("\n");
}

/** Every row of a new booking, written together in one D1 batch so nothing is half-written. */
export function newBookingStatements(db: Db, b: NewBooking) {
  const at = b.now.toISOString();
  const { input } = b;
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
    db.insert(bookings).values({
      id: b.id,
      reference: b.reference,
      ...input.customerInfo,
      serviceType: input.serviceType,
      hours: input.serviceType === "hourly" ? (input.hours ?? null) : null,
      pickupLocation: input.pickupLocation,
      destination: input.destination,
      scheduledDate: input.date,
      scheduledTime: input.time,
      pickupAt: b.pickupAt,
      expectedEndAt: expectedEnd(b),
      vehicleType: input.vehicleType,
      passengerCount: input.passengerCount,
      luggageCount: input.luggageCount,
      travelingWithChild: input.travelingWithChild,
      childSeats: input.childSeats,
      flightNumber: input.flightNumber,
      specialRequests: input.specialRequests,
      distanceMiles: b.distance,
      vehiclePrice: b.breakdown.vehicle,
      childSeatPrice: b.breakdown.childSeats,
      serviceFee: b.breakdown.serviceFee,
      estimatedPrice: b.breakdown.total,
      paymentSessionId: b.sessionId,
      // From the processor's answer for the token, never from the page.
      cardLast4: b.payment.card.last4,
      cardBrand: b.payment.card.brand,
      idempotencyKey: b.idempotencyKey,
      requestHash: b.requestHash,
      createdAt: at,
      updatedAt: at,
    }),
    db.insert(bookingEvents).values({
      bookingId: b.id,
      actorType: "customer",
      field: "status",
      fromValue: null,
      toValue: "pending",
      note: `Booked with a card authorization (${b.payment.provider})`,
      createdAt: at,
    }),
    db.insert(bookingPayments).values({
      bookingId: b.id,
      provider: b.payment.provider,
      state: "verified",
      fareCents: dollarsToCents(b.breakdown.total),
      verifiedCents: b.payment.amountCents,
      verificationRef: b.payment.providerRef,
      verificationCaptureBefore: b.payment.captureBefore,
      customerRef: b.payment.customerRef,
      paymentMethodRef: b.payment.paymentMethodRef,
      consentAt: at,
      createdAt: at,
      updatedAt: at,
    }),
    db.insert(paymentLedger).values({
      bookingId: b.id,
      at,
      kind: "verify",
      amountCents: b.payment.amountCents,
      outcome: "succeeded",
      providerRef: b.payment.providerRef,
      idempotencyKey: b.payment.idempotencyKey,
      detail: "card check, card saved for the ride",
      actorType: "customer",
    }),
    db.insert(paymentLines).values(
      fareLines(b.breakdown, input.childSeats).map((l) => ({
        bookingId: b.id,
        kind: "fare",
        ...l,
        actorType: "customer",
        createdAt: at,
      })),
    ),
    db.insert(outbox).values({
      id: crypto.randomUUID(),
      recipient: input.customerInfo.email,
      template: "booking-received",
      subject: `We received your booking ${b.reference}`,
      body: confirmationText(b),
      bookingId: b.id,
      createdAt: at,
    }),
  ] as const;
}

/** The answer for a stored booking, the same on the first request and on every replay. */
export function bookingReceipt(row: BookingRow, trackingPath: string): BookingReceipt {
  return {
    bookingId: row.id,
    trackingPath,
    reference: row.reference,
    sessionId: row.paymentSessionId ?? "",
    estimatedPrice: row.estimatedPrice,
    breakdown: {
      vehicle: row.vehiclePrice,
      childSeats: row.childSeatPrice,
      serviceFee: row.serviceFee,
      total: row.estimatedPrice,
    },
    status: "pending",
    paymentStatus: "authorized",
  };
}

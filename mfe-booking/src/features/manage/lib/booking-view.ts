import {
  type CustomerBooking,
  type CustomerReturnRide,
  formatCents,
  formatTimeLabel,
  formatUsDate,
  formatUsd,
  isChauffeurNamed,
  normalizeVehicleType,
  VEHICLE_OPTIONS,
} from "@chauffeur/contract";

/** The booking's status in the customer's words (the API's words are the dispatcher's). */
const STATUS_WORDS: Record<string, { label: string; palette: string }> = {
  pending: { label: "Awaiting confirmation", palette: "orange" },
  confirmed: { label: "Confirmed", palette: "green" },
  cancelled: { label: "Cancelled", palette: "red" },
  completed: { label: "Completed", palette: "gray" },
};

export function customerStatus(status: string): { label: string; palette: string } {
  return STATUS_WORDS[status] ?? { label: status, palette: "gray" };
}

const ACTIVE = new Set(["pending", "confirmed"]);

/**
 * Who drives: the chauffeur's first name when the server names one (the contract's rule, a finished
 * ride too); while the ride is still ahead, that we are on it.
 */
export function chauffeurLine(
  booking: Pick<CustomerBooking, "status" | "assignmentStatus" | "chauffeurFirstName">,
): string | null {
  if (isChauffeurNamed(booking.assignmentStatus) && booking.chauffeurFirstName) {
    return `Your chauffeur: ${booking.chauffeurFirstName}`;
  }
  return ACTIVE.has(booking.status) ? "We are assigning your chauffeur" : null;
}

const BRANDS: Record<string, string> = {
  visa: "Visa",
  mastercard: "Mastercard",
  amex: "American Express",
  discover: "Discover",
};

/** "Visa ending in 4242"; null when the booking holds no card. */
export function cardLabel(booking: Pick<CustomerBooking, "cardBrand" | "cardLast4">): string | null {
  if (!booking.cardLast4) return null;
  const brand = booking.cardBrand ? (BRANDS[booking.cardBrand.toLowerCase()] ?? booking.cardBrand) : "Card";
  return `${brand} ending in ${booking.cardLast4}`;
}

/** The refunded share of the fare, to the cent (the server's fee is the rest). */
export function refundOf(price: number, refundPercent: number): number {
  return Math.round(price * refundPercent) / 100;
}

import type { TripLine } from "../../../lib/payment-summary";

export { paymentSummary, type TripLine } from "../../../lib/payment-summary";

/** The trip as the booking summary shows it: pickup, destination or hours, when, vehicle and party. */
export function tripLines(b: CustomerBooking): TripLine[] {
  const type = normalizeVehicleType(b.vehicleType);
  const vehicle = VEHICLE_OPTIONS.find((v) => v.type === type)?.name ?? b.vehicleType;
  const lines: TripLine[] = [{ label: "Pickup", value: b.pickupLocation }];
  if (b.serviceType === "hourly") lines.push({ label: "Service", value: `Hourly, ${b.hours ?? "—"} hours` });
  lines.push(...b.stops.map((stop, i) => ({ label: `Stop ${i + 1}`, value: stop })));
  if (b.destination) lines.push({ label: "Destination", value: b.destination });
  lines.push(
    { label: "Date", value: formatUsDate(b.scheduledDate) },
    { label: "Time", value: formatTimeLabel(b.scheduledTime) },
    { label: "Vehicle", value: vehicle },
    { label: "Passengers", value: String(b.passengerCount) },
    { label: "Luggage", value: String(b.luggageCount) },
  );
  if (b.childSeats > 0) lines.push({ label: "Child seats", value: String(b.childSeats) });
  if (b.flightNumber) lines.push({ label: "Flight", value: b.flightNumber });
  return lines;
}

/** A round trip's return ride: its own reference, state, chauffeur, route, time and fare. */
export function returnLines(r: CustomerReturnRide): TripLine[] {
  return [
    { label: "Reference", value: r.reference },
    { label: "Status", value: customerStatus(r.status).label },
    { label: "From", value: r.pickupLocation },
    { label: "To", value: r.destination },
    { label: "Date", value: formatUsDate(r.scheduledDate) },
    { label: "Time", value: formatTimeLabel(r.scheduledTime) },
    ...(r.chauffeurFirstName ? [{ label: "Chauffeur", value: r.chauffeurFirstName }] : []),
    { label: "Fare", value: formatUsd(r.estimatedPrice, { cents: true }) },
  ];
}

/**
 * What the ride costs, line by line as the receipt gives them: the fare's parts, then what the ride added
 * (waiting time). Refunds are not costs; the money rows show them. Without a ledger, the booked total.
 */
export function costLines(b: CustomerBooking): { lines: TripLine[]; total: TripLine } {
  const charges = (b.payment?.lines ?? []).filter((l) => l.kind !== "adjustment");
  if (charges.length === 0) {
    return {
      lines: [],
      total: {
        label: b.payment?.settled ? "Fare" : "Estimated total",
        value: formatCents(b.estimatedPrice * 100),
      },
    };
  }
  const extras = charges.some((l) => l.kind === "extra");
  return {
    lines: charges.map((l) => ({ label: l.description, value: formatCents(l.amountCents) })),
    total: {
      label: extras ? "Ride total" : "Fare",
      value: formatCents(charges.reduce((sum, l) => sum + l.amountCents, 0)),
    },
  };
}

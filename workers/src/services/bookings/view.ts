import type { AdminBooking, BookingRow } from "@chauffeur/contract";
import { bookingPayments, bookings, type Db, drivers } from "@chauffeur/db";
import { eq, sql } from "drizzle-orm";
import { NotFoundError } from "../core/errors";

/** A booking's identity and where it stands: what every view of it starts with. */
export const stateColumns = {
  id: bookings.id,
  reference: bookings.reference,
  status: bookings.status,
  assignmentStatus: bookings.assignmentStatus,
};

/** Who booked it. */
export const customerNameColumns = {
  firstName: bookings.firstName,
  lastName: bookings.lastName,
  email: bookings.email,
};

/** Where and when: the places, the stops, the leg of a round trip, the pickup. */
export const tripColumns = {
  pickupLocation: bookings.pickupLocation,
  destination: bookings.destination,
  stops: bookings.stops,
  leg: bookings.leg,
  scheduledDate: bookings.scheduledDate,
  scheduledTime: bookings.scheduledTime,
  pickupAt: bookings.pickupAt,
};

/** Who rides: the party and what it brings. */
export const partyColumns = {
  passengerCount: bookings.passengerCount,
  luggageCount: bookings.luggageCount,
  childSeats: bookings.childSeats,
};

/** The columns the admin sees, selected once so list and details agree. */
export const bookingColumns = {
  ...stateColumns,
  assignedDriverId: bookings.assignedDriverId,
  assignmentNotes: bookings.assignmentNotes,
  respondedAt: bookings.respondedAt,
  ...customerNameColumns,
  phone: bookings.phone,
  ...tripColumns,
  expectedEndAt: bookings.expectedEndAt,
  vehicleType: bookings.vehicleType,
  serviceType: bookings.serviceType,
  hours: bookings.hours,
  ...partyColumns,
  estimatedPrice: bookings.estimatedPrice,
  flightNumber: bookings.flightNumber,
  distanceMiles: bookings.distanceMiles,
  flightLandingAt: bookings.flightLandingAt,
  flightStatus: bookings.flightStatus,
  specialRequests: bookings.specialRequests,
  driverNotes: bookings.driverNotes,
  dispatchNotes: bookings.dispatchNotes,
  createdAt: bookings.createdAt,
  updatedAt: bookings.updatedAt,
};

type Row = { [K in keyof typeof bookingColumns]: (typeof bookingColumns)[K]["_"]["data"] | null };

/** SPEC.md's Booking shape: the customer's fields grouped under customerInfo. */
export function toAdminBooking(row: Row): AdminBooking {
  const { firstName, lastName, email, phone, stops, ...rest } = row;
  return {
    ...(rest as Omit<AdminBooking, "customerInfo" | "stops">),
    stops: stops ?? [],
    customerInfo: {
      firstName: firstName ?? "",
      lastName: lastName ?? "",
      email: email ?? "",
      phone: phone ?? "",
    },
  };
}

/**
 * A booking as a row of the dispatcher's lists (the bookings list, the board): with who drives it, its
 * stage on the road and where its money stands. Callers add the filter and the order.
 */
export const bookingRows = (db: Db) =>
  db
    .select({
      ...bookingColumns,
      rideStage: bookings.rideStage,
      driverName: sql<string | null>`${drivers.firstName} || ' ' || ${drivers.lastName}`,
      paymentState: bookingPayments.state,
    })
    .from(bookings)
    .leftJoin(drivers, sql`${drivers.id} = ${bookings.assignedDriverId}`)
    .leftJoin(bookingPayments, sql`${bookingPayments.bookingId} = ${bookings.id}`);

export function toBookingRow({
  rideStage,
  driverName,
  paymentState,
  ...row
}: Row & { rideStage: string | null; driverName: string | null; paymentState: string | null }): BookingRow {
  return { ...toAdminBooking(row), rideStage, driverName, paymentState };
}

export async function findBooking(db: Db, id: string): Promise<AdminBooking> {
  const row = await db.select(bookingColumns).from(bookings).where(eq(bookings.id, id)).get();
  if (!row) throw new NotFoundError("Booking not found");
  return toAdminBooking(row);
}

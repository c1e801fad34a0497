import {
  type CustomerBooking,
  cancellationTerms,
  customerChangeTerms,
  isChauffeurNamed,
} from "@chauffeur/contract";
import { bookings, type Db, drivers } from "@chauffeur/db";
import { and, eq, type SQL } from "drizzle-orm";
import { customerPayment } from "../money/view";
import { customerNameColumns, partyColumns, stateColumns, tripColumns } from "./view";

/** The columns a customer reads of their booking: no dispatcher's notes, only the chauffeur's first name. */
const customerColumns = {
  ...stateColumns,
  chauffeurFirstName: drivers.firstName,
  ...customerNameColumns,
  serviceType: bookings.serviceType,
  hours: bookings.hours,
  ...tripColumns,
  vehicleType: bookings.vehicleType,
  ...partyColumns,
  flightNumber: bookings.flightNumber,
  specialRequests: bookings.specialRequests,
  estimatedPrice: bookings.estimatedPrice,
  cardLast4: bookings.cardLast4,
  cardBrand: bookings.cardBrand,
  createdAt: bookings.createdAt,
  cancelledAt: bookings.cancelledAt,
  refundPercent: bookings.refundPercent,
};

export type CustomerRow = NonNullable<Awaited<ReturnType<typeof selectBooking>>>;

export function selectBooking(db: Db, where: SQL | undefined) {
  return db
    .select(customerColumns)
    .from(bookings)
    .leftJoin(drivers, eq(drivers.id, bookings.assignedDriverId))
    .where(where)
    .get();
}

/** The return ride of a round trip whose outbound is `id`, as its customer reads it; undefined for one way. */
export const returnRideOf = (db: Db, row: Pick<CustomerRow, "id" | "leg">) =>
  row.leg === "outbound"
    ? selectBooking(db, and(eq(bookings.tripId, row.id), eq(bookings.leg, "return")))
    : Promise.resolve(undefined);

const chauffeurShown = (row: CustomerRow) =>
  isChauffeurNamed(row.assignmentStatus) ? row.chauffeurFirstName : null;

/** The booking as its customer sees it, with what cancelling at `now` costs under the operator's grace. */
export async function toCustomerBooking(
  db: Db,
  row: CustomerRow,
  { now, graceMinutes }: { now: Date; graceMinutes: number },
): Promise<CustomerBooking> {
  const { id, email: _email, chauffeurFirstName: _named, stops, leg: _leg, ...rest } = row;
  const back = await returnRideOf(db, row);
  return {
    ...rest,
    stops: stops ?? [],
    chauffeurFirstName: chauffeurShown(row),
    cancellation: cancellationTerms(row, now, graceMinutes),
    change: customerChangeTerms(row, now),
    payment: await customerPayment(db, id),
    returnRide: back
      ? {
          reference: back.reference,
          status: back.status,
          chauffeurFirstName: chauffeurShown(back),
          pickupLocation: back.pickupLocation,
          destination: back.destination,
          scheduledDate: back.scheduledDate,
          scheduledTime: back.scheduledTime,
          pickupAt: back.pickupAt,
          estimatedPrice: back.estimatedPrice,
          payment: await customerPayment(db, back.id),
          cancellation: cancellationTerms(back, now, graceMinutes),
        }
      : null,
  };
}

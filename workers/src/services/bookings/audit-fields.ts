import { bookings, type Db } from "@chauffeur/db";
import { eq } from "drizzle-orm";

/**
 * A booking's fields as the audit log compares them before and after an action (approve, assign, cancel,
 * a landing, a change): what a dispatcher or the chauffeur can move. Null for an unknown booking.
 */
export async function bookingAuditFields(db: Db, id: string): Promise<Record<string, unknown> | null> {
  const row = await db
    .select({
      reference: bookings.reference,
      status: bookings.status,
      assignmentStatus: bookings.assignmentStatus,
      assignedDriverId: bookings.assignedDriverId,
      rideStage: bookings.rideStage,
      flightLandingAt: bookings.flightLandingAt,
      scheduledDate: bookings.scheduledDate,
      scheduledTime: bookings.scheduledTime,
      pickupLocation: bookings.pickupLocation,
      destination: bookings.destination,
      vehicleType: bookings.vehicleType,
      estimatedPrice: bookings.estimatedPrice,
      cancelledAt: bookings.cancelledAt,
      refundPercent: bookings.refundPercent,
    })
    .from(bookings)
    .where(eq(bookings.id, id))
    .get();
  return row ?? null;
}

/** The label of a booking in the audit log: its reference. */
export const bookingLabel = (fields: Record<string, unknown> | null) =>
  typeof fields?.reference === "string" ? fields.reference : null;

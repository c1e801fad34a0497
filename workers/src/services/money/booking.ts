import { bookings, type Db } from "@chauffeur/db";
import { eq } from "drizzle-orm";
import { NotFoundError } from "../core/errors";

/** What money operations read of a booking. */
export async function bookingFacts(db: Db, id: string) {
  const row = await db
    .select({
      id: bookings.id,
      reference: bookings.reference,
      status: bookings.status,
      assignmentStatus: bookings.assignmentStatus,
      rideStage: bookings.rideStage,
      pickupAt: bookings.pickupAt,
      email: bookings.email,
      firstName: bookings.firstName,
      lastName: bookings.lastName,
      pickupLocation: bookings.pickupLocation,
      destination: bookings.destination,
      scheduledDate: bookings.scheduledDate,
      scheduledTime: bookings.scheduledTime,
      refundPercent: bookings.refundPercent,
      cardLast4: bookings.cardLast4,
      cardBrand: bookings.cardBrand,
    })
    .from(bookings)
    .where(eq(bookings.id, id))
    .get();
  if (!row) throw new NotFoundError("Booking not found");
  return row;
}
export type BookingFacts = Awaited<ReturnType<typeof bookingFacts>>;

/** How a booking ended, for what it finally costs; null while it is still ahead or under way. */
export function bookingOutcome(
  b: Pick<BookingFacts, "status" | "rideStage">,
): "completed" | "no_show" | "cancelled" | null {
  if (b.status === "cancelled") return "cancelled";
  if (b.status === "completed") return b.rideStage === "no_show" ? "no_show" : "completed";
  return null;
}

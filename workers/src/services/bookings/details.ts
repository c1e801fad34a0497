import type { BookingDetails } from "@chauffeur/contract";
import { bookingEvents, bookings } from "@chauffeur/db";
import { asc, eq } from "drizzle-orm";
import type { Ctx } from "../core/context";
import { NotFoundError } from "../core/errors";
import { adminPayment } from "../money/view";
import { bookingRows, toBookingRow } from "./view";

export async function getBookingDetails({
  ctx: { db },
  input: { id },
}: {
  ctx: Ctx;
  input: { id: string };
}): Promise<BookingDetails> {
  const row = await bookingRows(db).where(eq(bookings.id, id)).get();
  if (!row) throw new NotFoundError("Booking not found");
  const booking = toBookingRow(row);
  const history = await db
    .select({
      id: bookingEvents.id,
      actorType: bookingEvents.actorType,
      actorId: bookingEvents.actorId,
      field: bookingEvents.field,
      fromValue: bookingEvents.fromValue,
      toValue: bookingEvents.toValue,
      note: bookingEvents.note,
      createdAt: bookingEvents.createdAt,
    })
    .from(bookingEvents)
    .where(eq(bookingEvents.bookingId, id))
    .orderBy(asc(bookingEvents.id));
  return { ...booking, history, payment: await adminPayment(db, id) };
}

import { holdsDriver } from "@chauffeur/contract";
import { bookingPayments, bookings, type Db, drivers } from "@chauffeur/db";
import { and, eq, gt, lte, sql } from "drizzle-orm";
import { runGuarded } from "../core/batch";
import type { Ctx } from "../core/context";
import { outboxOnce } from "../core/outbox";
import {
  customerReminder,
  driverReminder,
  type RemindedBooking,
  type ReminderKind,
} from "../messages/reminders";
import { smsCopy } from "../messages/sms";

const HOUR = 3_600_000;

/** When each reminder is due: a day ahead and two hours ahead of the pickup. */
const REMINDERS: Record<ReminderKind, { hoursAhead: number }> = {
  "24h": { hoursAhead: 24 },
  "2h": { hoursAhead: 2 },
};

/** Confirmed bookings whose pickup is after `from` and at or before `to`, with their chauffeur. */
async function confirmedBetween(
  db: Db,
  from: number,
  to: number,
): Promise<(RemindedBooking & { needsAttention: boolean })[]> {
  const rows = await db
    .select({
      id: bookings.id,
      reference: bookings.reference,
      pickupAt: bookings.pickupAt,
      pickupLocation: bookings.pickupLocation,
      destination: bookings.destination,
      serviceType: bookings.serviceType,
      vehicleType: bookings.vehicleType,
      hours: bookings.hours,
      firstName: bookings.firstName,
      lastName: bookings.lastName,
      email: bookings.email,
      phone: bookings.phone,
      flightNumber: bookings.flightNumber,
      passengerCount: bookings.passengerCount,
      status: bookings.status,
      assignmentStatus: bookings.assignmentStatus,
      paymentState: bookingPayments.state,
      flightFlagged: sql<number>`exists (select 1 from alerts a where a.booking_id = ${bookings.id} and a.kind = 'flight' and a.resolved_at is null)`,
      driverFirstName: drivers.firstName,
      driverEmail: drivers.email,
      car: {
        make: drivers.carMake,
        model: drivers.carModel,
        colour: drivers.carColour,
        plate: drivers.carPlate,
      },
    })
    .from(bookings)
    .leftJoin(drivers, eq(drivers.id, bookings.assignedDriverId))
    .leftJoin(bookingPayments, eq(bookingPayments.bookingId, bookings.id))
    .where(and(eq(bookings.status, "confirmed"), gt(bookings.pickupAt, from), lte(bookings.pickupAt, to)));
  return rows.map(({ driverFirstName, driverEmail, car, paymentState, flightFlagged, ...b }) => ({
    ...b,
    needsAttention: needsAttention(b.assignmentStatus, paymentState, Boolean(flightFlagged)),
    driver:
      driverFirstName !== null && driverEmail !== null && holdsDriver(b)
        ? { firstName: driverFirstName, email: driverEmail, car }
        : null,
  }));
}

/** States of the payment that wait on the customer or failed: the ride is not ready. */
const PAYMENT_PROBLEMS = ["action_required", "failed"];

/**
 * A ride dispatch is still sorting out two hours before: no chauffeur has accepted it, its payment waits
 * on the customer or failed, or its flight is flagged. Its cheerful "in 2 hours" reminder waits until
 * that is resolved (dispatch has the exception); the reminder goes out on the next run after.
 */
function needsAttention(assignment: string, paymentState: string | null, flightFlagged: boolean): boolean {
  const held = assignment === "accepted" || assignment === "in_progress";
  return !held || PAYMENT_PROBLEMS.includes(paymentState ?? "") || flightFlagged;
}

/**
 * Queues the reminders that are due as of `now`: the 24-hour one for pickups between 2 and 24 hours
 * away, the 2-hour one for pickups under 2 hours away; each to the customer and to the chauffeur, once
 * per pickup time (a moved pickup is reminded again). Answers how many were queued.
 */
export async function sendDueReminders({ ctx }: { ctx: Ctx }): Promise<Record<ReminderKind, number>> {
  const { db, now } = ctx;
  const at = now.getTime();
  const stamp = now.toISOString();
  const queued: Record<ReminderKind, number> = { "24h": 0, "2h": 0 };
  const windows: [ReminderKind, number][] = [
    ["24h", REMINDERS["2h"].hoursAhead * HOUR],
    ["2h", 0],
  ];
  for (const [kind, after] of windows) {
    const due = await confirmedBetween(db, at + after, at + REMINDERS[kind].hoursAhead * HOUR);
    const statements = due.flatMap((b) => {
      const key = (who: string) => `reminder:${kind}:${who}:${b.id}:${b.pickupAt}`;
      const driver = driverReminder(kind, b, ctx.config);
      const customer = customerReminder(kind, b, ctx.config);
      const toCustomer = kind === "24h" || !b.needsAttention;
      // On the day, a text message too.
      const texts = kind === "2h" && toCustomer ? smsCopy(customer, b.phone) : [];
      return [
        ...(toCustomer ? [outboxOnce(customer, key("customer"), stamp)] : []),
        ...texts.map((t) => outboxOnce(t, key(`sms:${t.recipient}`), stamp)),
        ...(driver ? [outboxOnce(driver, key(`driver:${driver.recipient}`), stamp)] : []),
      ];
    });
    // D1 batches are bounded; reminders come a few at a time, but a busy hour is split safely.
    for (let i = 0; i < statements.length; i += 50) {
      const changes = await runGuarded(db, statements.slice(i, i + 50));
      queued[kind] += changes.reduce((sum, n) => sum + n, 0);
    }
  }
  return queued;
}

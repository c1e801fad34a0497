import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { HOUR, insertBooking, insertDriver } from "./factories";
import { exec } from "./helpers";
import { runJobs } from "./money-fixture";

interface Queued {
  template: string;
  recipient: string;
  subject: string;
  body: string;
}

async function queuedFor(bookingId: string): Promise<Queued[]> {
  const { results } = await env.DB.prepare(
    "SELECT template, recipient, subject, body FROM outbox WHERE booking_id = ? AND channel = 'email' AND template LIKE '%reminder%' ORDER BY template, recipient",
  )
    .bind(bookingId)
    .all<Queued>();
  return results;
}

const remind = (now: number) => runJobs(new Date(now), ["pickup-reminders"]);

/** A confirmed booking `hoursAhead` of `now`, with a driver in the given assignment state. */
async function confirmed(now: number, hoursAhead: number, assignmentStatus = "accepted") {
  const driver = await insertDriver();
  const booking = await insertBooking({
    status: "confirmed",
    pickupAt: now + hoursAhead * HOUR,
    assignedDriverId: driver.id,
    assignmentStatus: assignmentStatus as never,
    pickupLocation: "Quincy, MA",
  });
  return { driver, booking };
}

describe("pickup reminders (the scheduled job)", () => {
  it("queues the 24-hour reminder to the customer and the chauffeur once, then the 2-hour one", async () => {
    const now = Date.UTC(2031, 2, 3, 15);
    const { driver, booking } = await confirmed(now, 20);

    const first = await remind(now);
    expect(first.jobs).toEqual([{ job: "pickup-reminders", ok: true, did: expect.any(Object) }]);
    const day = await queuedFor(booking.id);
    expect(day.map((m) => `${m.template} → ${m.recipient}`)).toEqual([
      `driver-reminder-24h → ${driver.email}`,
      `reminder-24h → ${booking.email}`,
    ]);
    const customer = day.find((m) => m.template === "reminder-24h");
    expect(customer?.subject).toBe(`Reminder: your ride ${booking.reference} on Tue, Mar 4, 6:00 AM ET`);
    expect(customer?.body).toContain(`Your chauffeur is ${driver.firstName}.`);
    expect(customer?.body).toContain("waits up to 15 minutes after the pickup time free of charge");
    expect(day.find((m) => m.template === "driver-reminder-24h")?.body).toContain("Pickup: Quincy, MA");

    // Again, and twice at once: nothing more.
    await Promise.all([remind(now + 60_000), remind(now + 60_000)]);
    expect(await queuedFor(booking.id)).toHaveLength(2);

    // Under 2 hours before pickup: the 2-hour reminders, once.
    await remind(now + 18.5 * HOUR);
    await remind(now + 19 * HOUR);
    const templates = (await queuedFor(booking.id)).map((m) => m.template);
    expect(templates).toEqual(["driver-reminder-24h", "driver-reminder-2h", "reminder-24h", "reminder-2h"]);
    // On the day, the customer gets a text message too, once.
    const texts = await env.DB.prepare(
      "SELECT template, recipient FROM outbox WHERE booking_id = ? AND channel = 'sms'",
    )
      .bind(booking.id)
      .all();
    expect(texts.results).toEqual([{ template: "reminder-2h-sms", recipient: "+16175550100" }]);
  });

  it("reminds a moved pickup again, and skips the day-ahead reminder of a ride booked for the next 2 hours", async () => {
    const now = Date.UTC(2031, 3, 8, 14);
    const { booking } = await confirmed(now, 10);
    await remind(now);
    await exec([`update bookings set pickup_at = ${now + 12 * HOUR} where id = '${booking.id}'`]);
    await remind(now);
    expect((await queuedFor(booking.id)).filter((m) => m.template === "reminder-24h")).toHaveLength(2);

    const soon = await confirmed(now, 1.5);
    await remind(now);
    expect((await queuedFor(soon.booking.id)).map((m) => m.template)).toEqual([
      "driver-reminder-2h",
      "reminder-2h",
    ]);
  });

  it("does not remind pending or cancelled bookings, rides further away, or a chauffeur who declined", async () => {
    const now = Date.UTC(2031, 4, 12, 13);
    const pending = await insertBooking({ status: "pending", pickupAt: now + 5 * HOUR });
    const cancelled = await insertBooking({ status: "cancelled", pickupAt: now + 5 * HOUR });
    const far = await confirmed(now, 30);
    const declined = await confirmed(now, 5, "rejected");
    const unanswered = await confirmed(now, 6, "assigned");
    await remind(now);
    expect(await queuedFor(pending.id)).toEqual([]);
    expect(await queuedFor(cancelled.id)).toEqual([]);
    expect(await queuedFor(far.booking.id)).toEqual([]);
    const toDeclined = await queuedFor(declined.booking.id);
    expect(toDeclined.map((m) => m.template)).toEqual(["reminder-24h"]);
    expect(toDeclined[0]?.body).toContain(
      "We will tell you your chauffeur's name as soon as one is assigned.",
    );
    const toUnanswered = await queuedFor(unanswered.booking.id);
    // Assigned and not yet answered: named to the customer, as the assignment message already did.
    expect(toUnanswered.find((m) => m.template === "reminder-24h")?.body).toContain(
      `Your chauffeur is ${unanswered.driver.firstName}.`,
    );
    expect(toUnanswered.find((m) => m.template === "driver-reminder-24h")?.body).toContain(
      "please accept or reject it",
    );
  });
});

import { env } from "cloudflare:test";
import { CONFIRM_EARLY_STEP, OpenAlerts } from "@chauffeur/contract";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../src/env";
import { signedInDriver } from "./driver-fixture";
import { adminApi, detailOf, HOUR, insertBooking, insertDriver } from "./factories";
import { api, exec, postJson } from "./helpers";
import { runJobs } from "./money-fixture";

const MIN = 60_000;
const DISPATCH = loadConfig(env).SITE_EMAIL;
const watch = (now: number) => runJobs(new Date(now), ["dispatch-exceptions"]);

/** The open alerts of one booking (or quote request, by its key), as GET /api/admin/alerts lists them. */
async function openAlerts(bookingId: string) {
  const res = await adminApi("/api/admin/alerts");
  expect(res.status).toBe(200);
  return OpenAlerts.parse(await res.json()).items.filter((a) => a.bookingId === bookingId);
}

/** The messages to dispatch about a booking. */
async function toDispatch(bookingId: string) {
  const { results } = await env.DB.prepare(
    "SELECT template, subject, body FROM outbox WHERE booking_id = ? AND recipient = ?",
  )
    .bind(bookingId, DISPATCH)
    .all<{ template: string; subject: string; body: string }>();
  return results;
}

/** A confirmed ride `hoursAhead` of `now` (no chauffeur unless given). */
const ride = (now: number, hoursAhead: number, more: Parameters<typeof insertBooking>[0] = {}) =>
  insertBooking({
    status: "confirmed",
    pickupAt: now + hoursAhead * HOUR,
    pickupLocation: "Quincy, MA",
    ...more,
  });

describe("dispatch's exceptions, raised by the jobs and cleared when solved", () => {
  it("POST /api/admin/jobs/run takes an empty POST (no body, no content type) and runs every job", async () => {
    const res = await adminApi("/api/admin/jobs/run", { method: "POST" });
    expect(res.status).toBe(200);
    const jobs = ((await res.json()) as { jobs: { job: string }[] }).jobs.map((j) => j.job);
    expect(jobs).toEqual(expect.arrayContaining(["dispatch-exceptions", "quote-expiry"]));
    const typed = await adminApi("/api/admin/jobs/run", {
      method: "POST",
      headers: { "content-type": "application/json" },
    });
    expect(typed.status).toBe(200);
  });

  it("unassigned: a confirmed ride with no chauffeur within 12 hours, raised once with one message, gone once assigned", async () => {
    const now = Date.UTC(2031, 5, 2, 12);
    const far = await ride(now, 13);
    const near = await ride(now, 11);
    await watch(now);
    await watch(now + MIN);
    expect(await openAlerts(far.id)).toEqual([]);
    const [alert] = await openAlerts(near.id);
    expect(alert).toMatchObject({ kind: "unassigned", reference: near.reference });
    expect(alert?.detail).toContain("has no chauffeur");
    const mail = await toDispatch(near.id);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toBe(`No chauffeur on ${near.reference}`);
    expect(mail[0]?.body).toContain(`/admin?booking=${near.id}`);
    // Assigned through the console: the exception leaves at once.
    const driver = await insertDriver();
    const assigned = await adminApi(`/api/admin/bookings/${near.id}/assign-driver?driver_id=${driver.id}`, {
      method: "POST",
    });
    expect(assigned.status, await assigned.clone().text()).toBe(200);
    expect((await openAlerts(near.id)).filter((a) => a.kind === "unassigned")).toEqual([]);
  });

  it("unaccepted: offered over an hour ago, or within 6 hours of pickup; gone once accepted", async () => {
    const now = Date.UTC(2031, 5, 3, 12);
    const { driver, headers } = await signedInDriver();
    const offered = (hours: number) =>
      ride(now, hours, { assignedDriverId: driver.id, assignmentStatus: "assigned" });
    const soon = await offered(5);
    const later = await offered(30);
    const waiting = await offered(30);
    const at = (id: string, when: number) =>
      exec([
        `insert into booking_events (booking_id, actor_type, field, from_value, to_value, created_at) values ('${id}', 'admin', 'assignment', 'unassigned', 'assigned', '${new Date(when).toISOString()}')`,
      ]);
    await at(soon.id, now - 5 * MIN);
    await at(later.id, now - 2 * HOUR);
    await at(waiting.id, now - 10 * MIN);
    await watch(now);
    expect((await openAlerts(soon.id)).map((a) => a.kind)).toEqual(["unaccepted"]);
    expect((await openAlerts(later.id)).map((a) => a.kind)).toEqual(["unaccepted"]);
    expect(await openAlerts(waiting.id)).toEqual([]);
    const accepted = await api(`/api/drivers/${driver.id}/bookings/${later.id}/respond?accept=true`, {
      method: "POST",
      headers,
    });
    expect(accepted.status).toBe(200);
    expect(await openAlerts(later.id)).toEqual([]);
  });

  it("payment: action_required or failed is raised; gone once the payment is sorted", async () => {
    const now = Date.UTC(2031, 5, 4, 12);
    const booking = await ride(now, 48);
    const at = new Date(now).toISOString();
    await exec([
      `insert into booking_payments (booking_id, provider, state, fare_cents, action_kind, action_cents, consent_at, created_at, updated_at) values ('${booking.id}', 'sandbox', 'action_required', 16500, 'hold', 16500, '${at}', '${at}', '${at}')`,
    ]);
    await watch(now);
    const [alert] = await openAlerts(booking.id);
    expect(alert).toMatchObject({ kind: "payment" });
    expect(alert?.detail).toContain("$165.00");
    await exec([`update booking_payments set state = 'held' where booking_id = '${booking.id}'`]);
    await watch(now + MIN);
    expect(await openAlerts(booking.id)).toEqual([]);
  });

  it("not_en_route: 30 minutes before pickup in town, 45 at an airport; gone once on the way", async () => {
    const now = Date.UTC(2031, 5, 5, 12);
    const { driver, headers } = await signedInDriver();
    const accepted = (minutes: number, pickupLocation: string) =>
      insertBooking({
        status: "confirmed",
        pickupAt: now + minutes * MIN,
        pickupLocation,
        assignedDriverId: driver.id,
        assignmentStatus: "accepted",
      });
    const town = await accepted(35, "Quincy, MA");
    const airport = await accepted(40, "Boston Logan International Airport (BOS), Boston, MA");
    await watch(now);
    expect(await openAlerts(town.id)).toEqual([]);
    expect((await openAlerts(airport.id)).map((a) => a.kind)).toEqual(["not_en_route"]);
    await watch(now + 6 * MIN);
    expect((await openAlerts(town.id)).map((a) => a.kind)).toEqual(["not_en_route"]);
    // On the way (the ride is near now, so "on my way" opens): cleared at once.
    await exec([`update bookings set pickup_at = ${Date.now() + 20 * MIN} where id = '${town.id}'`]);
    const step = await postJson(
      `/api/drivers/${driver.id}/bookings/${town.id}/progress`,
      { stage: "en_route" },
      headers,
    );
    expect(step.status, await step.clone().text()).toBe(200);
    expect(await openAlerts(town.id)).toEqual([]);
  });

  it("flight: a flagged flight stays while the ride is live and goes when it is cancelled", async () => {
    const now = Date.UTC(2031, 5, 6, 12);
    const booking = await ride(now, 20, { flightNumber: "BA 213" });
    await exec([
      `insert into alerts (kind, booking_id, raised_at, detail, dedupe_key) values ('flight', '${booking.id}', '${new Date(now).toISOString()}', 'flight BA 213 is cancelled', 'flight:${booking.id}')`,
    ]);
    await watch(now);
    expect((await openAlerts(booking.id)).map((a) => a.kind)).toEqual(["flight"]);
    await exec([`update bookings set status = 'cancelled' where id = '${booking.id}'`]);
    await watch(now + MIN);
    expect(await openAlerts(booking.id)).toEqual([]);
  });

  it("quote_unanswered: a request new for 2 hours; gone once quoted", async () => {
    const created = await postJson("/api/quote-requests", {
      name: "Ada Lovelace",
      email: "ada-quote@example.com",
      phone: "(617) 555-0123",
      pickupLocation: "Quincy, MA",
      destination: "Mohegan Sun, CT",
      date: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
      passengers: 3,
    });
    const { id } = (await created.json()) as { id: string };
    const key = `quote_unanswered:${id}`;
    const open = () =>
      env.DB.prepare("SELECT detail FROM alerts WHERE dedupe_key = ? AND resolved_at IS NULL")
        .bind(key)
        .all();
    await watch(Date.now() + 90 * MIN);
    expect((await open()).results).toEqual([]);
    await watch(Date.now() + 2 * HOUR + MIN);
    expect((await open()).results).toEqual([
      { detail: expect.stringContaining("Ada Lovelace's quote request") },
    ]);
    const quoted = await adminApi(`/api/admin/quote-requests/${id}/quote`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        amountCents: 50_000,
        vehicleType: "suv",
        validUntil: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      }),
    });
    expect(quoted.status).toBe(200);
    expect((await open()).results).toEqual([]);
  });
});

describe("chauffeur steps that follow the clock", () => {
  /** An accepted ride on its way, its pickup `minutesAhead` from now. */
  async function onTheWay(minutesAhead: number) {
    const { driver, headers } = await signedInDriver();
    const booking = await insertBooking({
      status: "confirmed",
      pickupAt: Date.now() + minutesAhead * MIN,
      assignedDriverId: driver.id,
      assignmentStatus: "in_progress",
      rideStage: "en_route",
      rideStageAt: new Date().toISOString(),
    });
    const step = (stage: string, confirmEarly?: boolean) =>
      postJson(
        `/api/drivers/${driver.id}/bookings/${booking.id}/progress`,
        { stage, ...(confirmEarly ? { confirmEarly } : {}) },
        headers,
      );
    return { booking, step };
  }

  it("an early step is asked (409 with the pickup time and a code), changes nothing, then taken once confirmed and marked early", async () => {
    const { booking, step } = await onTheWay(150);
    const asked = await step("arrived");
    expect(asked.status).toBe(409);
    const body = (await asked.json()) as { detail: string; code: string };
    expect(body.code).toBe(CONFIRM_EARLY_STEP);
    expect(body.detail).toMatch(
      /^The pickup is at .+ ET, more than 60 minutes from now\. Do you want to mark yourself arrived now\?$/,
    );
    expect(
      await env.DB.prepare("SELECT ride_stage FROM bookings WHERE id = ?").bind(booking.id).first(),
    ).toMatchObject({
      ride_stage: "en_route",
    });
    expect((await step("arrived", true)).status).toBe(200);
    const event = await env.DB.prepare(
      "SELECT note FROM booking_events WHERE booking_id = ? AND field = 'ride' ORDER BY id DESC LIMIT 1",
    )
      .bind(booking.id)
      .first<{ note: string }>();
    expect(event?.note).toMatch(/^Early: 1(49|50) min before the .+ pickup, confirmed by the chauffeur$/);
  });

  it("a ride completed before its pickup time raises early_completion to dispatch, until someone marks it checked", async () => {
    const { booking, step } = await onTheWay(45);
    expect((await step("arrived")).status).toBe(200);
    expect((await step("on_board")).status).toBe(200);
    expect((await step("completed")).status).toBe(200);
    const [alert] = await openAlerts(booking.id);
    expect(alert).toMatchObject({ kind: "early_completion", reference: booking.reference });
    expect(alert?.detail).toContain("before its");
    expect((await toDispatch(booking.id)).map((m) => m.subject)).toEqual([
      `Ride completed early on ${booking.reference}`,
    ]);
    const checked = await adminApi(`/api/admin/alerts/${alert?.id}/resolve`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ note: "Customer was ready early" }),
    });
    expect(checked.status).toBe(200);
    expect(await openAlerts(booking.id)).toEqual([]);
    const again = await adminApi(`/api/admin/alerts/${alert?.id}/resolve`, { method: "POST" });
    expect(again.status).toBe(409);
    expect(await detailOf(again)).toMatch(/already resolved/);
    expect((await adminApi("/api/admin/alerts/999999999/resolve", { method: "POST" })).status).toBe(404);
  });
});

describe("the 2-hour reminder of a ride that needs attention", () => {
  it("waits while no chauffeur holds the ride or its payment needs the customer, and goes once resolved", async () => {
    const now = Date.UTC(2031, 5, 9, 12);
    const { driver } = await signedInDriver();
    const unassigned = await ride(now, 1.5);
    const unpaid = await ride(now, 1.5, { assignedDriverId: driver.id, assignmentStatus: "accepted" });
    const at = new Date(now).toISOString();
    await exec([
      `insert into booking_payments (booking_id, provider, state, fare_cents, action_kind, action_cents, consent_at, created_at, updated_at) values ('${unpaid.id}', 'sandbox', 'action_required', 16500, 'hold', 16500, '${at}', '${at}', '${at}')`,
    ]);
    const reminded = async (id: string) =>
      (
        await env.DB.prepare(
          "SELECT template FROM outbox WHERE booking_id = ? AND template LIKE 'reminder-2h%'",
        )
          .bind(id)
          .all<{ template: string }>()
      ).results.map((r) => r.template);
    await runJobs(new Date(now), ["pickup-reminders"]);
    expect(await reminded(unassigned.id)).toEqual([]);
    expect(await reminded(unpaid.id)).toEqual([]);
    await exec([`update booking_payments set state = 'held' where booking_id = '${unpaid.id}'`]);
    await runJobs(new Date(now + 5 * MIN), ["pickup-reminders"]);
    expect((await reminded(unpaid.id)).sort()).toEqual(["reminder-2h", "reminder-2h-sms"]);
  });
});

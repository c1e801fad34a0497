import { POSITION_FRESH_MS, TrackView } from "@chauffeur/contract";
import { driverPositions, outbox } from "@chauffeur/db";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signToken } from "../src/services/auth/tokens";
import { signTrackToken } from "../src/services/tracking/track-token";
import { assignedBooking, progress, signedInDriver } from "./driver-fixture";
import { adminApi, db, detailOf, HOUR, insertBooking, jwtSecret } from "./factories";
import { api, postJson } from "./helpers";

const CAR = { carMake: "Cadillac", carModel: "Escalade", carColour: "Black", carPlate: "4ABC 123" };
const track = (token: string) => api(`/api/track/${token}`);
const view = async (token: string) => {
  const res = await track(token);
  expect(res.status).toBe(200);
  return TrackView.parse(await res.json());
};
const share = (driverId: string, headers: Record<string, string>, body: unknown) =>
  postJson(`/api/drivers/${driverId}/position`, body, headers);
const BOSTON = { lat: 42.3601, lon: -71.0589, accuracy: 12 };

/** The customer's messages of a booking, oldest first, with the tracking token each carries. */
async function customerMessages(bookingId: string) {
  const rows = await db
    .select()
    .from(outbox)
    .where(and(eq(outbox.bookingId, bookingId), eq(outbox.recipient, "grace@example.com")))
    .orderBy(outbox.createdAt);
  return rows.map((r) => ({ ...r, token: /\/track\/([\w.-]+)/.exec(r.body)?.[1] ?? null }));
}

/** An accepted ride an hour away, its driver signed in and driving a black Escalade. */
async function acceptedRide() {
  const signedIn = await signedInDriver(CAR);
  const booking = await assignedBooking(signedIn.driver.id, {
    assignmentStatus: "accepted",
    pickupAt: Date.now() + HOUR,
  });
  const step = async (stage: string) => {
    const res = await progress(signedIn.driver.id, booking.id, signedIn.headers, stage);
    expect(res.status, stage).toBe(200);
  };
  return { ...signedIn, booking, step, token: await signTrackToken(booking, jwtSecret()) };
}

describe("the tracking link", () => {
  it("comes with the assignment: the chauffeur's first name and car, no position before they set off", async () => {
    const { driver } = await signedInDriver(CAR);
    const booking = await insertBooking({ status: "confirmed", pickupAt: Date.now() + 30 * HOUR });
    const res = await adminApi(`/api/admin/bookings/${booking.id}/assign-driver?driver_id=${driver.id}`, {
      method: "POST",
    });
    expect(res.status).toBe(200);
    const [message] = await customerMessages(booking.id);
    expect(message?.template).toBe("driver-assigned");
    expect(message?.body).toContain(
      "Dana will be your chauffeur in a black Cadillac Escalade, plate 4ABC 123",
    );
    expect(message?.token).toBeTruthy();
    const seen = await view(message?.token ?? "");
    expect(seen).toMatchObject({
      reference: booking.reference,
      status: "confirmed",
      rideStage: null,
      pickupLocation: "Logan International Airport",
      chauffeur: {
        firstName: "Dana",
        vehicle: { make: "Cadillac", model: "Escalade", colour: "Black", plate: "4ABC 123" },
      },
      position: null,
      waiting: null,
    });
  });

  it("is refused when altered, signed for something else, expired, or for a booking that is gone", async () => {
    const booking = await insertBooking({ status: "confirmed" });
    const token = await signTrackToken(booking, jwtSecret());
    const [head, body, signature = ""] = token.split(".");
    const flipped = `${head}.${body}.${signature.slice(0, -2)}${signature.endsWith("AA") ? "BB" : "AA"}`;
    for (const bad of [
      flipped,
      "not-a-token",
      (await signToken({ role: "customer", sub: booking.id }, jwtSecret())).token,
    ]) {
      const res = await track(bad);
      expect(res.status, bad).toBe(404);
      expect(await detailOf(res)).toBe("This tracking link is not valid.");
    }
    const longAgo = Date.now() - 3 * 24 * HOUR;
    const expired = await signTrackToken({ id: booking.id, pickupAt: longAgo }, jwtSecret(), longAgo);
    const res = await track(expired);
    expect(res.status).toBe(401);
    expect(await detailOf(res)).toBe("This tracking link has expired: the ride is over.");
    const gone = await signTrackToken({ id: crypto.randomUUID(), pickupAt: Date.now() }, jwtSecret());
    expect((await track(gone)).status).toBe(404);
  });

  it("shows the chauffeur's shared position on the way and while waiting, then no more once on board", async () => {
    const { driver, headers, booking, step, token } = await acceptedRide();
    // Accepted, not yet on the way: nothing to share.
    const early = await share(driver.id, headers, BOSTON);
    expect(early.status).toBe(409);
    expect(await detailOf(early)).toContain("only while you are on your way to a pickup or waiting at it");

    await step("en_route");
    const shared = await share(driver.id, headers, BOSTON);
    expect(shared.status).toBe(200);
    expect(await shared.json()).toMatchObject({ reference: booking.reference });
    expect((await view(token)).position).toMatchObject({ lat: 42.3601, lon: -71.0589, accuracy: 12 });

    await share(driver.id, headers, { lat: 42.37, lon: -71.02, accuracy: 8 });
    await step("arrived");
    const waiting = await view(token);
    expect(waiting.rideStage).toBe("arrived");
    expect(waiting.position).toMatchObject({ lat: 42.37, lon: -71.02 });
    // Logan: an hour free, counted from the pickup time (the chauffeur arrived before it).
    expect(waiting.waiting).toEqual({ freeMinutes: 60, startedAt: booking.pickupAt });

    await step("on_board");
    expect((await share(driver.id, headers, BOSTON)).status).toBe(409);
    expect((await view(token)).position).toBeNull();
  });

  it("does not show a position older than two minutes", async () => {
    const { driver, headers, step, token } = await acceptedRide();
    await step("en_route");
    expect((await share(driver.id, headers, BOSTON)).status).toBe(200);
    await db
      .update(driverPositions)
      .set({ recordedAt: new Date(Date.now() - POSITION_FRESH_MS - 5_000).toISOString() })
      .where(eq(driverPositions.driverId, driver.id));
    expect((await view(token)).position).toBeNull();
  });

  it("takes positions only from the ride's own driver, with coordinates on Earth", async () => {
    const { driver, headers, step } = await acceptedRide();
    await step("en_route");
    const other = await signedInDriver();
    expect((await share(driver.id, other.headers, BOSTON)).status).toBe(403);
    expect((await share(driver.id, {}, BOSTON)).status).toBe(401);
    for (const bad of [{ ...BOSTON, lat: 91 }, { ...BOSTON, lon: "east" }, { lat: 1 }]) {
      const res = await share(driver.id, headers, bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
    // Nothing was stored by the refused requests.
    expect(await db.select().from(driverPositions).where(eq(driverPositions.driverId, driver.id))).toEqual(
      [],
    );
  });

  it("is sent with each step the customer should know of: on the way, arrived, complete", async () => {
    const { booking, step, driver, headers } = await acceptedRide();
    for (const stage of ["en_route", "arrived", "on_board", "completed"]) await step(stage);
    const messages = (await customerMessages(booking.id)).filter((m) => m.template.startsWith("ride-"));
    expect(messages.map((m) => m.template)).toEqual(["ride-en-route", "ride-arrived", "ride-completed"]);
    expect(messages[0]?.body).toContain(
      "Dana is on the way to Logan International Airport in a black Cadillac Escalade",
    );
    expect(messages[1]?.body).toContain("waits up to 60 minutes");
    for (const m of messages) expect((await track(m.token ?? "")).status).toBe(200);
    // A repeated step changes nothing and queues nothing.
    expect((await progress(driver.id, booking.id, headers, "completed")).status).toBe(409);
    expect((await customerMessages(booking.id)).filter((m) => m.template === "ride-completed")).toHaveLength(
      1,
    );
  });
});

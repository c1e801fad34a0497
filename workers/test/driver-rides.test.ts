import { BookingDetails } from "@chauffeur/contract";
import { describe, expect, it } from "vitest";
import { signToken } from "../src/services/auth/tokens";
import { assignedBooking, respond, rideAfter, rideList, ridesOf, signedInDriver } from "./driver-fixture";
import { adminApi, bearer, detailOf, HOUR, insertBooking, jwtSecret } from "./factories";
import { exec } from "./helpers";

const b64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");
const details = async (id: string) =>
  BookingDetails.parse(await (await adminApi(`/api/admin/bookings/${id}`)).json());

/** Every kind of token that must answer 401: none, garbage, expired, altered, alg none, another secret. */
async function badTokens(driverId: string): Promise<Record<string, string>[]> {
  const secret = jwtSecret();
  const { token } = await signToken({ role: "driver", sub: driverId }, secret);
  const expired = await signToken({ role: "driver", sub: driverId }, secret, Date.now() - 13 * HOUR);
  const [header, payload, signature] = token.split(".");
  const claims = JSON.parse(atob((payload ?? "").replace(/-/g, "+").replace(/_/g, "/")));
  const foreign = await signToken({ role: "driver", sub: driverId }, "another-secret-another-secret-another");
  return [
    {},
    { authorization: "Bearer not-a-token" },
    { authorization: `Basic ${token}` },
    { authorization: `Bearer ${expired.token}` },
    { authorization: `Bearer ${header}.${b64url({ ...claims, exp: claims.exp + 86_400 })}.${signature}` },
    { authorization: `Bearer ${b64url({ alg: "none", typ: "JWT" })}.${payload}.` },
    { authorization: `Bearer ${foreign.token}` },
  ];
}

describe("GET /api/drivers/{id}/bookings", () => {
  it("lists the driver's rides in SPEC.md's shape, by pickup time, without cancelled or others' rides", async () => {
    const { driver, headers } = await signedInDriver();
    const other = await signedInDriver();
    const later = await assignedBooking(driver.id, {
      pickupAt: Date.now() + 72 * HOUR,
      flightNumber: "BA 213",
      childSeats: 2,
      passengerCount: 3,
      specialRequests: "Meet at arrivals",
    });
    const sooner = await assignedBooking(driver.id, {
      assignmentStatus: "rejected",
      assignmentNotes: "Off that day",
    });
    await assignedBooking(driver.id, { status: "cancelled" });
    await assignedBooking(other.driver.id);
    await insertBooking();

    const rides = await rideList(driver.id, headers);
    expect(rides.map((r) => r.booking.id)).toEqual([sooner.id, later.id]);
    expect(rides[0]?.assignment).toEqual({ status: "rejected", notes: "Off that day", respondedAt: null });
    expect(rides[1]?.booking).toMatchObject({
      customerInfo: {
        firstName: "Grace",
        lastName: "Hopper",
        email: "grace@example.com",
        phone: "+16175550100",
      },
      flightNumber: "BA 213",
      childSeats: 2,
      passengerCount: 3,
      specialRequests: "Meet at arrivals",
      scheduledDate: later.scheduledDate,
      scheduledTime: later.scheduledTime,
      pickupAt: later.pickupAt,
      assignmentStatus: "assigned",
      rideStage: null,
    });
    expect(await rideList(other.driver.id, other.headers)).toHaveLength(1);
  });

  it("gives each ride the chauffeur's payout: their share of the vehicle fare and of the waiting it added", async () => {
    const { driver, headers } = await signedInDriver();
    const ride = await assignedBooking(driver.id, { vehiclePrice: 150, childSeats: 1 });
    const payoutOf = async () => (await rideList(driver.id, headers))[0]?.booking.payout;
    expect(await payoutOf()).toEqual({ cents: 10500, percent: 70, vehicleFareCents: 15000, extrasCents: 0 });
    await exec([
      `INSERT INTO payment_lines (booking_id, kind, code, description, amount_cents, created_at) VALUES
        ('${ride.id}', 'fare', 'service_fee', 'Service fee', 1500, '2030-01-01T00:00:00Z'),
        ('${ride.id}', 'extra', 'waiting_time', 'Waiting time (20 min beyond 60 free)', 3000, '2030-01-01T00:00:00Z')`,
    ]);
    expect(await payoutOf()).toEqual({
      cents: 12600,
      percent: 70,
      vehicleFareCents: 15000,
      extrasCents: 3000,
    });
  });

  it("counts a ride's stops on the way as the car's fare in the payout", async () => {
    const { driver, headers } = await signedInDriver();
    await assignedBooking(driver.id, {
      vehiclePrice: 150,
      stopPrice: 50,
      stops: ["Boston, MA", "Cambridge, MA"],
    });
    const [ride] = await rideList(driver.id, headers);
    expect(ride?.booking.stops).toEqual(["Boston, MA", "Cambridge, MA"]);
    expect(ride?.booking.payout).toEqual({
      cents: 14000,
      percent: 70,
      vehicleFareCents: 20000,
      extrasCents: 0,
    });
  });

  it("answers 401 to a missing, garbage, expired, altered, alg none or foreign token", async () => {
    const { driver, headers } = await signedInDriver();
    for (const bad of await badTokens(driver.id)) {
      const res = await ridesOf(driver.id, bad);
      expect(res.status, JSON.stringify(bad)).toBe(401);
      expect(await detailOf(res)).toBeTruthy();
    }
    expect((await ridesOf(driver.id, headers)).status).toBe(200);
  });

  it("answers 403 for another driver's rides and for an admin token", async () => {
    const { driver } = await signedInDriver();
    const other = await signedInDriver();
    await assignedBooking(driver.id);
    expect((await ridesOf(driver.id, other.headers)).status).toBe(403);
    expect((await ridesOf(driver.id, await bearer("admin"))).status).toBe(403);
  });
});

describe("POST /api/drivers/{driverId}/bookings/{bookingId}/respond", () => {
  it("accepts an assigned ride with the note, sets respondedAt and records the driver in the history", async () => {
    const { driver, headers } = await signedInDriver();
    const booking = await assignedBooking(driver.id);
    const res = await respond(driver.id, booking.id, headers, "accept=true&notes=On%20my%20way%20early");
    expect(res.status).toBe(200);
    const body = (await res.clone().json()) as { message: string };
    expect(body.message).toBe("Booking accepted successfully!");
    const ride = await rideAfter(res);
    expect(ride.assignment.status).toBe("accepted");
    expect(ride.assignment.notes).toBe("On my way early");
    expect(Date.parse(ride.assignment.respondedAt ?? "")).toBeGreaterThan(Date.now() - 60_000);
    const history = (await details(booking.id)).history;
    expect(history.at(-1)).toMatchObject({
      actorType: "driver",
      actorId: driver.id,
      field: "assignment",
      fromValue: "assigned",
      toValue: "accepted",
      note: "On my way early",
    });
  });

  it("rejects: the ride goes back to the dispatcher as rejected, and the driver still sees it as rejected", async () => {
    const { driver, headers } = await signedInDriver();
    const booking = await assignedBooking(driver.id);
    const res = await respond(driver.id, booking.id, headers, "accept=false");
    expect(res.status).toBe(200);
    expect(((await res.json()) as { message: string }).message).toMatch(/rejected/);
    const seen = await details(booking.id);
    expect(seen).toMatchObject({
      assignmentStatus: "rejected",
      assignedDriverId: driver.id,
      assignmentNotes: null,
    });
    const rejected = await adminApi("/api/admin/bookings?assignmentStatus=rejected&pageSize=100");
    expect(JSON.stringify(await rejected.json())).toContain(booking.id);
    expect((await rideList(driver.id, headers))[0]?.assignment.status).toBe("rejected");
  });

  it("answers 409 unless the ride is assigned, and changes nothing", async () => {
    const { driver, headers } = await signedInDriver();
    for (const assignmentStatus of ["accepted", "rejected", "in_progress", "completed"] as const) {
      const booking = await assignedBooking(driver.id, { assignmentStatus });
      for (const query of ["accept=true", "accept=false&notes=x"]) {
        const res = await respond(driver.id, booking.id, headers, query);
        expect(res.status, `${assignmentStatus} ${query}`).toBe(409);
        expect(await detailOf(res)).toMatch(/only an assigned booking/);
      }
      expect((await details(booking.id)).assignmentStatus).toBe(assignmentStatus);
    }
  });

  it("answers 404 for a ride not assigned to the driver, reassigned away, cancelled or unknown", async () => {
    const { driver, headers } = await signedInDriver();
    const other = await signedInDriver();
    const others = await assignedBooking(other.driver.id);
    const cancelled = await assignedBooking(driver.id, { status: "cancelled" });
    const unassigned = await insertBooking();
    for (const id of [others.id, cancelled.id, unassigned.id, crypto.randomUUID()]) {
      const res = await respond(driver.id, id, headers);
      expect(res.status).toBe(404);
      expect(await detailOf(res)).toBeTruthy();
    }
    expect((await details(others.id)).assignmentStatus).toBe("assigned");
  });

  it("answers 401/403 before anything else, and 400 for a missing or odd accept", async () => {
    const { driver, headers } = await signedInDriver();
    const other = await signedInDriver();
    const booking = await assignedBooking(driver.id);
    for (const bad of await badTokens(driver.id)) {
      expect((await respond(driver.id, booking.id, bad)).status).toBe(401);
    }
    // Another driver cannot answer for this driver, even through their own path with this booking.
    expect((await respond(driver.id, booking.id, other.headers)).status).toBe(403);
    expect((await respond(other.driver.id, booking.id, other.headers)).status).toBe(404);
    expect((await respond(driver.id, booking.id, headers, "")).status).toBe(400);
    expect((await respond(driver.id, booking.id, headers, "accept=yes")).status).toBe(400);
    expect(
      (await respond(driver.id, booking.id, headers, `accept=true&notes=${"x".repeat(501)}`)).status,
    ).toBe(400);
    expect((await details(booking.id)).assignmentStatus).toBe("assigned");
  });

  it("a reassigned ride disappears from the first driver's list and answers 404 to them", async () => {
    const first = await signedInDriver();
    const second = await signedInDriver();
    const booking = await assignedBooking(first.driver.id);
    const reassign = await adminApi(
      `/api/admin/bookings/${booking.id}/assign-driver?driver_id=${second.driver.id}`,
      { method: "POST" },
    );
    expect(reassign.status).toBe(200);
    expect(await rideList(first.driver.id, first.headers)).toEqual([]);
    expect((await respond(first.driver.id, booking.id, first.headers)).status).toBe(404);
    expect((await rideList(second.driver.id, second.headers)).map((r) => r.booking.id)).toEqual([booking.id]);
  });

  it("a driver's accept racing the dispatcher's reassign ends in one valid state with a matching history", async () => {
    for (let round = 0; round < 5; round++) {
      const first = await signedInDriver();
      const second = await signedInDriver();
      const booking = await assignedBooking(first.driver.id);
      const [accept, reassign] = await Promise.all([
        respond(first.driver.id, booking.id, first.headers, "accept=true&notes=race"),
        adminApi(`/api/admin/bookings/${booking.id}/assign-driver?driver_id=${second.driver.id}`, {
          method: "POST",
        }),
      ]);
      const after = await details(booking.id);
      const lastAssignment = after.history.filter((e) => e.field === "assignment").at(-1);
      // Reassigning an accepted ride is allowed, so both may succeed one after the other.
      if (reassign.status === 200) {
        expect(after).toMatchObject({ assignedDriverId: second.driver.id, assignmentStatus: "assigned" });
        expect(lastAssignment).toMatchObject({ actorType: "admin", toValue: "assigned" });
        expect([200, 404, 409]).toContain(accept.status);
      } else {
        expect(reassign.status).toBe(409);
        expect(accept.status).toBe(200);
        expect(after).toMatchObject({ assignedDriverId: first.driver.id, assignmentStatus: "accepted" });
        expect(lastAssignment).toMatchObject({ actorType: "driver", toValue: "accepted" });
      }
      const accepted = after.history.filter((e) => e.toValue === "accepted");
      expect(accepted).toHaveLength(accept.status === 200 ? 1 : 0);
      expect(after.history.filter((e) => e.actorType === "admin")).toHaveLength(
        reassign.status === 200 ? 2 : 0,
      );
    }
  });
});

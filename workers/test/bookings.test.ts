import { env } from "cloudflare:test";
import { BookingReceipt } from "@chauffeur/contract";
import { beforeEach, describe, expect, it } from "vitest";
import { bookingBody, serviceDate } from "./booking-fixture";
import { api, postJson } from "./helpers";
import { loadFixturePlaces } from "./places-fixture";

beforeEach(loadFixturePlaces);

const count = async (sql: string, ...binds: unknown[]) =>
  (
    await env.DB.prepare(sql)
      .bind(...binds)
      .first<{ n: number }>()
  )?.n ?? -1;

async function detailOf(res: Response) {
  return ((await res.json()) as { detail: string }).detail;
}

describe("POST /api/bookings", () => {
  it("stores a pending, unassigned booking at the server's price with its session, history and message", async () => {
    const res = await postJson("/api/bookings", bookingBody({ estimatedPrice: 1, childSeats: 0 }));
    expect(res.status).toBe(201);
    const receipt = BookingReceipt.parse(await res.json());
    expect(receipt.reference).toMatch(/^BC-[2-9A-HJKMNP-TW-Z]{6}$/);
    expect(receipt.estimatedPrice).toBe(165);
    const row = await env.DB.prepare("SELECT * FROM bookings WHERE id = ?").bind(receipt.bookingId).first();
    expect(row).toMatchObject({
      status: "pending",
      assignment_status: "unassigned",
      first_name: "Ada",
      last_name: "Lovelace",
      email: "ada@example.com",
      vehicle_type: "sedan",
      estimated_price: 165,
      card_last4: "4242",
      payment_session_id: receipt.sessionId,
    });
    expect(
      await count(
        "SELECT count(*) n FROM booking_events WHERE booking_id = ? AND to_value = 'pending'",
        receipt.bookingId,
      ),
    ).toBe(1);
    expect(
      await count(
        "SELECT count(*) n FROM outbox WHERE booking_id = ? AND template = 'booking-received'",
        receipt.bookingId,
      ),
    ).toBe(1);
    expect(
      await count(
        "SELECT count(*) n FROM payment_sessions WHERE id = ? AND payment_status = 'paid'",
        receipt.sessionId,
      ),
    ).toBe(1);
    // The receipt and the confirmation message carry the booking's tracking link, which opens it.
    expect(receipt.trackingPath).toMatch(/^\/track\/[\w-]+\.[\w-]+\.[\w-]+$/);
    const message = await env.DB.prepare(
      "SELECT body FROM outbox WHERE booking_id = ? AND template = 'booking-received'",
    )
      .bind(receipt.bookingId)
      .first<{ body: string }>();
    expect(message?.body).toMatch(/Follow your ride .*: \S*\/track\/[\w.-]+$/m);
    const tracked = await api(`/api${receipt.trackingPath}`);
    expect(tracked.status).toBe(200);
    expect(await tracked.json()).toMatchObject({
      reference: receipt.reference,
      status: "pending",
      chauffeur: null,
    });
  });

  it("ignores a tampered price and accepts firstName/lastName, hourly and child seats", async () => {
    const res = await postJson(
      "/api/bookings",
      bookingBody({
        serviceType: "hourly",
        hours: 4,
        destination: "",
        vehicleType: "luxury-suv",
        passengerCount: 3,
        travelingWithChild: true,
        childSeats: 2,
        estimatedPrice: 0.01,
        customerInfo: {
          firstName: "Grace",
          lastName: "Hopper",
          email: "grace@example.com",
          phone: "+1 617 555 0101",
        },
      }),
    );
    expect(res.status).toBe(201);
    const receipt = BookingReceipt.parse(await res.json());
    expect(receipt.breakdown).toEqual({
      vehicle: 440,
      stops: 0,
      returnTrip: 0,
      childSeats: 90,
      serviceFee: 15,
      gratuity: 0,
      total: 545,
    });
  });

  it("refuses pickups in the past, too soon, or that do not fit the vehicle", async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ date: serviceDate(-2) }, /past/],
      [{ passengerCount: 2, travelingWithChild: true, childSeats: 1 }, /requires an SUV/],
      [{ vehicleType: "suv", passengerCount: 6, childSeats: 1 }, /does not fit/],
    ];
    for (const [override, message] of cases) {
      const res = await postJson("/api/bookings", bookingBody(override));
      expect(res.status, JSON.stringify(override)).toBe(422);
      expect(await detailOf(res)).toMatch(message);
    }
  });

  it("refuses invalid fields, hostile strings, huge and malformed bodies with a 4xx detail", async () => {
    const bad: unknown[] = [
      bookingBody({ customerInfo: { name: "Ada Lovelace", email: "not-an-email", phone: "6175550100" } }),
      bookingBody({ customerInfo: { name: "Ada Lovelace", email: "a@b.co", phone: "0123" } }),
      bookingBody({ customerInfo: { name: "Ada", email: "a@b.co", phone: "6175550100" } }),
      bookingBody({ childSeats: 5 }),
      bookingBody({ vehicleType: "bus" }),
      bookingBody({ specialRequests: "<script>".repeat(500) }),
      bookingBody({ pickupLocation: "'; DROP TABLE bookings; --".repeat(20) }),
      bookingBody({ paymentInfo: { cardLast4: "4242", paymentStatus: "authorized" } }),
      bookingBody({ paymentInfo: undefined }),
      bookingBody({ time: "25:99" }),
      '{"serviceType":',
      null,
    ];
    for (const body of bad) {
      const res = await postJson("/api/bookings", body === null ? "null" : body);
      expect(res.status, JSON.stringify(body).slice(0, 120)).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(await detailOf(res)).toBeTruthy();
    }
    const huge = await postJson("/api/bookings", bookingBody({ specialRequests: "x".repeat(100_000) }));
    expect(huge.status).toBe(413);
  });

  it("refuses an unknown token and declined cards without booking anything", async () => {
    const before = await count("SELECT count(*) n FROM bookings");
    const invalid = await postJson(
      "/api/bookings",
      bookingBody({ paymentInfo: { token: "tok_made_up", cardLast4: "1111" } }),
    );
    expect(invalid.status).toBe(400);
    const declined = await postJson(
      "/api/bookings",
      bookingBody({ paymentInfo: { token: "tok_sandbox_chargeDeclined", cardLast4: "0002" } }),
    );
    expect(declined.status).toBe(402);
    expect(await detailOf(declined)).toBe("Your card was declined.");
    const funds = await postJson(
      "/api/bookings",
      bookingBody({ paymentInfo: { token: "tok_sandbox_insufficientFunds", cardLast4: "9995" } }),
    );
    expect(funds.status).toBe(402);
    expect(await detailOf(funds)).toBe("Your card has insufficient funds.");
    expect(await count("SELECT count(*) n FROM bookings")).toBe(before);
  });
});

describe("Idempotency-Key", () => {
  it("replays the same booking for the same key and body, even when the shown price differs", async () => {
    const key = `key-${crypto.randomUUID()}`;
    const first = await postJson("/api/bookings", bookingBody(), { "idempotency-key": key });
    const again = await postJson("/api/bookings", bookingBody({ estimatedPrice: 999 }), {
      "idempotency-key": key,
    });
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(await first.json());
    expect(await count("SELECT count(*) n FROM bookings WHERE idempotency_key = ?", key)).toBe(1);
  });

  it("answers 409 when a used key comes with a different booking", async () => {
    const key = `key-${crypto.randomUUID()}`;
    expect((await postJson("/api/bookings", bookingBody(), { "idempotency-key": key })).status).toBe(201);
    const other = await postJson("/api/bookings", bookingBody({ time: "16:00" }), { "idempotency-key": key });
    expect(other.status).toBe(409);
    expect(await detailOf(other)).toMatch(/Idempotency-Key/);
  });

  it("makes one booking from concurrent requests with one key", async () => {
    const key = `key-${crypto.randomUUID()}`;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => postJson("/api/bookings", bookingBody(), { "idempotency-key": key })),
    );
    const bodies = await Promise.all(answers.map((r) => r.json()));
    expect(answers.every((r) => r.status === 201 || r.status === 200)).toBe(true);
    expect(answers.filter((r) => r.status === 201).length).toBeGreaterThanOrEqual(1);
    expect(new Set(bodies.map((b) => (b as { bookingId: string }).bookingId)).size).toBe(1);
    expect(await count("SELECT count(*) n FROM bookings WHERE idempotency_key = ?", key)).toBe(1);
  });

  it("refuses a malformed key", async () => {
    const res = await postJson("/api/bookings", bookingBody(), { "idempotency-key": "bad key!" });
    expect(res.status).toBe(400);
  });
});

import { env } from "cloudflare:test";
import { AdminStats, ContactMessagePage, QuoteRequestPage } from "@chauffeur/contract";
import { describe, expect, it } from "vitest";
import { adminApi, bearer, insertBooking, insertDriver } from "./factories";
import { api } from "./helpers";

const stats = async () => AdminStats.parse(await (await adminApi("/api/admin/stats")).json());

describe("GET /api/admin/stats", () => {
  it("counts bookings, pending, unassigned and active drivers from the database", async () => {
    const before = await stats();
    await insertBooking();
    await insertBooking({ status: "confirmed", assignmentStatus: "assigned", assignedDriverId: "x" });
    await insertBooking({ status: "cancelled" });
    await insertDriver();
    await insertDriver({ status: "inactive" });
    const after = await stats();
    expect(after.totalBookings - before.totalBookings).toBe(3);
    expect(after.pendingBookings - before.pendingBookings).toBe(1);
    expect(after.unassignedBookings - before.unassignedBookings).toBe(1);
    expect(after.activeDrivers - before.activeDrivers).toBe(1);
    expect((await api("/api/admin/stats", { headers: await bearer("driver") })).status).toBe(403);
  });
});

describe("contact messages and quote requests", () => {
  it("lists both newest first, paginated, for admins only", async () => {
    await env.DB.batch([
      env.DB.prepare(
        "insert into contact_messages (id, name, email, phone, service, message, created_at) values (?1, 'Old', 'o@example.com', '1', 'other', 'first', '2035-01-01T00:00:00.000Z'), (?2, 'New', 'n@example.com', '1', 'wedding', 'second', '2035-01-02T00:00:00.000Z')",
      ).bind(crypto.randomUUID(), crypto.randomUUID()),
      env.DB.prepare(
        "insert into quote_requests (id, service_type, pickup_location, destination, vehicle_type, base_price, created_at) values (?1, 'one-way', 'A', 'B', 'sedan', 150, '2035-01-01T00:00:00.000Z'), (?2, 'one-way', 'C', 'D', 'suv', 180, '2035-01-02T00:00:00.000Z')",
      ).bind(crypto.randomUUID(), crypto.randomUUID()),
    ]);
    const messages = ContactMessagePage.parse(
      await (await adminApi("/api/admin/contact-messages?pageSize=2")).json(),
    );
    expect(messages.items.map((m) => m.message)).toEqual(["second", "first"]);
    const quotes = QuoteRequestPage.parse(
      await (await adminApi("/api/admin/quote-requests?pageSize=1&page=2")).json(),
    );
    expect(quotes.items.map((q) => q.pickupLocation)).toEqual(["A"]);
    expect(quotes.total).toBeGreaterThanOrEqual(2);
    expect((await api("/api/admin/contact-messages")).status).toBe(401);
    expect((await adminApi("/api/admin/quote-requests?pageSize=0")).status).toBe(400);
  });
});

import { env } from "cloudflare:test";
import { AdminStats, ContactMessagePage, OutboxPage, QuoteRequestPage } from "@chauffeur/contract";
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
        "insert into quote_requests (id, name, email, phone, pickup_location, destination, date, passengers, created_at) values (?1, 'Ada', 'a@example.com', '1', 'A', 'B', '2035-02-01', 12, '2035-01-01T00:00:00.000Z'), (?2, 'Bo', 'b@example.com', '1', 'C', 'D', '2035-02-01', 30, '2035-01-02T00:00:00.000Z')",
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

describe("searching the dashboard's lists", () => {
  it("finds contact messages, quote requests and customer messages by their text, with wildcards taken literally", async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    await env.DB.batch([
      env.DB.prepare(
        "insert into contact_messages (id, name, email, phone, service, message, created_at) values (?1, 'Iris Tan', ?2, '617 555 0100', 'wedding', 'Two cars, 50% on arrival', '2035-02-01T00:00:00.000Z'), (?3, 'Other', 'other@example.com', '1', 'other', 'Nothing to see', '2035-02-01T00:00:00.000Z')",
      ).bind(crypto.randomUUID(), `iris-${tag}@example.com`, crypto.randomUUID()),
      env.DB.prepare(
        "insert into quote_requests (id, name, email, phone, pickup_location, destination, date, passengers, created_at) values (?1, 'Ada', 'a@example.com', '1', ?2, 'Logan', '2035-03-01', 12, '2035-02-01T00:00:00.000Z')",
      ).bind(crypto.randomUUID(), `Quincy ${tag}`),
      env.DB.prepare(
        "insert into outbox (id, recipient, template, subject, body, status, attempts, created_at) values (?1, ?2, 'booking-received', 'We received your booking', 'Hello', 'sent', 1, '2035-02-01T00:00:00.000Z')",
      ).bind(crypto.randomUUID(), `iris-${tag}@example.com`),
    ]);
    const list = async (path: string, search: string) =>
      (await adminApi(`${path}?search=${encodeURIComponent(search)}`)).json();

    const byEmail = ContactMessagePage.parse(await list("/api/admin/contact-messages", `IRIS-${tag}`));
    expect(byEmail.items.map((m) => m.name)).toEqual(["Iris Tan"]);
    expect(byEmail.total).toBe(1);
    const byText = ContactMessagePage.parse(await list("/api/admin/contact-messages", "50%"));
    expect(byText.items.map((m) => m.name)).toContain("Iris Tan");
    expect(byText.items.map((m) => m.name)).not.toContain("Other");
    expect(ContactMessagePage.parse(await list("/api/admin/contact-messages", "5_%")).total).toBe(0);

    const quotes = QuoteRequestPage.parse(await list("/api/admin/quote-requests", `quincy ${tag}`));
    expect(quotes.items.map((q) => q.destination)).toEqual(["Logan"]);
    const outbox = OutboxPage.parse(await list("/api/admin/outbox", tag));
    expect(outbox.items.map((m) => m.subject)).toEqual(["We received your booking"]);
    expect((await adminApi(`/api/admin/outbox?search=${"x".repeat(101)}`)).status).toBe(400);
  });
});

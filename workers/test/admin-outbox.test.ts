import { env } from "cloudflare:test";
import { OutboxPage } from "@chauffeur/contract";
import { describe, expect, it } from "vitest";
import { adminApi, insertBooking, insertDriver } from "./factories";
import { api } from "./helpers";

const approve = (id: string) => adminApi(`/api/admin/bookings/${id}/approve`, { method: "POST" });
const assign = (id: string, driverId: string) =>
  adminApi(`/api/admin/bookings/${id}/assign-driver?driver_id=${encodeURIComponent(driverId)}`, {
    method: "POST",
  });

async function messagesFor(bookingId: string) {
  const { results } = await env.DB.prepare(
    "SELECT template, recipient, subject, body, status FROM outbox WHERE booking_id = ? AND channel = 'email' ORDER BY created_at, template",
  )
    .bind(bookingId)
    .all<{ template: string; recipient: string; subject: string; body: string; status: string }>();
  return results;
}

describe("customer messages from dispatch", () => {
  it("queues one 'confirmed' message on approval and one 'your chauffeur' message per assignment", async () => {
    const b = await insertBooking();
    const [driver] = [await insertDriver()];
    expect((await approve(b.id)).status).toBe(200);
    expect((await assign(b.id, driver.id)).status).toBe(200);
    const messages = await messagesFor(b.id);
    expect(messages.map((m) => m.template)).toEqual(["booking-approved", "driver-assigned", "ride-offered"]);
    expect(messages[0]).toMatchObject({ recipient: b.email, status: "queued" });
    expect(messages[2]).toMatchObject({ recipient: driver.email, status: "queued" });
    expect(messages[0]?.subject).toContain(b.reference);
    // The free waiting time of this ride, as the booking steps stated it.
    expect(messages[0]?.body).toContain(
      "Your chauffeur waits up to 60 minutes after the pickup time free of charge at the airport; longer waiting is $1.50 a minute.",
    );
    expect(messages[1]?.body).toContain(driver.firstName);
  });

  it("tells the chauffeurs: the ride offered to one, taken from the one who held it, and cancelled", async () => {
    const b = await insertBooking({ pickupAt: Date.now() + 10 * 24 * 3_600_000 });
    const [first, second] = [await insertDriver(), await insertDriver()];
    expect((await approve(b.id)).status).toBe(200);
    expect((await assign(b.id, first.id)).status).toBe(200);
    expect((await assign(b.id, second.id)).status).toBe(200);
    const cancel = await adminApi(`/api/admin/bookings/${b.id}/cancel`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ reason: "Plans changed" }),
    });
    expect(cancel.status).toBe(200);
    const toDrivers = (await messagesFor(b.id)).filter((m) => m.template.startsWith("ride-"));
    expect(toDrivers.map((m) => `${m.template} → ${m.recipient}`).sort()).toEqual(
      [
        `ride-offered → ${first.email}`,
        `ride-offered → ${second.email}`,
        `ride-reassigned → ${first.email}`,
        `ride-cancelled → ${second.email}`,
      ].sort(),
    );
    const offered = toDrivers.find((m) => m.recipient === second.email && m.template === "ride-offered");
    expect(offered?.subject).toMatch(new RegExp(`^New ride ${b.reference} on `));
    expect(offered?.body).toContain("Please accept or reject it in your driver dashboard.");
    expect(toDrivers.find((m) => m.template === "ride-cancelled")?.body).toContain(
      "is cancelled; you are free at that time.",
    );
  });

  it("queues nothing for an approval that loses a race or is refused", async () => {
    const b = await insertBooking();
    const statuses = (await Promise.all([approve(b.id), approve(b.id), approve(b.id)])).map((r) => r.status);
    expect(statuses.sort()).toEqual([200, 409, 409]);
    expect((await approve(b.id)).status).toBe(409);
    expect((await messagesFor(b.id)).map((m) => m.template)).toEqual(["booking-approved"]);
  });

  it("lists the outbox newest first for admins only", async () => {
    const b = await insertBooking();
    await approve(b.id);
    const res = await adminApi("/api/admin/outbox?page=1&pageSize=5");
    expect(res.status).toBe(200);
    const page = OutboxPage.parse(await res.json());
    expect(page.items[0]).toMatchObject({ bookingId: b.id, template: "booking-approved", status: "queued" });
    expect(page.items.length).toBeLessThanOrEqual(5);
    expect((await api("/api/admin/outbox")).status).toBe(401);
    expect((await adminApi("/api/admin/outbox?page=0")).status).toBe(400);
  });
});

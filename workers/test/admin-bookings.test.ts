import { env } from "cloudflare:test";
import { AdminStats, BookingDetails, BookingPage } from "@chauffeur/contract";
import { describe, expect, it } from "vitest";
import {
  adminApi,
  bearer,
  bookingRow,
  detailOf,
  HOUR,
  insertBooking,
  insertBookings,
  insertDriver,
} from "./factories";
import { api } from "./helpers";

const approve = (id: string) => adminApi(`/api/admin/bookings/${id}/approve`, { method: "POST" });
const assign = (id: string, driverId: string) =>
  adminApi(`/api/admin/bookings/${id}/assign-driver?driver_id=${encodeURIComponent(driverId)}`, {
    method: "POST",
  });
const details = async (id: string) =>
  BookingDetails.parse(await (await adminApi(`/api/admin/bookings/${id}`)).json());

describe("GET /api/admin/bookings", () => {
  it("pages newest first and searches reference, name and e-mail across thousands of rows", async () => {
    const tag = crypto.randomUUID().slice(0, 6);
    const base = Date.UTC(2029, 0, 1);
    const rows = Array.from({ length: 3000 }, (_, i) =>
      bookingRow({
        reference: `BC-${tag}-${String(i).padStart(4, "0")}`,
        email: i === 1234 ? `needle-${tag}@example.com` : `bulk-${tag}-${i}@example.com`,
        lastName: i === 2345 ? `Zephyr${tag}` : "Bulk",
        status: i % 3 === 0 ? "confirmed" : "pending",
        createdAt: new Date(base + i * 1000).toISOString(),
      }),
    );
    await insertBookings(rows);

    const page = BookingPage.parse(
      await (await adminApi(`/api/admin/bookings?search=${tag}&page=2&pageSize=50`)).json(),
    );
    expect(page.total).toBe(3000);
    expect(page.items.map((b) => b.reference)).toEqual(
      Array.from({ length: 50 }, (_, i) => `BC-${tag}-${String(2949 - i).padStart(4, "0")}`),
    );
    const last = BookingPage.parse(
      await (await adminApi(`/api/admin/bookings?search=${tag}&page=60&pageSize=50`)).json(),
    );
    expect(last.items.at(-1)?.reference).toBe(`BC-${tag}-0000`);

    const byEmail = BookingPage.parse(
      await (await adminApi(`/api/admin/bookings?search=needle-${tag}`)).json(),
    );
    expect(byEmail.items.map((b) => b.reference)).toEqual([`BC-${tag}-1234`]);
    expect(byEmail.items[0]?.customerInfo.email).toBe(`needle-${tag}@example.com`);
    const byName = BookingPage.parse(
      await (await adminApi(`/api/admin/bookings?search=grace zephyr${tag}`)).json(),
    );
    expect(byName.items.map((b) => b.reference)).toEqual([`BC-${tag}-2345`]);
    const confirmed = BookingPage.parse(
      await (await adminApi(`/api/admin/bookings?search=${tag}&status=confirmed&pageSize=5`)).json(),
    );
    expect(confirmed.total).toBe(1000);
    expect(confirmed.items.every((b) => b.status === "confirmed")).toBe(true);
  });

  it("finds any three characters of a reference, e-mail or name through the index, keeps it current, and reads search text as text", async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    const search = async (text: string) =>
      BookingPage.parse(
        await (await adminApi(`/api/admin/bookings?search=${encodeURIComponent(text)}`)).json(),
      ).items.map((b) => b.reference);
    const a = await insertBooking({
      reference: `BC-${tag}A`,
      firstName: "Grace",
      lastName: `Hopper${tag}`,
      email: `grace.${tag}@navy.example`,
    });
    const b = await insertBooking({
      reference: `BC-${tag}B`,
      firstName: "Ada",
      lastName: `O"Brien-${tag}`,
      email: `ada+${tag}@example.com`,
    });
    // Any part of a word, any case, across the space between the names.
    expect(await search(`opper${tag}`.toUpperCase())).toEqual([a.reference]);
    expect(await search(`grace hopper${tag}`)).toEqual([a.reference]);
    expect(await search(`${tag}a`)).toEqual([a.reference]);
    expect(await search(`.${tag}@navy`)).toEqual([a.reference]);
    // FTS5's own syntax is only text here: quotes, operators, prefixes, hyphens.
    expect(await search(`O"Brien-${tag}`)).toEqual([b.reference]);
    expect(await search(`ada+${tag}`)).toEqual([b.reference]);
    for (const odd of [`${tag} OR x`, `${tag}*`, `"${tag}`, `(${tag}`, `NEAR(${tag})`]) {
      const res = await adminApi(`/api/admin/bookings?search=${encodeURIComponent(odd)}`);
      expect(res.status, odd).toBe(200);
      expect(BookingPage.parse(await res.json()).items, odd).toEqual([]);
    }
    // Renamed (by any writer): found by the new name only.
    await env.DB.prepare("update bookings set last_name = ? where id = ?").bind(`Lovelace${tag}`, b.id).run();
    expect(await search(`lovelace${tag}`)).toEqual([b.reference]);
    expect(await search(`brien-${tag}`)).toEqual([]);
    // Shorter than a trigram: still found, by reading every booking.
    const short = await insertBooking({ reference: `BC-${tag}C`, firstName: "Qz" });
    expect(await search("qz")).toContain(short.reference);
  });

  it("counts every booking in the unfiltered list and the stats, as they are written and removed", async () => {
    const counted = async () =>
      (await env.DB.prepare("select count(*) as n from bookings").first<{ n: number }>())?.n ?? -1;
    const listed = async () =>
      BookingPage.parse(await (await adminApi("/api/admin/bookings?pageSize=1")).json()).total;
    const stats = async () =>
      AdminStats.parse(await (await adminApi("/api/admin/stats")).json()).totalBookings;
    const gone = await insertBooking();
    expect(await listed()).toBe(await counted());
    await env.DB.prepare("delete from bookings where id = ?").bind(gone.id).run();
    expect(await listed()).toBe(await counted());
    expect(await stats()).toBe(await counted());
  });

  it("answers 400 for a bad filter or page", async () => {
    expect((await adminApi("/api/admin/bookings?status=lost")).status).toBe(400);
    expect((await adminApi("/api/admin/bookings?page=0")).status).toBe(400);
    expect((await adminApi("/api/admin/bookings?pageSize=1000")).status).toBe(400);
  });

  it("needs an admin: 401 without a token, 403 for a driver", async () => {
    expect((await api("/api/admin/bookings")).status).toBe(401);
    expect((await api("/api/admin/bookings", { headers: await bearer("driver") })).status).toBe(403);
  });
});

describe("GET /api/admin/bookings/{id}", () => {
  it("answers SPEC's booking shape with its history, and 404 for an unknown id", async () => {
    const b = await insertBooking({ flightNumber: "BA213" });
    expect((await approve(b.id)).status).toBe(200);
    const d = await details(b.id);
    expect(d).toMatchObject({ id: b.id, reference: b.reference, status: "confirmed", flightNumber: "BA213" });
    expect(d.customerInfo).toEqual({
      firstName: "Grace",
      lastName: "Hopper",
      email: b.email,
      phone: b.phone,
    });
    expect(d.history).toMatchObject([
      { actorType: "admin", field: "status", fromValue: "pending", toValue: "confirmed" },
    ]);
    expect((await adminApi("/api/admin/bookings/nope")).status).toBe(404);
  });
});

describe("POST /api/admin/bookings/{id}/approve", () => {
  it("confirms a pending booking once; 409 after, 404 unknown, 401/403 without an admin", async () => {
    const b = await insertBooking();
    const res = await approve(b.id);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      message: "Booking approved successfully!",
      booking: { status: "confirmed" },
    });
    expect((await approve(b.id)).status).toBe(409);
    expect((await approve("missing")).status).toBe(404);
    const other = await insertBooking();
    expect((await api(`/api/admin/bookings/${other.id}/approve`, { method: "POST" })).status).toBe(401);
    const asDriver = await api(`/api/admin/bookings/${other.id}/approve`, {
      method: "POST",
      headers: await bearer("driver"),
    });
    expect(asDriver.status).toBe(403);
    expect((await details(other.id)).status).toBe("pending");
  });

  it("two concurrent approvals: one 200, one 409, one history row", async () => {
    const b = await insertBooking();
    const statuses = (await Promise.all([approve(b.id), approve(b.id), approve(b.id)]))
      .map((r) => r.status)
      .sort();
    expect(statuses).toEqual([200, 409, 409]);
    expect((await details(b.id)).history).toHaveLength(1);
  });
});

describe("POST /api/admin/bookings/{id}/assign-driver", () => {
  it("assigns, then reassigns (clearing the driver's answer), recording both", async () => {
    const [d1, d2] = [await insertDriver(), await insertDriver()];
    const b = await insertBooking({ status: "confirmed" });
    const first = await assign(b.id, d1.id);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({
      message: "Driver assigned successfully!",
      booking: { assignmentStatus: "assigned", assignedDriverId: d1.id },
    });
    const second = await assign(b.id, d2.id);
    expect(await second.json()).toMatchObject({
      message: "Booking reassigned successfully!",
      booking: { assignmentStatus: "assigned", assignedDriverId: d2.id, respondedAt: null },
    });
    const history = (await details(b.id)).history;
    expect(history.filter((e) => e.field === "driver").map((e) => [e.fromValue, e.toValue])).toEqual([
      [null, d1.id],
      [d1.id, d2.id],
    ]);
    expect(history.find((e) => e.field === "driver" && e.toValue === d2.id)?.note).toBe(
      `Dana ${d1.lastName} → Dana ${d2.lastName}`,
    );
    // The list's row and the details name who drives it now.
    expect(await details(b.id)).toMatchObject({ driverName: `Dana ${d2.lastName}`, rideStage: null });
    const list = BookingPage.parse(
      await (await adminApi(`/api/admin/bookings?search=${b.reference}`)).json(),
    );
    expect(list.items[0]).toMatchObject({ id: b.id, driverName: `Dana ${d2.lastName}`, paymentState: null });
  });

  it("refuses 400 without driver_id, 404 unknown booking or driver, 409 inactive driver or same driver, 422 wrong vehicle", async () => {
    const b = await insertBooking({ vehicleType: "suv" });
    const d = await insertDriver();
    expect((await adminApi(`/api/admin/bookings/${b.id}/assign-driver`, { method: "POST" })).status).toBe(
      400,
    );
    expect((await assign("missing", d.id)).status).toBe(404);
    expect((await assign(b.id, "missing")).status).toBe(404);
    const inactive = await insertDriver({ status: "inactive" });
    expect((await assign(b.id, inactive.id)).status).toBe(409);
    const sedanOnly = await insertDriver({ vehicleTypes: ["sedan"] });
    expect((await assign(b.id, sedanOnly.id)).status).toBe(422);
    expect((await assign(b.id, d.id)).status).toBe(200);
    expect((await assign(b.id, d.id)).status).toBe(409);
    const cancelled = await insertBooking({ status: "cancelled" });
    expect((await assign(cancelled.id, d.id)).status).toBe(409);
  });

  it("refuses a ride overlapping the driver's other ride plus a 30-minute buffer, naming it", async () => {
    const d = await insertDriver();
    const start = Date.UTC(2031, 5, 1, 14);
    const held = await insertBooking({ pickupAt: start, expectedEndAt: start + HOUR });
    expect((await assign(held.id, d.id)).status).toBe(200);
    // Starts 20 minutes after the first ride ends: inside the buffer.
    const tooClose = await insertBooking({
      pickupAt: start + HOUR + 20 * 60_000,
      expectedEndAt: start + 2 * HOUR,
    });
    const res = await assign(tooClose.id, d.id);
    expect(res.status).toBe(409);
    expect(await detailOf(res)).toContain(held.reference);
    // Ends 40 minutes before: fine; and a rejected ride no longer holds the driver.
    const before = await insertBooking({ pickupAt: start - 2 * HOUR, expectedEndAt: start - 40 * 60_000 });
    expect((await assign(before.id, d.id)).status).toBe(200);
    const after = await insertBooking({
      pickupAt: start + HOUR + 31 * 60_000,
      expectedEndAt: start + 3 * HOUR,
    });
    expect((await assign(after.id, d.id)).status).toBe(200);
  });

  it("two concurrent assigns of one booking end with one driver and a consistent history", async () => {
    const [d1, d2] = [await insertDriver(), await insertDriver()];
    const b = await insertBooking();
    const results = await Promise.all([assign(b.id, d1.id), assign(b.id, d2.id)]);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses[0]).toBe(200);
    const final = await details(b.id);
    expect(final.assignmentStatus).toBe("assigned");
    const driverEvents = final.history.filter((e) => e.field === "driver");
    expect(driverEvents.at(-1)?.toValue).toBe(final.assignedDriverId);
    expect(driverEvents).toHaveLength(statuses.filter((s) => s === 200).length);
  });

  it("two concurrent assigns of one driver to overlapping rides: only one wins", async () => {
    const d = await insertDriver();
    const start = Date.UTC(2032, 1, 1, 9);
    const [a, b] = [
      await insertBooking({ pickupAt: start }),
      await insertBooking({ pickupAt: start + 15 * 60_000 }),
    ];
    const statuses = (await Promise.all([assign(a.id, d.id), assign(b.id, d.id)]))
      .map((r) => r.status)
      .sort();
    expect(statuses).toEqual([200, 409]);
  });
});

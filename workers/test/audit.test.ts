import { env } from "cloudflare:test";
import { AdminSession, AuditPage, REMOTE_EXPOSES, RemoteRelease } from "@chauffeur/contract";
import { beforeEach, describe, expect, it } from "vitest";
import { csvCell } from "../src/services/audit/list";
import { adminApi, insertDriver, insertTokenAdmin, sessionToken } from "./factories";
import { api } from "./helpers";
import { approve, book } from "./money-fixture";
import { loadFixturePlaces } from "./places-fixture";
import { bearerOf, json, login } from "./staff-fixture";

const EMPTY_SHA256 = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855";

/** The audit rows of one action (on one record when given), read as the accountant would. */
async function rows(action: string, filter: { bookingId?: string; target?: string } = {}) {
  const query = new URLSearchParams({
    action,
    pageSize: "200",
    ...(filter.bookingId ? { bookingId: filter.bookingId } : {}),
  });
  const res = await adminApi(`/api/admin/audit?${query}`);
  expect(res.status).toBe(200);
  const { items } = AuditPage.parse(await res.json());
  return filter.target ? items.filter((i) => i.target?.id === filter.target) : items;
}

/** Exactly one row, with who, from where, and the fields before and after. */
async function one(action: string, filter: { bookingId?: string; target?: string } = {}) {
  const found = await rows(action, filter);
  expect(found, action).toHaveLength(1);
  const row = found[0] as NonNullable<(typeof found)[number]>;
  expect(row.actorId, action).toBeTruthy();
  expect(row.actorRole, action).toBeTruthy();
  return row;
}

const post = (path: string, body?: unknown, method = "POST") =>
  adminApi(path, { method, headers: json, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });

// Bookings are priced between places the gazetteer knows (an unknown place is never priced).
beforeEach(loadFixturePlaces);

describe("the audit log (issue 39)", () => {
  it("records sign-in and sign-out, with the role and the address", async () => {
    const signIn = AdminSession.parse(
      await (await login("first-admin", "first-admin-password-1", "198.18.9.9")).json(),
    );
    await api("/api/admin/logout", { method: "POST", headers: bearerOf(signIn.token) });
    const inRow = await one("staff.signed-in", { target: signIn.id });
    expect(inRow).toMatchObject({ actorId: signIn.id, actorRole: "owner", address: "198.18.9.9" });
    expect(inRow.after).toMatchObject({ via: expect.stringMatching(/password/) });
    expect((await one("staff.signed-out", { target: signIn.id })).actorId).toBe(signIn.id);
  });

  it("records each booking and money action once, with the fields before and after", async () => {
    const receipt = await book(48);
    const id = receipt.bookingId;
    await approve(id);
    expect(await one("booking.approved", { bookingId: id })).toMatchObject({
      target: { type: "booking", id, label: receipt.reference },
      before: { status: "pending" },
      after: { status: "confirmed" },
    });
    const driver = await insertDriver();
    expect((await post(`/api/admin/bookings/${id}/assign-driver?driver_id=${driver.id}`)).status).toBe(200);
    expect(await one("booking.assigned", { bookingId: id })).toMatchObject({
      before: { assignmentStatus: "unassigned", assignedDriverId: null },
      after: { assignmentStatus: "assigned", assignedDriverId: driver.id },
    });
    expect(
      (await post(`/api/admin/bookings/${id}/payment/capture`, { amountCents: 5000, reason: "Deposit" }))
        .status,
    ).toBe(200);
    const captured = await one("payment.captured", { bookingId: id });
    expect(captured).toMatchObject({
      reason: "Deposit",
      before: { capturedCents: 0 },
      after: { capturedCents: 5000 },
    });
    expect(
      (await post(`/api/admin/bookings/${id}/payment/refund`, { amountCents: 1500, reason: "Late" })).status,
    ).toBe(200);
    expect(await one("payment.refunded", { bookingId: id })).toMatchObject({
      reason: "Late",
      before: { refundedCents: 0 },
      after: { refundedCents: 1500 },
    });
    expect(
      (await post(`/api/admin/bookings/${id}/cancel`, { reason: "Plans changed", waiveFee: true })).status,
    ).toBe(200);
    expect(await one("booking.cancelled", { bookingId: id })).toMatchObject({
      reason: "Plans changed",
      before: { status: "confirmed" },
      after: { status: "cancelled" },
    });
    const other = await book(48);
    await approve(other.bookingId);
    expect(
      (await post(`/api/admin/bookings/${other.bookingId}/payment/release`, { reason: "Goodwill" })).status,
    ).toBe(200);
    const released = await one("payment.released", { bookingId: other.bookingId });
    expect(released.before).toMatchObject({ settled: false });
    expect(released.after).toMatchObject({ settled: true, heldCents: 0 });
  });

  it("records drivers created, changed and deleted, never their password", async () => {
    const email = `audit-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const info = {
      firstName: "Ana",
      lastName: "Lima",
      email,
      phone: "6175550123",
      licenseNumber: "MA-777",
      vehicleTypes: ["sedan"],
    };
    const created = await post("/api/drivers/register", { driverInfo: info, password: "longpassword1" });
    const { driver_id: id } = (await created.json()) as { driver_id: string };
    const made = await one("driver.created", { target: id });
    expect(made.before).toBeNull();
    expect(made.after).toMatchObject({ email, status: "active" });
    expect(JSON.stringify(made.after)).not.toMatch(/pbkdf2|password/i);
    expect(
      (
        await post(
          `/api/admin/drivers/${id}`,
          { driverInfo: { ...info, lastName: "Lima-Souza" }, status: "inactive" },
          "PATCH",
        )
      ).status,
    ).toBe(200);
    expect(await one("driver.changed", { target: id })).toMatchObject({
      before: { lastName: "Lima", status: "active" },
      after: { lastName: "Lima-Souza", status: "inactive" },
    });
    expect((await post(`/api/admin/drivers/${id}`, undefined, "DELETE")).status).toBe(200);
    const deleted = await one("driver.deleted", { target: id });
    expect(deleted.before).toMatchObject({ email });
    expect(deleted.after).toBeNull();
  });

  it("records releases promoted and rolled back, settings changed, staff invited and roles changed", async () => {
    await adminApi(
      `/api/admin/remotes/driver/releases/3.3.3/files?path=remoteEntry.js&sha256=${EMPTY_SHA256}`,
      { method: "PUT" },
    );
    const sealed = await post("/api/admin/remotes/driver/releases", {
      version: "3.3.3",
      files: [{ path: "remoteEntry.js", sha256: EMPTY_SHA256 }],
    });
    // The check's evidence, as npm run release:promote records it (docs/decisions/008).
    await post("/api/admin/remotes/driver/releases/3.3.3/check", {
      hash: RemoteRelease.parse(await sealed.json()).hash,
      loaded: [{ path: "remoteEntry.js", sha256: EMPTY_SHA256 }],
      exposes: [...REMOTE_EXPOSES.driver],
      problems: [],
      browser: "Chromium 140",
      ranAt: new Date().toISOString(),
    });
    expect((await post("/api/admin/remotes/driver/promote", { version: "3.3.3" })).status).toBe(200);
    expect(await one("release.promoted", { target: "driver" })).toMatchObject({
      before: { live: "built-in" },
      after: { live: "3.3.3" },
    });
    expect((await post("/api/admin/remotes/driver/rollback", { from: "3.3.3" })).status).toBe(200);
    expect(await one("release.rolled-back", { target: "driver" })).toMatchObject({
      before: { live: "3.3.3" },
      after: { live: "built-in" },
    });

    expect((await post("/api/admin/settings", { dispatcherRefundLimitCents: 25_000 }, "PATCH")).status).toBe(
      200,
    );
    expect(await one("settings.changed")).toMatchObject({
      before: { dispatcherRefundLimitCents: 10_000 },
      after: { dispatcherRefundLimitCents: 25_000 },
    });

    const email = `audit-staff-${crypto.randomUUID().slice(0, 6)}@example.com`;
    const invited = await post("/api/admin/staff", { name: "Kim", email, role: "dispatcher" });
    const { id } = (await invited.json()) as { id: string };
    expect(await one("staff.invited", { target: id })).toMatchObject({
      after: { email, role: "dispatcher" },
    });
    await post(`/api/admin/staff/${id}`, { role: "accountant" }, "PATCH");
    expect(await one("staff.role-changed", { target: id })).toMatchObject({
      before: { role: "dispatcher" },
      after: { role: "accountant" },
    });
  });

  it("refuses UPDATE and DELETE on its rows, whoever asks", async () => {
    await post("/api/admin/settings", { dispatcherRefundLimitCents: 9_000 }, "PATCH");
    const row = await env.DB.prepare("select id from audit_log order by id desc limit 1").first<{
      id: number;
    }>();
    expect(row).not.toBeNull();
    await expect(
      env.DB.prepare("update audit_log set action = 'x' where id = ?").bind(row?.id).run(),
    ).rejects.toThrow(/append-only/);
    await expect(env.DB.prepare("delete from audit_log where id = ?").bind(row?.id).run()).rejects.toThrow(
      /append-only/,
    );
    await expect(env.DB.prepare("delete from audit_log").run()).rejects.toThrow(/append-only/);
  });

  it("filters by person and dates, and exports CSV a spreadsheet cannot run", async () => {
    const accountant = await insertTokenAdmin("accountant");
    const headers = bearerOf(await sessionToken("staff", accountant));
    await api("/api/admin/settings", { method: "PATCH", headers: { ...json, ...headers }, body: "{}" });
    const owner = await insertTokenAdmin("owner");
    const ownerHeaders = { ...json, ...bearerOf(await sessionToken("staff", owner)) };
    await api("/api/admin/settings", {
      method: "PATCH",
      headers: ownerHeaders,
      body: JSON.stringify({ dispatcherRefundLimitCents: 12_300 }),
    });
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const mine = AuditPage.parse(await (await api(`/api/admin/audit?actor=${owner}`, { headers })).json());
    expect(mine.items.map((i) => i.action)).toEqual(["settings.changed"]);
    const past = AuditPage.parse(
      await (await api(`/api/admin/audit?actor=${owner}&to=2020-01-01`, { headers })).json(),
    );
    expect(past.total).toBe(0);
    const around = AuditPage.parse(
      await (await api(`/api/admin/audit?actor=${owner}&from=${day(-1)}&to=${day(1)}`, { headers })).json(),
    );
    expect(around.total).toBe(1);
    const later = AuditPage.parse(
      await (await api(`/api/admin/audit?actor=${owner}&from=${day(2)}`, { headers })).json(),
    );
    expect(later.total).toBe(0);

    const csv = await api(`/api/admin/audit.csv?actor=${owner}`, { headers });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toMatch(/text\/csv/);
    expect(csv.headers.get("content-disposition")).toMatch(/attachment; filename="audit-/);
    const lines = (await csv.text()).trim().split("\r\n");
    expect(lines[0]).toMatch(/^at,actor_type,actor_id/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/"settings\.changed"/);
    expect(lines[1]).toContain(`"{""dispatcherRefundLimitCents"":12300}"`);
    // A cell a spreadsheet would run as a formula is made text.
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell("-2+3")).toBe(`"'-2+3"`);
    expect(csvCell({ a: 1 })).toBe(`"{""a"":1}"`);
  });
});

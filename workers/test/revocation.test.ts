import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { assignedBooking, respond, ridesOf, signedInDriver } from "./driver-fixture";
import { adminApi, type DriverRow, detailOf, insertAdmin, sessionToken } from "./factories";

const bearerOf = (token: string) => ({ authorization: `Bearer ${token}` });

/** The driver's details as the dispatcher's edit sends them back. */
const driverInfoOf = (d: DriverRow) => ({
  firstName: d.firstName,
  lastName: d.lastName,
  email: d.email,
  phone: d.phone,
  licenseNumber: d.licenseNumber,
  vehicleTypes: d.vehicleTypes,
});

import { api } from "./helpers";

const setStatus = (driverId: string, status: string) =>
  env.DB.prepare("update drivers set status = ? where id = ?").bind(status, driverId).run();

describe("tokens of removed or deactivated accounts (issue 13, item 7)", () => {
  it("refuses a deleted driver's token at once", async () => {
    const { driver, headers } = await signedInDriver();
    expect((await ridesOf(driver.id, headers)).status).toBe(200);
    expect((await adminApi(`/api/admin/drivers/${driver.id}`, { method: "DELETE" })).status).toBe(200);
    const res = await ridesOf(driver.id, headers);
    expect(res.status).toBe(401);
    expect(await detailOf(res)).toMatch(/removed or deactivated/);
  });

  it("refuses a deactivated driver's token at once, for reading and for acting", async () => {
    const { driver, headers } = await signedInDriver();
    const ride = await assignedBooking(driver.id);
    await setStatus(driver.id, "inactive");
    expect((await ridesOf(driver.id, headers)).status).toBe(401);
    expect((await respond(driver.id, ride.id, headers)).status).toBe(401);
    const after = await env.DB.prepare("select assignment_status from bookings where id = ?")
      .bind(ride.id)
      .first();
    expect(after).toEqual({ assignment_status: "assigned" });
  });

  it("never revives a token when a driver made inactive is made active again (issue 37)", async () => {
    const { driver, headers } = await signedInDriver();
    const edit = (status: string) =>
      adminApi(`/api/admin/drivers/${driver.id}`, {
        method: "PATCH",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ status, driverInfo: driverInfoOf(driver) }),
      });
    expect((await edit("inactive")).status).toBe(200);
    expect((await ridesOf(driver.id, headers)).status).toBe(401);
    expect((await edit("active")).status).toBe(200);
    const res = await ridesOf(driver.id, headers);
    expect(res.status).toBe(401);
    expect(await detailOf(res)).toMatch(/session has ended/);
    // A new sign-in works as before.
    expect((await ridesOf(driver.id, bearerOf(await sessionToken("driver", driver.id)))).status).toBe(200);
  });

  it("refuses the token of an admin who was removed", async () => {
    const admin = await insertAdmin();
    const headers = bearerOf(await sessionToken("staff", admin.id));
    expect((await api("/api/admin/stats", { headers })).status).toBe(200);
    await env.DB.prepare("delete from admins where id = ?").bind(admin.id).run();
    expect((await api("/api/admin/stats", { headers })).status).toBe(401);
  });
});

describe("reassigning the driver who declined (SPEC.md section 4)", () => {
  it("lets the dispatcher assign the same driver again after a rejection, with history", async () => {
    const { driver, headers } = await signedInDriver();
    const ride = await assignedBooking(driver.id);
    expect((await respond(driver.id, ride.id, headers, "accept=false&notes=Car%20in%20service")).status).toBe(
      200,
    );
    const again = await adminApi(`/api/admin/bookings/${ride.id}/assign-driver?driver_id=${driver.id}`, {
      method: "POST",
    });
    expect(again.status).toBe(200);
    const row = await env.DB.prepare(
      "select assignment_status, assigned_driver_id, assignment_notes from bookings where id = ?",
    )
      .bind(ride.id)
      .first();
    expect(row).toEqual({
      assignment_status: "assigned",
      assigned_driver_id: driver.id,
      assignment_notes: null,
    });
    // Still refused while the driver holds it.
    const twice = await adminApi(`/api/admin/bookings/${ride.id}/assign-driver?driver_id=${driver.id}`, {
      method: "POST",
    });
    expect(twice.status).toBe(409);
  });
});

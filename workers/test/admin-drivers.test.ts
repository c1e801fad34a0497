import { env } from "cloudflare:test";
import { BookingDetails, DriverPage, DriverRegistered } from "@chauffeur/contract";
import { describe, expect, it } from "vitest";
import { adminApi, bearer, detailOf, insertBooking, insertDriver, staffBearer } from "./factories";
import { api, postJson } from "./helpers";

const driverInfo = (email: string) => ({
  firstName: "Marcus",
  lastName: "Bell",
  email,
  phone: "(617) 555-0142",
  licenseNumber: "MA-D1234567",
  vehicleTypes: ["sedan", "premium"],
});
const register = async (body: unknown) => postJson("/api/drivers/register", body, await bearer("admin"));
const remove = (id: string) => adminApi(`/api/admin/drivers/${id}`, { method: "DELETE" });

describe("POST /api/drivers/register", () => {
  it("registers a driver (201, driver_name) and refuses a second one with the same e-mail (409)", async () => {
    const email = `marcus-${crypto.randomUUID().slice(0, 6)}@example.com`;
    const res = await register({ driverInfo: driverInfo(email), password: "longpassword1" });
    expect(res.status).toBe(201);
    const body = DriverRegistered.parse(await res.json());
    expect(body.driver_name).toBe("Marcus Bell");
    const again = await register({ driverInfo: driverInfo(email.toUpperCase()), password: "longpassword1" });
    expect(again.status).toBe(409);
    expect(await detailOf(again)).toMatch(/already exists/);
  });

  it("answers 400 for missing fields, an unknown vehicle type or a weak password", async () => {
    const email = `weak-${crypto.randomUUID().slice(0, 6)}@example.com`;
    const cases = [
      { driverInfo: { ...driverInfo(email), firstName: "" }, password: "longpassword1" },
      { driverInfo: { ...driverInfo(email), vehicleTypes: ["tank"] }, password: "longpassword1" },
      { driverInfo: { ...driverInfo("not-an-email") }, password: "longpassword1" },
      { driverInfo: driverInfo(email), password: "short1" },
      { driverInfo: driverInfo(email), password: "onlyletterslong" },
    ];
    for (const body of cases) expect((await register(body)).status, JSON.stringify(body)).toBe(400);
  });

  it("needs an admin: 401 without a token, 403 with a driver's", async () => {
    const body = { driverInfo: driverInfo("x@example.com"), password: "longpassword1" };
    expect((await postJson("/api/drivers/register", body)).status).toBe(401);
    expect((await postJson("/api/drivers/register", body, await bearer("driver"))).status).toBe(403);
  });
});

describe("GET /api/drivers", () => {
  it("lists drivers newest first with their bookings, paginated and searchable", async () => {
    const tag = crypto.randomUUID().slice(0, 6);
    const older = await insertDriver({ lastName: `Older${tag}`, createdAt: "2030-01-01T00:00:00.000Z" });
    const newer = await insertDriver({ lastName: `Newer${tag}`, createdAt: "2030-01-02T00:00:00.000Z" });
    const ride = await insertBooking({ assignedDriverId: newer.id, assignmentStatus: "assigned" });
    const page = DriverPage.parse(await (await adminApi(`/api/drivers?search=${tag}&pageSize=1`)).json());
    expect(page.total).toBe(2);
    expect(page.items.map((d) => d.id)).toEqual([newer.id]);
    expect(page.items[0]?.assignedBookings).toEqual([ride.id]);
    expect(page.items[0]?.driverInfo.email).toBe(newer.email);
    const second = DriverPage.parse(
      await (await adminApi(`/api/drivers?search=${tag}&pageSize=1&page=2`)).json(),
    );
    expect(second.items.map((d) => d.id)).toEqual([older.id]);
    expect((await api("/api/drivers")).status).toBe(401);
    expect((await api("/api/drivers", { headers: await bearer("driver") })).status).toBe(403);
    expect((await adminApi("/api/drivers?page=-1")).status).toBe(400);
  });
});

describe("DELETE /api/admin/drivers/{id}", () => {
  it("deletes the driver and unassigns its unfinished bookings with a history row each", async () => {
    const d = await insertDriver({ firstName: "Rosa", lastName: "Parks" });
    const a = await insertBooking({ assignedDriverId: d.id, assignmentStatus: "assigned" });
    const b = await insertBooking({
      assignedDriverId: d.id,
      assignmentStatus: "accepted",
      status: "confirmed",
    });
    const done = await insertBooking({
      assignedDriverId: d.id,
      assignmentStatus: "completed",
      status: "completed",
    });
    const res = await remove(d.id);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: "Driver Rosa Parks deleted successfully" });
    for (const booking of [a, b]) {
      const details = BookingDetails.parse(
        await (await adminApi(`/api/admin/bookings/${booking.id}`)).json(),
      );
      expect(details).toMatchObject({ assignmentStatus: "unassigned", assignedDriverId: null });
      expect(details.history.at(-1)).toMatchObject({ field: "assignment", toValue: "unassigned" });
    }
    const kept = BookingDetails.parse(await (await adminApi(`/api/admin/bookings/${done.id}`)).json());
    expect(kept.assignedDriverId).toBe(d.id);
    expect((await remove(d.id)).status).toBe(404);
  });

  it("needs an admin", async () => {
    const d = await insertDriver();
    expect((await api(`/api/admin/drivers/${d.id}`, { method: "DELETE" })).status).toBe(401);
    const asDriver = await api(`/api/admin/drivers/${d.id}`, {
      method: "DELETE",
      headers: await bearer("driver", d.id),
    });
    expect(asDriver.status).toBe(403);
  });
});

describe("PATCH /api/admin/drivers/{id}", () => {
  const edit = (id: string, body: unknown, headers?: Record<string, string>) =>
    adminApi(`/api/admin/drivers/${id}`, {
      method: "PATCH",
      body: JSON.stringify(body),
      headers: { "content-type": "application/json", ...headers },
    });
  const listed = async (id: string, email: string) => {
    const page = DriverPage.parse(await (await adminApi(`/api/drivers?search=${email}`)).json());
    return page.items.find((d) => d.id === id);
  };

  it("corrects a driver's details, vehicle types and status, and the list shows them", async () => {
    const d = await insertDriver({ firstName: "Ines", lastName: "Ortiz", vehicleTypes: ["sedan"] });
    const email = `ines-${crypto.randomUUID().slice(0, 6)}@example.com`;
    const info = { ...driverInfo(email), firstName: "Inés", vehicleTypes: ["sedan", "van"] };
    const res = await edit(d.id, { driverInfo: info, status: "inactive" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: "Driver Inés Bell updated successfully" });
    expect(await listed(d.id, email)).toMatchObject({
      status: "inactive",
      driverInfo: info,
    });
  });

  it("keeps the car the driver drives: given at registration, corrected, cleared; a bad plate is refused", async () => {
    const email = `car-${crypto.randomUUID().slice(0, 6)}@example.com`;
    const car = { make: "Cadillac", model: "Escalade", colour: "Black", plate: " 4abc  123 " };
    const res = await register({ driverInfo: { ...driverInfo(email), car }, password: "longpassword1" });
    expect(res.status).toBe(201);
    const { driver_id: id } = DriverRegistered.parse(await res.json());
    expect((await listed(id, email))?.driverInfo.car).toEqual({ ...car, plate: "4ABC 123" });

    const recoloured = { ...car, colour: "Silver", plate: "7XYZ-22" };
    expect(
      (await edit(id, { driverInfo: { ...driverInfo(email), car: recoloured }, status: "active" })).status,
    ).toBe(200);
    expect((await listed(id, email))?.driverInfo.car).toEqual(recoloured);

    const bad = await edit(id, {
      driverInfo: { ...driverInfo(email), car: { ...car, plate: "4AB<C>" } },
      status: "active",
    });
    expect(bad.status).toBe(400);
    expect(await detailOf(bad)).toContain("Plate: letters, digits, spaces and dashes only");
    expect((await listed(id, email))?.driverInfo.car).toEqual(recoloured);

    const blank = { make: "", model: "", colour: "", plate: "" };
    expect(
      (await edit(id, { driverInfo: { ...driverInfo(email), car: blank }, status: "active" })).status,
    ).toBe(200);
    expect((await listed(id, email))?.driverInfo.car).toEqual({
      make: null,
      model: null,
      colour: null,
      plate: null,
    });
  });

  it("refuses another driver's e-mail (409) and changes nothing", async () => {
    const taken = await insertDriver();
    const d = await insertDriver();
    const res = await edit(d.id, { driverInfo: driverInfo(taken.email.toUpperCase()), status: "active" });
    expect(res.status).toBe(409);
    expect(await detailOf(res)).toBe("A driver with this email already exists");
    expect((await listed(d.id, d.email))?.driverInfo.lastName).toBe(d.lastName);
  });

  it("refuses to strand a ride the driver holds: made inactive, or its vehicle type dropped (409)", async () => {
    const d = await insertDriver({ vehicleTypes: ["sedan", "suv"] });
    const ride = await insertBooking({
      assignedDriverId: d.id,
      assignmentStatus: "accepted",
      vehicleType: "suv",
    });
    // A finished ride holds nothing.
    await insertBooking({
      assignedDriverId: d.id,
      assignmentStatus: "completed",
      status: "completed",
      vehicleType: "sedan",
    });
    const same = { ...driverInfo(d.email), vehicleTypes: ["sedan", "suv"] };
    const inactive = await edit(d.id, { driverInfo: same, status: "inactive" });
    expect(inactive.status).toBe(409);
    expect(await detailOf(inactive)).toContain(ride.reference);
    const noSuv = await edit(d.id, { driverInfo: { ...same, vehicleTypes: ["sedan"] }, status: "active" });
    expect(noSuv.status).toBe(409);
    expect(await detailOf(noSuv)).toMatch(/before removing suv/);
    // Dropping the sedan strands nothing: the sedan ride is finished.
    expect(
      (await edit(d.id, { driverInfo: { ...same, vehicleTypes: ["suv"] }, status: "active" })).status,
    ).toBe(200);
  });

  it("answers 400 with the register form's words for bad fields, and 404 for an unknown driver", async () => {
    const d = await insertDriver();
    const bad = await edit(d.id, {
      driverInfo: { ...driverInfo(d.email), vehicleTypes: [] },
      status: "active",
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain("Choose at least one vehicle type");
    const badStatus = await edit(d.id, { driverInfo: driverInfo(d.email), status: "retired" });
    expect(badStatus.status).toBe(400);
    const unknown = await edit(crypto.randomUUID(), { driverInfo: driverInfo(d.email), status: "active" });
    expect(unknown.status).toBe(404);
  });

  it("sets the pay share: the owner's change is audited, a dispatcher's is 403, a bad share 400", async () => {
    const d = await insertDriver();
    const same = { driverInfo: driverInfo(d.email), status: "active" };
    for (const payoutPercent of [101, -1, 72.5, "80", null]) {
      const bad = await edit(d.id, { ...same, payoutPercent });
      expect(bad.status, String(payoutPercent)).toBe(400);
      expect(await detailOf(bad)).toMatch(/Payout share/);
    }
    const dispatcher = await staffBearer("dispatcher");
    const refused = await edit(d.id, { ...same, payoutPercent: 80 }, dispatcher);
    expect(refused.status).toBe(403);
    expect(await detailOf(refused)).toMatch(
      /may not change a chauffeur's pay share: it needs owner or accountant/,
    );
    // The dispatcher's form leaves the share out (or sends it unchanged): their other corrections go through.
    expect((await edit(d.id, same, dispatcher)).status).toBe(200);
    expect((await edit(d.id, { ...same, payoutPercent: 70 }, dispatcher)).status).toBe(200);

    const res = await edit(d.id, { ...same, payoutPercent: 75 });
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await listed(d.id, d.email))?.payoutPercent).toBe(75);
    const audit = await env.DB.prepare(
      "select actor_role, before, after from audit_log where action = 'driver.changed' and target_id = ? order by id desc limit 1",
    )
      .bind(d.id)
      .first<{ actor_role: string; before: string; after: string }>();
    expect(audit?.actor_role).toBe("owner");
    expect(JSON.parse(audit?.before ?? "{}").payoutPercent).toBe(70);
    expect(JSON.parse(audit?.after ?? "{}").payoutPercent).toBe(75);

    // At registration too: a dispatcher adds a chauffeur at the standard share only.
    const email = `pay-${crypto.randomUUID().slice(0, 6)}@example.com`;
    const body = { driverInfo: driverInfo(email), password: "long-enough-1", payoutPercent: 60 };
    expect((await postJson("/api/drivers/register", body, dispatcher)).status).toBe(403);
    expect((await register({ ...body, payoutPercent: 101 })).status).toBe(400);
    expect((await register(body)).status).toBe(201);
    const page = DriverPage.parse(await (await adminApi(`/api/drivers?search=${email}`)).json());
    expect(page.items.map((i) => i.payoutPercent)).toEqual([60]);
  });

  it("needs an admin: 401 without a token, 403 with a driver's own", async () => {
    const d = await insertDriver();
    const body = JSON.stringify({ driverInfo: driverInfo(d.email), status: "active" });
    const init = { method: "PATCH", body, headers: { "content-type": "application/json" } };
    expect((await api(`/api/admin/drivers/${d.id}`, init)).status).toBe(401);
    const asDriver = await api(`/api/admin/drivers/${d.id}`, {
      ...init,
      headers: { ...init.headers, ...(await bearer("driver", d.id)) },
    });
    expect(asDriver.status).toBe(403);
  });
});

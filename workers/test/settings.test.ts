import { Policies } from "@chauffeur/contract";
import { afterEach, describe, expect, it } from "vitest";
import { bookingBody, serviceDate } from "./booking-fixture";
import { adminApi, detailOf } from "./factories";
import { api, exec, postJson } from "./helpers";
import { loadFixturePlaces } from "./places-fixture";

const patch = (body: unknown) =>
  adminApi("/api/admin/settings", {
    method: "PATCH",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

afterEach(async () => {
  await exec(["DELETE FROM settings"]);
});

describe("the operator's policies", () => {
  it("answers the deployment's values until an owner sets one, to an admin only", async () => {
    expect((await api("/api/admin/settings")).status).toBe(401);
    const res = await adminApi("/api/admin/settings");
    expect(res.status).toBe(200);
    const policies = Policies.parse(await res.json());
    expect(policies).toMatchObject({ bookingHorizonDays: 365, turnaroundMinutes: 30 });
  });

  it("refuses an unknown name or a bad value with 400 and a detail, saving nothing", async () => {
    const unknown = await patch({ bookingHorizonDays: 30, happyHour: true });
    expect(unknown.status).toBe(400);
    expect(await detailOf(unknown)).toMatch(/happyHour/);
    const bad = await patch({ holdWindowDays: 0 });
    expect(bad.status).toBe(400);
    expect(await detailOf(bad)).toMatch(/holdWindowDays/);
    const policies = Policies.parse(await (await adminApi("/api/admin/settings")).json());
    expect(policies.bookingHorizonDays).toBe(365);
  });

  it("takes effect at once: a shorter booking horizon refuses a pickup beyond it", async () => {
    await loadFixturePlaces();
    const later = bookingBody({ date: serviceDate(40) });
    const res = await patch({ bookingHorizonDays: 30 });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(Policies.parse(await res.json()).bookingHorizonDays).toBe(30);
    const refused = await postJson("/api/bookings", later);
    expect(refused.status).toBe(400);
    expect(await detailOf(refused)).toMatch(/at most 30 days ahead/);
    expect((await patch({ bookingHorizonDays: 365 })).status).toBe(200);
    expect((await postJson("/api/bookings", later)).status).toBe(201);
  });

  it("moves the service area: a pickup outside the new radius is refused for a quote", async () => {
    await loadFixturePlaces();
    const trip = {
      pickupLocation: "Quincy, MA 02169",
      destination: "Boston Logan International Airport (BOS), Boston, MA",
      vehicleType: "sedan",
    };
    expect((await postJson("/api/quote", trip)).status).toBe(200);
    // A small circle around Worcester: Quincy and Logan are far outside it.
    expect((await patch({ serviceArea: { lat: 42.2626, lng: -71.8023, radiusMiles: 5 } })).status).toBe(200);
    expect((await postJson("/api/quote", trip)).status).toBe(422);
  });
});

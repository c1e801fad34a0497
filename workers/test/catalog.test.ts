import { FleetList, ServiceList } from "@chauffeur/contract";
import { catalogSeedStatements, FLEET, SERVICES } from "@chauffeur/db/seed";
import { beforeEach, describe, expect, it } from "vitest";
import { api, exec } from "./helpers";

beforeEach(async () => {
  await exec(["DELETE FROM vehicles", "DELETE FROM services", ...catalogSeedStatements()]);
});

describe("GET /api/fleet", () => {
  it("answers the active fleet from D1 with SPEC.md's fields, in display order", async () => {
    const res = await api("/api/fleet");
    expect(res.status).toBe(200);
    const body = FleetList.parse(await res.json());
    expect(body.map((v) => v.type)).toEqual(["sedan", "suv", "premium"]);
    expect(body[0]).toEqual({
      type: "sedan",
      capacity: 2,
      luggage: 2,
      imageUrl: FLEET[0]?.imageUrl,
      make: FLEET[0]?.make,
      model: FLEET[0]?.model,
      year: FLEET[0]?.year,
      features: FLEET[0]?.features,
    });
    expect(body[1]).toMatchObject({ capacity: 6, luggage: 6 });
  });

  it("leaves out vehicles taken out of service", async () => {
    await exec(["UPDATE vehicles SET active = 0 WHERE type = 'premium'"]);
    const body = FleetList.parse(await (await api("/api/fleet")).json());
    expect(body.map((v) => v.type)).toEqual(["sedan", "suv"]);
  });

  it("is cacheable and answers 304 to a matching ETag", async () => {
    const first = await api("/api/fleet");
    expect(first.headers.get("cache-control")).toMatch(/public, max-age=\d+/);
    const tag = first.headers.get("etag");
    expect(tag).toBeTruthy();
    const second = await api("/api/fleet", { headers: { "if-none-match": tag ?? "" } });
    expect(second.status).toBe(304);
  });

  it("runs twice through the seed without duplicating a row", async () => {
    await exec(catalogSeedStatements());
    const body = FleetList.parse(await (await api("/api/fleet")).json());
    expect(body).toHaveLength(FLEET.length);
  });
});

describe("GET /api/services", () => {
  it("answers the four services with serviceId, name and description", async () => {
    const res = await api("/api/services");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toMatch(/public/);
    const body = ServiceList.parse(await res.json());
    expect(body.map((s) => s.serviceId)).toEqual([
      "airport-transfer",
      "wedding-service",
      "corporate-service",
      "city-tours",
    ]);
    expect(body[0]).toEqual({
      serviceId: SERVICES[0]?.serviceId,
      name: SERVICES[0]?.name,
      description: SERVICES[0]?.description,
    });
    for (const s of body) expect(Object.keys(s).sort()).toEqual(["description", "name", "serviceId"]);
  });
});

import { env } from "cloudflare:test";
import { FleetList, ServiceList } from "@chauffeur/contract";
import { createDb } from "@chauffeur/db";
import { catalogSeedStatements, FLEET, SERVICES } from "@chauffeur/db/seed";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CATALOG_RECHECK_MS, readCatalog } from "../src/services/catalog";
import { api, exec } from "./helpers";

/**
 * Writes to the catalog as the seed or a console would (straight to D1), then moves the clock past the
 * time the Worker trusts its copy (the Worker runs in this isolate, on this clock).
 */
async function writeCatalog(statements: string[]) {
  await exec(statements);
  vi.setSystemTime(Date.now() + CATALOG_RECHECK_MS);
}

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ["Date"] });
  await writeCatalog(["DELETE FROM vehicles", "DELETE FROM services", ...catalogSeedStatements()]);
});

afterEach(() => {
  vi.useRealTimers();
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
      description: FLEET[0]?.description,
    });
    expect(body[1]).toMatchObject({ capacity: 6, luggage: 6 });
  });

  it("leaves out vehicles taken out of service", async () => {
    await writeCatalog(["UPDATE vehicles SET active = 0 WHERE type = 'premium'"]);
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
    await writeCatalog(catalogSeedStatements());
    const body = FleetList.parse(await (await api("/api/fleet")).json());
    expect(body).toHaveLength(FLEET.length);
  });
});

describe("the catalog kept in the Worker's memory", () => {
  it("is read from D1 once, then again only when the catalog was written", async () => {
    const db = createDb(env.DB);
    const first = await readCatalog({ ctx: { db } });
    await exec(["UPDATE vehicles SET model = 'Escalade IQ' WHERE type = 'suv'"]);
    // Within the recheck time the copy is trusted as it is: the same object, no query.
    vi.setSystemTime(Date.now() + CATALOG_RECHECK_MS - 1);
    expect(await readCatalog({ ctx: { db } })).toBe(first);
    vi.setSystemTime(Date.now() + 1);
    const changed = await readCatalog({ ctx: { db } });
    expect(changed.version).toBeGreaterThan(first.version);
    expect(changed.fleet.data.find((v) => v.type === "suv")?.model).toBe("Escalade IQ");
    expect(changed.fleet.etag).not.toBe(first.fleet.etag);
    expect(changed.services).toEqual(first.services);
    // Past the recheck time with nothing written: one look at the version, the same copy.
    vi.setSystemTime(Date.now() + CATALOG_RECHECK_MS);
    expect(await readCatalog({ ctx: { db } })).toBe(changed);
  });

  it("answers the prepared JSON and its hash", async () => {
    const { fleet } = await readCatalog({ ctx: { db: createDb(env.DB) } });
    const res = await api("/api/fleet");
    expect(await res.text()).toBe(fleet.json);
    expect(res.headers.get("etag")).toBe(fleet.etag);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
  });

  it("counts every write to vehicles and services, whoever makes it", async () => {
    const version = async () =>
      (await env.DB.prepare("SELECT version FROM catalog_state WHERE id = 1").first<{ version: number }>())
        ?.version ?? 0;
    const start = await version();
    await exec([
      "UPDATE services SET name = 'Airport Transfers' WHERE service_id = 'airport-transfer'",
      "DELETE FROM vehicles WHERE type = 'premium'",
    ]);
    expect(await version()).toBe(start + 2);
  });

  it("keeps the same ETag when a seed run rewrites the same rows", async () => {
    const db = createDb(env.DB);
    const first = await readCatalog({ ctx: { db } });
    await writeCatalog(catalogSeedStatements());
    const again = await readCatalog({ ctx: { db } });
    expect(again.version).toBeGreaterThan(first.version);
    expect(again.services.etag).toBe(first.services.etag);
    expect(again.fleet.etag).toBe(first.fleet.etag);
  });

  it("answers 304 to any of several ETags and to a weak one", async () => {
    const tag = (await api("/api/services")).headers.get("etag") ?? "";
    const several = await api("/api/services", { headers: { "if-none-match": `"other", W/${tag}` } });
    expect(several.status).toBe(304);
    expect(several.headers.get("etag")).toBe(tag);
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

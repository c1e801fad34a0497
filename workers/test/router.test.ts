import { env } from "cloudflare:test";
import { createDb } from "@chauffeur/db";
import { beforeAll, describe, expect, it } from "vitest";
import { createOsrmFake } from "../../tests/fakes/osrm/fake";
import { gazetteerProvider } from "../src/services/places/gazetteer";
import { osrmRouter } from "../src/services/places/osrm";
import { loadFixturePlaces } from "./places-fixture";

const db = createDb(env.DB);
const BASE = "https://router.example.test";

beforeAll(loadFixturePlaces);

describe("distances by road from an OSRM-compatible router", () => {
  it("asks the route service longitude first and answers road miles with the route's line", async () => {
    const fake = createOsrmFake();
    const maps = gazetteerProvider(db, osrmRouter(BASE, fake.fetch));
    const answer = await maps.distance({ pickup: "Quincy, MA", destination: "BOS" });
    expect(fake.requests).toEqual([
      "/route/v1/driving/-71.002300,42.252900;-71.009600,42.365600?overview=simplified&geometries=geojson&steps=false",
    ]);
    expect(answer.source).toBe("router");
    // The fake's road: the straight 7.8 miles times 1.3.
    expect(answer.distance).toBe(10.1);
    expect(answer.route?.[0]).toEqual([42.2529, -71.0023]);
    expect(answer.route?.at(-1)).toEqual([42.3656, -71.0096]);
    expect(answer.pickup?.description).toBe("Quincy, MA");
  });

  it("falls back to the labelled estimate when there is no road, or the router fails", async () => {
    const fake = createOsrmFake();
    const noRoad = await gazetteerProvider(db, osrmRouter(BASE, fake.fetch)).distance({
      pickup: "Quincy, MA",
      destination: "Bossier City, LA",
    });
    expect(noRoad.source).toBe("gazetteer");
    expect(noRoad.route).toBeUndefined();
    const down = gazetteerProvider(
      db,
      osrmRouter(BASE, async () => new Response("upstream down", { status: 502 })),
    );
    const estimate = await down.distance({ pickup: "Quincy, MA", destination: "BOS" });
    expect(estimate).toMatchObject({ source: "gazetteer" });
    expect(estimate.distance).toBeGreaterThan(0);
  });

  it("is a request the router refuses when it breaks the documented API", async () => {
    const fake = createOsrmFake();
    const res = await fake.fetch(`${BASE}/route/v1/driving/42.25,-71.00;200,42.36?overview=simplified`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: "InvalidQuery", message: expect.any(String) });
  });
});

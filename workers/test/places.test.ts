import { env } from "cloudflare:test";
import { AutocompleteResponse, DistanceResponse, greatCircleMiles, NearbyPlaces } from "@chauffeur/contract";
import { createDb } from "@chauffeur/db";
import { beforeEach, describe, expect, it } from "vitest";
import { googleMapsProvider } from "../src/services/places/google";
import { nearbyQuery } from "../src/services/places/nearby";
import { detailOf } from "./factories";
import { api, exec, postJson } from "./helpers";
import { loadFixturePlaces } from "./places-fixture";

beforeEach(loadFixturePlaces);

async function suggest(input_text: string) {
  const res = await postJson("/api/places/autocomplete", { input_text, components: "country:us" });
  expect(res.status).toBe(200);
  return AutocompleteResponse.parse(await res.json()).predictions;
}

describe("POST /api/places/autocomplete", () => {
  it("finds Logan airport by name and marks it as an airport", async () => {
    const [first] = await suggest("Logan");
    expect(first).toMatchObject({
      description: "Boston Logan International Airport (BOS), Boston, MA",
      kind: "airport",
      airport: true,
    });
    expect(first?.place_id).toBe("gz:10000001");
  });

  it("finds BOS and Boston for 'bos', the airport first, and not Bosnia-like noise first", async () => {
    const names = (await suggest("bos")).map((p) => p.description);
    expect(names.slice(0, 2)).toEqual(["Boston Logan International Airport (BOS), Boston, MA", "Boston, MA"]);
    expect(names).toContain("Bossier City, LA");
  });

  it("puts the city first for a city's name, and an exact match before a longer one", async () => {
    expect((await suggest("Boston"))[0]?.description).toBe("Boston, MA");
    expect((await suggest("Boston, MA"))[0]?.description).toBe("Boston, MA");
    // An airport is first for its own code, or for its own name.
    expect((await suggest("BOS"))[0]?.kind).toBe("airport");
    expect((await suggest("Boston Logan"))[0]?.kind).toBe("airport");
  });

  it("'Harvard' is Harvard University, in the service area, before Harvard, MA, a small town far out", async () => {
    await exec([
      "DELETE FROM places WHERE id IN (904938957, 904895282, 985381021, 904945123, 985999001)",
      `INSERT INTO places (id, kind, name, state, lat, lng, rank, description) VALUES
        (904938957, 'city', 'Harvard', 'MA', 42.50009, -71.58284, 6085, 'Harvard, MA'),
        (904895282, 'city', 'Harvard', 'IL', 42.42224, -88.61371, 9194, 'Harvard, IL'),
        (904945123, 'city', 'Wellesley', 'MA', 42.29649, -71.29256, 27982, 'Wellesley, MA')`,
      `INSERT INTO places (id, kind, category, name, state, zip, lat, lng, rank, description, alias) VALUES
        (985381021, 'venue', 'university', 'Harvard University', 'MA', '02138', 42.374429, -71.118177, 200000, 'Harvard University, Cambridge, MA', 'HU'),
        (985999001, 'venue', 'university', 'Wellesley College', 'MA', '02481', 42.293564, -71.305872, 50000, 'Wellesley College, Wellesley, MA', 'WC')`,
    ]);
    try {
      const harvard = (await suggest("Harvard")).map((p) => p.description);
      expect(harvard[0]).toBe("Harvard University, Cambridge, MA");
      expect(harvard.indexOf("Harvard, MA")).toBeGreaterThan(0);
      expect(harvard.indexOf("Harvard, MA")).toBeLessThan(harvard.indexOf("Harvard, IL"));
      // A town near the centre keeps its name: "Wellesley" is the town, then the college.
      const wellesley = (await suggest("Wellesley")).map((p) => p.description);
      expect(wellesley.slice(0, 2)).toEqual(["Wellesley, MA", "Wellesley College, Wellesley, MA"]);
      // The city of Boston stays first for its name.
      expect((await suggest("Boston"))[0]?.description).toBe("Boston, MA");
    } finally {
      await exec(["DELETE FROM places WHERE id IN (904938957, 904895282, 985381021, 904945123, 985999001)"]);
    }
  });

  it("offers venues with their category, the city first for the city's name, the venue for its own", async () => {
    const boston = await suggest("Boston");
    expect(boston[0]?.description).toBe("Boston, MA");
    expect(boston.map((p) => p.description)).toContain("Boston University, MA");
    const campus = await suggest("Boston University");
    expect(campus[0]).toEqual({
      description: "Boston University, MA",
      formatted_address: "Boston University, MA",
      place_id: "gz:401234567",
      kind: "venue",
      category: "university",
      airport: false,
    });
    // An exact name beats a prefix: "Boston College" is not "Boston College ..." nor the city.
    expect((await suggest("boston college"))[0]?.description).toBe("Boston College, Chestnut Hill, MA");
  });

  it("finds the operator's stations, hotels and hospitals by name or short name, the city first for its own", async () => {
    expect(await suggest("South Station")).toEqual([
      expect.objectContaining({
        description: "South Station, Boston, MA",
        kind: "venue",
        category: "station",
      }),
      expect.objectContaining({ description: "South Station Bus Terminal, Boston, MA", category: "station" }),
    ]);
    expect((await suggest("boston harbor"))[0]).toMatchObject({
      description: "Boston Harbor Hotel, MA",
      category: "hotel",
    });
    expect((await suggest("MGH"))[0]).toMatchObject({
      description: "Massachusetts General Hospital, Boston, MA",
      category: "hospital",
    });
    expect((await suggest("Fenway"))[0]?.description).toBe("Fenway Park, Boston, MA");
    const boston = (await suggest("Boston")).map((p) => p.description);
    expect(boston[0]).toBe("Boston, MA");
    expect(boston).toContain("Boston Harbor Hotel, MA");
  });

  it("offers a venue by a whole word of its name before one whose name merely starts with the letters", async () => {
    // "MIT" is a whole word of "Massachusetts Institute of Technology (MIT)", only the start of "Mitchell".
    expect((await suggest("MIT")).map((p) => p.description)).toEqual([
      "Massachusetts Institute of Technology (MIT), Cambridge, MA",
      "Mitchell College, New London, CT",
    ]);
    expect((await suggest("Mitch"))[0]?.description).toBe("Mitchell College, New London, CT");
    // A name that starts with the word comes before one that has it later.
    const boston = (await suggest("Boston")).map((p) => p.description);
    expect(boston).toEqual(
      expect.arrayContaining(["Boston University, MA", "University of Massachusetts-Boston, MA"]),
    );
    expect(boston.indexOf("Boston University, MA")).toBeLessThan(
      boston.indexOf("University of Massachusetts-Boston, MA"),
    );
  });

  it("finds a venue by its initials typed whole, never before an airport's code", async () => {
    // Brandeis University is BU too, ranked the same: the one nearer Boston comes first; a name that
    // merely starts with the letters ("Bus Terminal") after both.
    expect((await suggest("BU")).map((p) => p.description)).toEqual([
      "Boston University, MA",
      "Brandeis University, Waltham, MA",
      "South Station Bus Terminal, Boston, MA",
    ]);
    expect((await suggest("bc"))[0]?.description).toBe("Boston College, Chestnut Hill, MA");
    // MIT's initials are also a word of its name; Mitchell College's (MC) are not what was typed.
    expect((await suggest("mit")).map((p) => p.description)[0]).toBe(
      "Massachusetts Institute of Technology (MIT), Cambridge, MA",
    );
    expect((await suggest("bos"))[0]?.description).toBe(
      "Boston Logan International Airport (BOS), Boston, MA",
    );
    // Initials are matched whole: "B" or "BUX" are not Boston University's.
    expect((await suggest("bux")).map((p) => p.description)).not.toContain("Boston University, MA");
  });

  it("offers the place inside the service area before a bigger one far away", async () => {
    // Portland, OR is ten times Portland, ME; Maine's is 100 miles from Boston, Oregon's is not.
    expect((await suggest("Portland")).map((p) => p.description)).toEqual(["Portland, ME", "Portland, OR"]);
    expect((await suggest("Portland, OR"))[0]?.description).toBe("Portland, OR");
  });

  it("ranks Quincy, MA above smaller Quincys and narrows by state", async () => {
    expect((await suggest("Quincy"))[0]?.description).toBe("Quincy, MA");
    expect((await suggest("Quincy, IL")).map((p) => p.description)).toEqual(["Quincy, IL"]);
    expect((await suggest("0216")).map((p) => p.description)).toEqual(["Quincy, MA 02169"]);
  });

  it("offers a typed street address at the ZIP or city after it, said to be approximate, never at an airport", async () => {
    const [first, ...rest] = await suggest("1 Beacon Street, Boston");
    expect(first).toMatchObject({
      description: "1 Beacon Street, Boston, MA",
      kind: "address",
      airport: false,
      near: "Boston, MA",
      place_id: "gz:104930956",
    });
    expect(rest.every((p) => p.kind === "address" && !p.airport)).toBe(true);
    const [byZip] = await suggest("1000 Hancock St 02169");
    expect(byZip).toMatchObject({
      description: "1000 Hancock St, Quincy, MA 02169",
      near: "Quincy, MA 02169",
    });
    // Measured from the place it was offered at.
    const trip = DistanceResponse.parse(
      await (
        await postJson("/api/distance", {
          pickup: byZip?.description,
          pickupPlaceId: byZip?.place_id,
          destination: "1 Beacon Street, Boston, MA",
          destinationPlaceId: first?.place_id,
        })
      ).json(),
    );
    expect(trip.pickup?.description).toBe("Quincy, MA 02169");
    expect(trip.destination?.description).toBe("Boston, MA");
    // No house number, or nothing after the street: the gazetteer's own suggestions, as before.
    expect((await suggest("Boston, MA"))[0]?.kind).toBe("city");
    expect(await suggest("1 Beacon Street")).toEqual([]);
  });

  it("answers at most 8 and nothing for unknown text", async () => {
    expect(await suggest("zzqx")).toEqual([]);
    expect((await suggest("qu")).length).toBeLessThanOrEqual(8);
  });

  it("treats FTS syntax and hostile strings as plain text", async () => {
    for (const text of ['bos" OR 1=1 --', "NEAR(a b)", "'); DROP TABLE places; --", "**", "bos*^"]) {
      const res = await postJson("/api/places/autocomplete", { input_text: text });
      expect(res.status, text).toBe(200);
    }
    expect((await suggest("'); DROP TABLE places; --")).length).toBe(0);
    expect((await suggest("Logan")).length).toBe(1);
  });

  it("refuses too short, missing and malformed input with a detail", async () => {
    for (const body of [
      { input_text: "b" },
      {},
      { input_text: 42 },
      { input_text: "x".repeat(101) },
      "{not json",
    ]) {
      const res = await postJson("/api/places/autocomplete", body);
      expect(res.status).toBe(400);
      expect(await res.json()).toHaveProperty("detail");
    }
  });
});

describe("POST /api/distance", () => {
  it("measures between a picked suggestion and an IATA code with the road factor", async () => {
    const res = await postJson("/api/distance", { pickup: "Quincy, MA", destination: "BOS" });
    expect(res.status).toBe(200);
    const body = DistanceResponse.parse(await res.json());
    const straight = greatCircleMiles({ lat: 42.2529, lng: -71.0023 }, { lat: 42.3656, lng: -71.0096 });
    expect(body.distance).toBe(Math.round(straight * 1.25 * 10) / 10);
    expect(body.destination).toMatchObject({ airport: true, place_id: "gz:10000001" });
  });

  it("resolves place ids, ZIPs in addresses and City, ST free text", async () => {
    const byId = DistanceResponse.parse(
      await (
        await postJson("/api/distance", { pickup: "x", pickupPlaceId: "gz:104930956", destination: "jfk" })
      ).json(),
    );
    expect(byId.pickup?.description).toBe("Boston, MA");
    expect(byId.distance).toBeGreaterThan(230);
    const zip = DistanceResponse.parse(
      await (
        await postJson("/api/distance", {
          pickup: "1000 Hancock St, Quincy, MA 02169",
          destination: "boston, ma",
        })
      ).json(),
    );
    expect(zip.pickup?.description).toBe("Quincy, MA 02169");
    expect(zip.destination?.description).toBe("Boston, MA");
  });

  it("answers 422 with a detail for a place it cannot find", async () => {
    const res = await postJson("/api/distance", { pickup: "Atlantis Under The Sea", destination: "BOS" });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { detail: string }).detail).toMatch(/pickup/);
  });

  it("refuses missing ends and malformed bodies", async () => {
    expect((await postJson("/api/distance", { pickup: "BOS" })).status).toBe(400);
    expect((await postJson("/api/distance", "[1,2")).status).toBe(400);
    expect((await postJson("/api/distance", { pickup: "a".repeat(70_000), destination: "b" })).status).toBe(
      413,
    );
  });
});

describe("Google Maps adapter (against a local fake of its documented answers)", () => {
  const fake = (body: unknown) => {
    const urls: string[] = [];
    const fetchFn = async (url: string) => {
      urls.push(url);
      return new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } });
    };
    return { urls, fetchFn };
  };

  it("asks Places Autocomplete for US results and keeps at most 8, marking airports", async () => {
    const predictions = Array.from({ length: 10 }, (_, i) => ({
      description: `Place ${i}, USA`,
      place_id: `ChIJ${i}`,
      types: i === 0 ? ["airport", "establishment"] : ["locality", "political"],
    }));
    const google = fake({ status: "OK", predictions });
    const out = await googleMapsProvider("key-1", "http://maps.local", google.fetchFn).autocomplete("Log");
    expect(out).toHaveLength(8);
    expect(out[0]).toEqual({
      description: "Place 0, USA",
      formatted_address: "Place 0, USA",
      place_id: "ChIJ0",
      kind: "airport",
      airport: true,
    });
    const url = new URL(google.urls[0] ?? "");
    expect(url.pathname).toBe("/maps/api/place/autocomplete/json");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      input: "Log",
      components: "country:us",
      key: "key-1",
    });
  });

  it("turns Distance Matrix metres into miles and a NOT_FOUND element into a 422 error", async () => {
    const ok = fake({
      status: "OK",
      rows: [{ elements: [{ status: "OK", distance: { value: 16093, text: "10.0 mi" } }] }],
    });
    const provider = googleMapsProvider("k", "http://maps.local", ok.fetchFn);
    expect(
      await provider.distance({ pickup: "Quincy", destination: "x", destinationPlaceId: "ChIJabc" }),
    ).toEqual({ distance: 10, source: "google" });
    expect(new URL(ok.urls[0] ?? "").searchParams.get("destinations")).toBe("place_id:ChIJabc");
    const missing = fake({ status: "OK", rows: [{ elements: [{ status: "NOT_FOUND" }] }] });
    await expect(
      googleMapsProvider("k", "http://m", missing.fetchFn).distance({ pickup: "a", destination: "b" }),
    ).rejects.toMatchObject({ status: 422 });
  });

  it("reverse-geocodes a position with the Geocoding API, US results only, and fails on a refusal", async () => {
    const ok = fake({
      status: "OK",
      results: [
        {
          formatted_address: "1 Beacon St, Boston, MA 02108, USA",
          place_id: "ChIJbeacon",
          types: ["premise"],
        },
        { formatted_address: "Boston, MA, USA", place_id: "ChIJboston", types: ["locality"] },
      ],
    });
    const here = await googleMapsProvider("k", "http://maps.local", ok.fetchFn).reverse({
      lat: 42.3579,
      lng: -71.0616,
    });
    expect(here).toEqual({
      description: "1 Beacon St, Boston, MA 02108",
      formatted_address: "1 Beacon St, Boston, MA 02108",
      place_id: "ChIJbeacon",
      kind: "address",
      airport: false,
    });
    const url = new URL(ok.urls[0] ?? "");
    expect(url.pathname).toBe("/maps/api/geocode/json");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      latlng: "42.3579,-71.0616",
      region: "us",
      key: "k",
    });
    const abroad = fake({
      status: "OK",
      results: [{ formatted_address: "Toronto, ON, Canada", place_id: "x" }],
    });
    expect(
      await googleMapsProvider("k", "http://m", abroad.fetchFn).reverse({ lat: 43.6, lng: -79.4 }),
    ).toBeNull();
    const denied = fake({ status: "REQUEST_DENIED" });
    await expect(
      googleMapsProvider("k", "http://m", denied.fetchFn).reverse({ lat: 42, lng: -71 }),
    ).rejects.toThrow(/REQUEST_DENIED/);
  });
});

describe("POST /api/places/reverse (the pickup field's Use my location)", () => {
  const reverse = async (body: unknown) => {
    const res = await postJson("/api/places/reverse", body);
    return { status: res.status, body: (await res.json()) as { place: unknown; detail?: string } };
  };

  it("answers the venue the customer stands at, else the nearest ZIP area said to be approximate", async () => {
    const atCampus = await reverse({ lat: 42.3497, lng: -71.0997 });
    expect(atCampus.body.place).toMatchObject({
      description: "Boston University, MA",
      kind: "venue",
      category: "university",
    });
    const inQuincy = await reverse({ lat: 42.251, lng: -70.998 });
    expect(inQuincy.body.place).toEqual({
      description: "Quincy, MA 02169",
      formatted_address: "Quincy, MA 02169",
      place_id: "gz:300002169",
      kind: "zip",
      airport: false,
      near: "Quincy, MA 02169",
    });
    // Out at sea, nothing.
    expect((await reverse({ lat: 41.0, lng: -68.0 })).body.place).toBeNull();
  });

  it("refuses positions that are not on the globe, with the reason", async () => {
    const bad = await reverse({ lat: 91, lng: 0 });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toMatch(/^lat: /);
    expect((await reverse({ lat: "42", lng: -71 })).status).toBe(400);
  });
});

describe("GET /api/places/nearby", () => {
  const nearby = (query: string) => api(`/api/places/nearby?${query}`);

  it("labels a map with the airports and biggest cities inside its bounds, the biggest first", async () => {
    const res = await nearby("south=42.1&west=-71.3&north=42.5&east=-70.9&limit=3");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=86400");
    const { places } = NearbyPlaces.parse(await res.json());
    expect(places.map((p) => `${p.kind}:${p.name}, ${p.state}`)).toEqual([
      "airport:Boston Logan International Airport, MA",
      "city:Boston, MA",
      "city:Quincy, MA",
    ]);
    // ZIP areas are not labels; Quincy, IL is outside the bounds.
    const wide = NearbyPlaces.parse(
      await (await nearby("south=39&west=-80&north=43&east=-70&limit=40")).json(),
    );
    expect(wide.places.some((p) => p.name === "Quincy" && p.state === "IL")).toBe(false);
    expect(wide.places.every((p) => p.kind === "city" || p.kind === "airport")).toBe(true);
  });

  it("reads the places between the map's latitudes, not the whole gazetteer", async () => {
    // 2,000 towns from Florida to Maine, one every 0.011 degrees of latitude: 36 of them in the map below.
    await exec([
      "DELETE FROM places WHERE id >= 990000000",
      `INSERT INTO places (id, kind, name, state, lat, lng, rank, description)
       WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < 1999)
       SELECT 990000000 + i, 'city', 'Town ' || i, 'ZZ', 25 + i * 0.011, -71.1, 1, 'Town ' || i || ', ZZ' FROM n`,
    ]);
    const bounds = { south: 42.1, west: -71.3, north: 42.5, east: -70.9, limit: 40 };
    const { sql, params } = nearbyQuery(createDb(env.DB), bounds).toSQL();
    const { results, meta } = await env.DB.prepare(sql)
      .bind(...params)
      .all();
    // The 36 towns and Logan, Boston and Quincy.
    expect(results).toHaveLength(39);
    // The towns and fixture places in that band of latitude, not the 2,000 and more of a scan.
    expect(meta.rows_read).toBeGreaterThan(0);
    expect(meta.rows_read).toBeLessThan(100);
  });

  it("refuses bounds that are upside down, too large, or not numbers, with 400 and the reason", async () => {
    for (const [query, reason] of [
      ["south=43&west=-71&north=42&east=-70", /north and east must be beyond south and west/],
      ["south=0&west=-120&north=40&east=-70", /at most 20 degrees of latitude and 30 of longitude/],
      ["south=abc&west=-71&north=42&east=-70", /must be a number of degrees/],
      ["south=42&west=-71&north=43&east=-70&limit=500", /limit/],
    ] as const) {
      const res = await nearby(query);
      expect(res.status, query).toBe(400);
      expect(await detailOf(res)).toMatch(reason);
    }
  });
});

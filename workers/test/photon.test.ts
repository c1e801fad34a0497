import { env } from "cloudflare:test";
import { createDb } from "@chauffeur/db";
import { beforeAll, describe, expect, it } from "vitest";
import { createOsrmFake } from "../../tests/fakes/osrm/fake";
import { createPhotonFake } from "../../tests/fakes/photon/fake";
import { type Config, loadConfig } from "../src/env";
import { UnprocessableError } from "../src/services/core/errors";
import { mapsProviderFor } from "../src/services/places";
import { osrmRouter } from "../src/services/places/osrm";
import { photonProvider } from "../src/services/places/photon";
import { loadFixturePlaces } from "./places-fixture";

const db = createDb(env.DB);
const PHOTON = "https://photon.example.test";

beforeAll(loadFixturePlaces);

describe("addresses and venues from a Photon-compatible geocoder", () => {
  it("asks Photon's search biased to Boston, in English, and suggests US street addresses and venues", async () => {
    const fake = createPhotonFake();
    const maps = photonProvider(PHOTON, undefined, fake.fetch);
    const street = await maps.autocomplete("1 Beacon");
    expect(fake.requests).toEqual(["/api?q=1+Beacon&limit=16&lang=en&lat=42.3601&lon=-71.0589"]);
    expect(street[0]).toEqual({
      description: "1 Beacon Street, Boston, MA 02108",
      formatted_address: "1 Beacon Street, Boston, MA 02108",
      place_id: "ph:N1001",
      kind: "address",
      airport: false,
    });
    const hotel = await maps.autocomplete("Fairmont Copley");
    expect(hotel.map((p) => p.description)).toEqual([
      "Fairmont Copley Plaza, 138 St James Avenue, Boston, MA 02116",
    ]);
    // Venues keep what they are, from OpenStreetMap's tags.
    expect(hotel[0]).toMatchObject({ kind: "venue", category: "hotel" });
    expect((await maps.autocomplete("South Station"))[0]).toMatchObject({
      kind: "venue",
      category: "station",
    });
    expect((await maps.autocomplete("Gillette"))[0]).toMatchObject({ kind: "venue", category: "stadium" });
    const airport = await maps.autocomplete("Logan");
    expect(airport[0]).toMatchObject({ kind: "airport", airport: true });
  });

  it("reverse-geocodes a position with Photon's /reverse, nearest first, and answers null where it knows nothing", async () => {
    const fake = createPhotonFake();
    const maps = photonProvider(PHOTON, undefined, fake.fetch);
    const here = await maps.reverse({ lat: 42.358, lng: -71.0617 });
    expect(fake.requests).toEqual(["/reverse?lat=42.358&lon=-71.0617&limit=3&lang=en"]);
    expect(here).toMatchObject({ description: "1 Beacon Street, Boston, MA 02108", kind: "address" });
    expect(await maps.reverse({ lat: 41, lng: -68 })).toBeNull();
    // The fake keeps Photon's rules: /reverse needs both lat and lon.
    const refused = await fake.fetch(`${PHOTON}/reverse?lat=42.3`);
    expect(refused.status).toBe(400);
  });

  it("keeps only places in the US", async () => {
    const maps = photonProvider(PHOTON, undefined, createPhotonFake().fetch);
    const boston = await maps.autocomplete("Boston");
    expect(boston.map((p) => p.description)).not.toContain("Boston, Lincolnshire");
    expect(boston).toContainEqual(expect.objectContaining({ description: "Boston, MA", kind: "city" }));
  });

  it("prices between the places Photon finds for the ends' text (a place id only picks among them)", async () => {
    const fake = createPhotonFake();
    const maps = photonProvider(PHOTON, undefined, fake.fetch);
    const answer = await maps.distance({
      pickup: "Fairmont Copley Plaza, 138 St James Avenue, Boston, MA 02116",
      pickupPlaceId: "ph:W2002",
      destination: "Gillette Stadium",
      // A made-up id picks nothing: the best answer for the text is used.
      destinationPlaceId: "ph:N999999",
    });
    expect(answer.pickup).toMatchObject({
      lat: 42.3496,
      lng: -71.0765,
      place_id: "ph:W2002",
      airport: false,
    });
    expect(answer.destination?.description).toBe("Gillette Stadium, 1 Patriot Place, Foxborough, MA 02035");
    expect(answer.source).toBe("gazetteer");
    expect(answer.distance).toBeGreaterThan(20);
    expect(answer.distance).toBeLessThan(30);

    const routed = await photonProvider(
      PHOTON,
      osrmRouter("https://router.example.test", createOsrmFake().fetch),
      fake.fetch,
    ).distance({
      pickup: "South Station",
      destination: "Logan",
    });
    expect(routed.source).toBe("router");
    expect(routed.destination?.airport).toBe(true);
  });

  it("locates one place for the service area through the same search, or answers null", async () => {
    const fake = createPhotonFake();
    const maps = photonProvider(PHOTON, undefined, fake.fetch);
    expect(await maps.locate("Gillette Stadium")).toMatchObject({
      description: "Gillette Stadium, 1 Patriot Place, Foxborough, MA 02035",
      airport: false,
    });
    expect(fake.requests.at(-1)).toBe("/api?q=Gillette+Stadium&limit=5&lang=en&lat=42.3601&lon=-71.0589");
    expect(await maps.locate("Nowhere Special")).toBeNull();
  });

  it("says which end it cannot find, as the gazetteer does", async () => {
    const maps = photonProvider(PHOTON, undefined, createPhotonFake().fetch);
    const failure = await maps
      .distance({ pickup: "Nowhere Special", destination: "Logan" })
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(UnprocessableError);
    expect((failure as Error).message).toBe(
      'Could not find the pickup location "Nowhere Special". Please choose a place from the suggestions, or our team can quote this trip for you.',
    );
  });

  it("is what PLACES_PHOTON_URL selects, with the gazetteer behind it when Photon fails", async () => {
    const config: Config = loadConfig({ ...env, PLACES_PHOTON_URL: PHOTON });
    const fake = createPhotonFake();
    const photon = mapsProviderFor({ db, config, fetchFn: fake.fetch });
    expect(photon.name).toBe("photon");
    expect((await photon.autocomplete("Fairmont"))[0]?.place_id).toBe("ph:W2002");

    const down = mapsProviderFor({
      db,
      config,
      fetchFn: async () => new Response("bad gateway", { status: 502 }),
    });
    const suggestions = await down.autocomplete("Quincy");
    expect(suggestions[0]?.place_id).toMatch(/^gz:/);
    const estimate = await down.distance({ pickup: "Quincy, MA", destination: "BOS" });
    expect(estimate.pickup?.description).toBe("Quincy, MA");
  });

  it("is a request Photon refuses when it breaks the documented API", async () => {
    const fake = createPhotonFake();
    const missing = await fake.fetch(`${PHOTON}/api?limit=5`);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ message: "missing search term 'q': /api?q=berlin" });
    expect((await fake.fetch(`${PHOTON}/api?q=boston&lang=xx`)).status).toBe(400);
    expect((await fake.fetch(`${PHOTON}/api?q=boston&lat=42`)).status).toBe(400);
    expect((await fake.fetch(`${PHOTON}/api?q=boston&limit=0`)).status).toBe(400);
  });
});

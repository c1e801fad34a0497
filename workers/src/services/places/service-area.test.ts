import { DEFAULT_SERVICE_AREA } from "@chauffeur/contract";
import { describe, expect, it } from "vitest";
import type { Config } from "../../env";
import { serviceAreaOf } from "./service-area";

describe("serviceAreaOf", () => {
  it("reads the deployment's centre, name, radius and longest trip", () => {
    const config = {
      SERVICE_AREA_CENTER: "41.824, -71.4128",
      SERVICE_AREA_NAME: "Providence",
      SERVICE_AREA_RADIUS_MILES: 60,
      MAX_TRIP_MILES: 250,
    } as Config;
    expect(serviceAreaOf(config)).toEqual({
      name: "Providence",
      lat: 41.824,
      lng: -71.4128,
      radiusMiles: 60,
      maxTripMiles: 250,
    });
    expect(DEFAULT_SERVICE_AREA).toMatchObject({ name: "Boston", radiusMiles: 150, maxTripMiles: 500 });
  });
});

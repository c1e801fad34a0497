import { describe, expect, it } from "vitest";
import { DEFAULT_SERVICE_AREA, serviceAreaRefusal } from "./service-area";

const area = DEFAULT_SERVICE_AREA;

describe("serviceAreaRefusal", () => {
  it("takes a pickup within 150 miles of Boston to any destination up to 500 miles", () => {
    const providence = { lat: 41.824, lng: -71.4128 };
    expect(
      serviceAreaRefusal(area, { pickup: providence, pickupText: "Providence, RI", miles: 60 }),
    ).toBeNull();
    // Boston to New York, picked up in Boston: a long trip, still booked online.
    expect(serviceAreaRefusal(area, { pickup: area, pickupText: "Boston, MA", miles: 215 })).toBeNull();
  });

  it("refuses a pickup beyond the radius, and a trip beyond the maximum, saying why", () => {
    const newYork = { lat: 40.7128, lng: -74.006 };
    expect(serviceAreaRefusal(area, { pickup: newYork, pickupText: "New York, NY", miles: 215 })).toBe(
      "We pick up within 150 miles of Boston; New York, NY is about 190 miles away. Our team can quote this trip for you.",
    );
    expect(serviceAreaRefusal(area, { pickup: area, pickupText: "Boston, MA", miles: 990.4 })).toBe(
      "Trips over 500 miles are arranged by our team; this one is about 990 miles. We can quote it for you.",
    );
  });

  it("checks the length alone when the pickup's position is unknown", () => {
    expect(serviceAreaRefusal(area, { pickup: null, pickupText: "somewhere", miles: 40 })).toBeNull();
    expect(serviceAreaRefusal(area, { pickupText: "somewhere", miles: 501 })).toMatch(
      /^Trips over 500 miles/,
    );
  });
});

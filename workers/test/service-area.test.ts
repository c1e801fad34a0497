import { env } from "cloudflare:test";
import { OUTSIDE_SERVICE_AREA } from "@chauffeur/contract";
import { beforeEach, describe, expect, it } from "vitest";
import { bookingBody } from "./booking-fixture";
import { postJson } from "./helpers";
import { loadFixturePlaces } from "./places-fixture";

beforeEach(loadFixturePlaces);

/** The 422 of a trip the operator does not take online: its code, and the reason in the customer's words. */
async function refusal(res: Response) {
  expect(res.status).toBe(422);
  const body = (await res.json()) as { detail: string; code?: string };
  expect(body.code).toBe(OUTSIDE_SERVICE_AREA);
  return body.detail;
}

const bookingsCount = async () =>
  (await env.DB.prepare("select count(*) as n from bookings").first<{ n: number }>())?.n ?? 0;

describe("the service area (within 150 miles of Boston, trips up to 500 miles)", () => {
  it("measures a trip from inside the area, however far within the maximum", async () => {
    const res = await postJson("/api/distance", { pickup: "Boston, MA", destination: "jfk" });
    expect(res.status).toBe(200);
  });

  it("refuses a pickup beyond the radius, and a trip beyond the maximum, with the reason and the code", async () => {
    expect(
      await refusal(await postJson("/api/distance", { pickup: "Quincy, IL", destination: "BOS" })),
    ).toMatch(
      /^We pick up within 150 miles of Boston; Quincy, IL is about \d+ miles away\. Our team can quote this trip for you\.$/,
    );
    expect(
      await refusal(await postJson("/api/distance", { pickup: "BOS", destination: "Quincy, IL" })),
    ).toMatch(/^Trips over 500 miles are arranged by our team; this one is about \d+ miles\./);
    // An hourly ride is held to where it starts.
    const hourly = await postJson("/api/quote", {
      serviceType: "hourly",
      pickupLocation: "New York City, NY",
      destination: "",
      vehicleType: "executive-sedan",
      hours: 4,
    });
    expect(await refusal(hourly)).toMatch(/New York City, NY is about 19\d miles away/);
  });

  it("books nothing outside it: the booking call answers the same 422 before any card is touched", async () => {
    const before = await bookingsCount();
    const res = await postJson(
      "/api/bookings",
      bookingBody({ pickupLocation: "Quincy, IL", destination: "Boston, MA", flightNumber: null }),
      { "idempotency-key": crypto.randomUUID() },
    );
    expect(await refusal(res)).toMatch(/^We pick up within 150 miles of Boston/);
    expect(await bookingsCount()).toBe(before);
  });
});

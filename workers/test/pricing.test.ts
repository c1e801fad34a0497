import { env } from "cloudflare:test";
import {
  BookingReceipt,
  PRICING_V1,
  type PricingRules,
  PricingState,
  PublicConfig,
  QuoteResponse,
} from "@chauffeur/contract";
import { beforeEach, describe, expect, it } from "vitest";
import { bookingBody, nextNthWeekday, serviceDate } from "./booking-fixture";
import { adminApi, detailOf } from "./factories";
import { api, postJson } from "./helpers";
import { loadFixturePlaces } from "./places-fixture";

beforeEach(loadFixturePlaces);

const json = (body: unknown) => ({
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify(body),
});

async function pricingNow() {
  const res = await adminApi("/api/admin/pricing");
  expect(res.status).toBe(200);
  return PricingState.parse(await res.json());
}

async function publish(rules: PricingRules) {
  const res = await adminApi("/api/admin/pricing", json({ rules }));
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { version: number }).version;
}

async function quote(body: Record<string, unknown>) {
  const res = await postJson("/api/quote", body);
  expect(res.status, await res.clone().text()).toBe(200);
  return QuoteResponse.parse(await res.json());
}

/** Version 1 plus Quincy (ZIP 02169) → Logan at a flat $95 in a sedan, and 25% from 23:00 to 05:00. */
const QUINCY_LOGAN: PricingRules = {
  ...PRICING_V1,
  zones: [
    { id: "quincy", name: "Quincy", priority: 10, area: { kind: "zips", zips: ["02169"] } },
    { id: "logan", name: "Logan Airport", priority: 10, area: { kind: "airport", code: "BOS" } },
  ],
  flatFares: [{ id: "quincy-logan", from: "quincy", to: "logan", bothWays: true, fares: { sedan: 9_500 } }],
  surcharges: [
    { id: "late-night", name: "Late night", when: { kind: "time", from: "23:00", to: "05:00" }, percent: 25 },
  ],
};
const toLogan = {
  pickupLocation: "Quincy, MA 02169",
  destination: "Boston Logan International Airport (BOS), Boston, MA",
  vehicleType: "sedan",
};

describe("the operator's price rules", () => {
  it("offers the published rules' gratuity share and adds the one chosen on the fare they make", async () => {
    await publish({ ...QUINCY_LOGAN, gratuityDefaultPercent: 15 });
    // The booking page starts on the rules' share: the config carries it (no setting of its own).
    const config = PublicConfig.parse(await (await api("/api/config")).json());
    expect(config.payments.gratuityDefaultPercent).toBe(15);
    const priced = await quote({
      ...toLogan,
      date: serviceDate(9),
      tripTime: "12:00",
      gratuity: { percent: 15 },
    });
    // 15% of the flat $95 and the $15 fee, to the cent; a part of the breakdown, never a price line.
    expect(priced.breakdown).toMatchObject({ vehicle: 95, serviceFee: 15, gratuity: 16.5, total: 126.5 });
    expect(priced.lines.map((l) => l.code)).toEqual(["vehicle", "service_fee"]);
    // A share above what a booking takes is refused as a rule.
    const res = await adminApi(
      "/api/admin/pricing",
      json({ rules: { ...QUINCY_LOGAN, gratuityDefaultPercent: 60 } }),
    );
    expect(res.status).toBe(400);
  });

  it("answers the version in force and its rules to an admin only", async () => {
    expect((await api("/api/admin/pricing")).status).toBe(401);
    const state = await pricingNow();
    expect(state.version).toBeGreaterThanOrEqual(1);
    expect(Object.keys(state.rules.vehicles)).toEqual(["sedan", "suv"]);
    expect(state.rules.vehicles.sedan).toMatchObject({
      baseCents: expect.any(Number),
      perMileCents: expect.any(Number),
      perHourCents: expect.any(Number),
      minimumHours: expect.any(Number),
      minimumFareCents: expect.any(Number),
    });
  });

  it("prices a flat zone fare over the mileage, named by its rule, once published", async () => {
    await publish(PRICING_V1);
    const before = await quote({ ...toLogan, date: serviceDate(9), tripTime: "12:00" });
    expect(before.lines[0]?.rule).toBe("vehicles.sedan.mileage");
    const version = await publish(QUINCY_LOGAN);
    const after = await quote({ ...toLogan, date: serviceDate(9), tripTime: "12:00" });
    expect(after.pricingVersion).toBe(version);
    expect(after.lines[0]).toEqual({
      code: "vehicle",
      label: "Flat fare, Quincy to Logan Airport",
      amount: 95,
      rule: "flatFares.quincy-logan",
    });
    expect(after.breakdown).toEqual({
      vehicle: 95,
      stops: 0,
      returnTrip: 0,
      childSeats: 0,
      serviceFee: 15,
      gratuity: 0,
      total: 110,
    });
    // The SUV has no flat fare: by the mile.
    const suv = await quote({ ...toLogan, vehicleType: "suv", date: serviceDate(9), tripTime: "12:00" });
    expect(suv.lines[0]?.rule).toBe("vehicles.suv.mileage");
  });

  it("adds the late-night surcharge inside its window in New York time, on daylight saving nights too", async () => {
    await publish(QUINCY_LOGAN);
    const surcharge = async (date: string, tripTime: string) =>
      (await quote({ ...toLogan, date, tripTime })).lines.find((l) => l.rule === "surcharges.late-night")
        ?.amount ?? 0;
    expect(await surcharge(serviceDate(9), "23:30")).toBe(24);
    expect(await surcharge(serviceDate(9), "22:30")).toBe(0);
    // The clocks go forward at 2:00 (the second Sunday of March); 04:30 is still night, 05:00 is not.
    const springForward = nextNthWeekday(3, 0, 2);
    expect(await surcharge(springForward, "04:30")).toBe(24);
    expect(await surcharge(springForward, "05:00")).toBe(0);
    // The clocks go back at 2:00 (the first Sunday of November); 01:30 happens twice, both inside.
    const fallBack = nextNthWeekday(11, 0, 1);
    expect(await surcharge(fallBack, "01:30")).toBe(24);
    expect(await surcharge(fallBack, "05:30")).toBe(0);
    // Without a time, no time-window surcharge.
    expect((await quote(toLogan)).lines.some((l) => l.code === "surcharge")).toBe(false);
  });

  it("keeps a booking's price and version after a new version is published", async () => {
    const v1 = await publish(PRICING_V1);
    const res = await postJson(
      "/api/bookings",
      bookingBody({ pickupLocation: "Quincy, MA 02169", date: serviceDate(9), time: "23:30" }),
    );
    expect(res.status).toBe(201);
    const receipt = BookingReceipt.parse(await res.json());
    expect(receipt.pricingVersion).toBe(v1);
    const v2 = await publish(QUINCY_LOGAN);
    expect(v2).toBe(v1 + 1);
    const row = await env.DB.prepare(
      "SELECT estimated_price, pricing_version, price_lines FROM bookings WHERE id = ?",
    )
      .bind(receipt.bookingId)
      .first<{ estimated_price: number; pricing_version: number; price_lines: string }>();
    expect(row?.estimated_price).toBe(receipt.estimatedPrice);
    expect(row?.pricing_version).toBe(v1);
    expect(JSON.parse(row?.price_lines ?? "[]")).toEqual(receipt.lines);
    // The same trip booked now is priced under version 2: the flat fare and the night's surcharge.
    const again = BookingReceipt.parse(
      await (
        await postJson(
          "/api/bookings",
          bookingBody({ pickupLocation: "Quincy, MA 02169", date: serviceDate(9), time: "23:30" }),
        )
      ).json(),
    );
    expect(again.pricingVersion).toBe(v2);
    expect(again.lines.map((l) => l.rule)).toEqual([
      "flatFares.quincy-logan",
      "surcharges.late-night",
      "serviceFeeCents",
    ]);
    expect(again.estimatedPrice).toBe(95 + 24 + 15);
    expect(again.estimatedPrice).not.toBe(receipt.estimatedPrice);
    // The booking's money was set from its own price.
    const fare = await env.DB.prepare("SELECT fare_cents FROM booking_payments WHERE booking_id = ?")
      .bind(again.bookingId)
      .first<{ fare_cents: number }>();
    expect(fare?.fare_cents).toBe(13_400);
  });

  it("refuses bad rules with 400 and a detail, and publishes nothing", async () => {
    const before = await pricingNow();
    const sedan = { ...PRICING_V1.vehicles.sedan, perMileCents: -300 };
    const zone = (id: string) => ({ id, name: id, priority: 1, area: { kind: "zips", zips: ["02116"] } });
    const bad: [unknown, RegExp][] = [
      [{ ...PRICING_V1, vehicles: { ...PRICING_V1.vehicles, sedan } }, /perMileCents: must not be negative/],
      [{ ...PRICING_V1, zones: [zone("a"), zone("b")] }, /overlaps the zone "a" with the same priority/],
      [
        {
          ...PRICING_V1,
          surcharges: [
            { id: "x", name: "X", when: { kind: "time", from: "23:00", to: "23:00" }, percent: 10 },
          ],
        },
        /never opens/,
      ],
      [{ ...PRICING_V1, vehicles: { sedan: PRICING_V1.vehicles.sedan } }, /vehicles\.suv/],
    ];
    for (const [rules, detail] of bad) {
      const res = await adminApi("/api/admin/pricing", json({ rules }));
      expect(res.status, JSON.stringify(rules).slice(0, 80)).toBe(400);
      expect(await detailOf(res)).toMatch(detail);
      const preview = await adminApi("/api/admin/pricing/preview", json({ rules, trip: toLogan }));
      expect(preview.status).toBe(400);
    }
    expect((await pricingNow()).version).toBe(before.version);
  });

  it("previews any trip under a draft without publishing it, and refuses a stale draft", async () => {
    const before = await pricingNow();
    const res = await adminApi(
      "/api/admin/pricing/preview",
      json({ rules: QUINCY_LOGAN, trip: { ...toLogan, date: serviceDate(9), tripTime: "23:30" } }),
    );
    expect(res.status).toBe(200);
    const preview = QuoteResponse.parse(await res.json());
    expect(preview.breakdown.total).toBe(95 + 24 + 15);
    expect(preview.pricingVersion).toBe(0);
    expect((await pricingNow()).version).toBe(before.version);
    const stale = await adminApi(
      "/api/admin/pricing",
      json({ rules: PRICING_V1, basedOn: before.version - 1 || 99 }),
    );
    expect(stale.status).toBe(409);
    expect(
      (await adminApi("/api/admin/pricing", json({ rules: PRICING_V1, basedOn: before.version }))).status,
    ).toBe(201);
  });

  it("refuses a driver's token", async () => {
    const { bearer } = await import("./factories");
    const res = await api("/api/admin/pricing", { headers: await bearer("driver") });
    expect(res.status).toBe(403);
  });
});

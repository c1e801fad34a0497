import { describe, expect, it } from "vitest";
import { byDay, byKind } from "./earning-days";

const ride = (at: string, lines: { kind: "fare" | "gratuity" | "toll"; amountCents: number }[]) => ({
  bookingId: at,
  reference: "BC-AAAAAA",
  at,
  pickupLocation: "Logan",
  destination: "Cambridge",
  lines,
});

describe("a week of earnings", () => {
  it("puts each ride on its New York day, late evening included", () => {
    // 02:30 UTC on Tuesday is still Monday evening in New York.
    const days = byDay("2026-11-16", [
      ride("2026-11-17T02:30:00.000Z", [{ kind: "fare", amountCents: 10_000 }]),
      ride("2026-11-18T15:00:00.000Z", [{ kind: "gratuity", amountCents: 2_500 }]),
    ]);
    expect(days).toHaveLength(7);
    expect(days.map((d) => d.totalCents)).toEqual([10_000, 0, 2_500, 0, 0, 0, 0]);
  });

  it("adds up each kind, leaving out what was not earned", () => {
    const kinds = byKind([
      ride("2026-11-17T15:00:00.000Z", [
        { kind: "fare", amountCents: 10_000 },
        { kind: "gratuity", amountCents: 2_000 },
      ]),
      ride("2026-11-18T15:00:00.000Z", [{ kind: "gratuity", amountCents: 500 }]),
    ]);
    expect(kinds).toEqual([
      { kind: "fare", cents: 10_000 },
      { kind: "gratuity", cents: 2_500 },
    ]);
  });
});

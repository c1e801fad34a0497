import { describe, expect, it } from "vitest";
import {
  cardLabel,
  chauffeurLine,
  costLines,
  customerStatus,
  paymentSummary,
  refundOf,
  tripLines,
} from "./booking-view";
import { customerBooking } from "./customer-booking.fixture";

const booking = customerBooking();

describe("the booking in the customer's words", () => {
  it("names each status as the customer reads it", () => {
    expect(customerStatus("pending").label).toBe("Awaiting confirmation");
    expect(customerStatus("confirmed").label).toBe("Confirmed");
    expect(customerStatus("cancelled").label).toBe("Cancelled");
    expect(customerStatus("completed").label).toBe("Completed");
  });

  it("names the chauffeur once assigned, and says we are assigning one while the ride is ahead", () => {
    expect(chauffeurLine(booking)).toBe("We are assigning your chauffeur");
    expect(chauffeurLine({ ...booking, assignmentStatus: "rejected" })).toBe(
      "We are assigning your chauffeur",
    );
    for (const assignmentStatus of ["assigned", "accepted", "in_progress", "completed"]) {
      expect(chauffeurLine({ ...booking, assignmentStatus, chauffeurFirstName: "Sam" })).toBe(
        "Your chauffeur: Sam",
      );
    }
    expect(chauffeurLine({ ...booking, status: "cancelled" })).toBeNull();
    expect(chauffeurLine({ ...booking, status: "completed", assignmentStatus: "completed" })).toBeNull();
    expect(
      chauffeurLine({
        ...booking,
        status: "completed",
        assignmentStatus: "completed",
        chauffeurFirstName: "Sam",
      }),
    ).toBe("Your chauffeur: Sam");
  });

  it("shows the card by brand and last four, and the refunded share to the cent", () => {
    expect(cardLabel(booking)).toBe("Visa ending in 4242");
    expect(cardLabel({ ...booking, cardBrand: null })).toBe("Card ending in 4242");
    expect(cardLabel({ ...booking, cardLast4: null })).toBeNull();
    expect(refundOf(210, 50)).toBe(105);
    expect(refundOf(99.99, 50)).toBe(50);
  });

  it("lists the trip with a US date, a 12-hour time and the vehicle's name", () => {
    const lines = Object.fromEntries(tripLines(booking).map((l) => [l.label, l.value]));
    expect(lines).toMatchObject({ Date: "03/07/2026", Time: "2:30 PM", Vehicle: "Executive Sedan" });
    expect(lines.Service).toBeUndefined();
    const hourly = tripLines({ ...booking, serviceType: "hourly", hours: 4, destination: "" });
    expect(hourly.map((l) => l.label)).toEqual([
      "Pickup",
      "Service",
      "Date",
      "Time",
      "Vehicle",
      "Passengers",
      "Luggage",
    ]);
    expect(hourly[1]?.value).toBe("Hourly, 4 hours");
  });
});

describe("paymentSummary", () => {
  const base = {
    currency: "usd" as const,
    fareCents: 16500,
    verifiedCents: 0,
    heldCents: 0,
    capturedCents: 0,
    refundedCents: 0,
    captureBefore: null,
    lines: [],
    settled: false,
  };
  it("says what the ledger says, never what the fare would suggest", () => {
    expect(paymentSummary({ ...base, state: "verified", verifiedCents: 100 })).toEqual({
      headline: "Your card is checked and saved for this ride. Nothing is charged yet.",
      rows: [{ label: "Card check (released later)", value: "$1.00" }],
    });
    expect(paymentSummary({ ...base, state: "held", heldCents: 16500 }).headline).toBe(
      "A hold of $165.00 is on your card for the fare. It is charged after the ride.",
    );
    expect(paymentSummary({ ...base, state: "voided", settled: true }).headline).toBe(
      "Nothing was charged. Every hold on your card is released.",
    );
    const refunded = paymentSummary({
      ...base,
      state: "partially_refunded",
      capturedCents: 16500,
      refundedCents: 2500,
    });
    expect(refunded.headline).toBe("You were charged $165.00 and $25.00 was refunded.");
    expect(refunded.rows).toEqual([
      { label: "Charged", value: "$165.00" },
      { label: "Refunded", value: "$25.00" },
    ]);
  });
});

describe("costLines", () => {
  const payment = {
    state: "captured" as const,
    currency: "usd" as const,
    fareCents: 21000,
    verifiedCents: 0,
    heldCents: 0,
    capturedCents: 24000,
    refundedCents: 0,
    captureBefore: null,
    settled: true,
    lines: [
      { kind: "fare" as const, code: "vehicle", description: "Executive Sedan", amountCents: 18500 },
      { kind: "fare" as const, code: "service_fee", description: "Service fee", amountCents: 2500 },
      {
        kind: "extra" as const,
        code: "waiting_time",
        description: "Waiting time (20 min beyond 60 free)",
        amountCents: 3000,
      },
    ],
  };

  it("lists the receipt's lines, the ride's extras included, and totals them", () => {
    expect(costLines({ ...booking, payment })).toEqual({
      lines: [
        { label: "Executive Sedan", value: "$185.00" },
        { label: "Service fee", value: "$25.00" },
        { label: "Waiting time (20 min beyond 60 free)", value: "$30.00" },
      ],
      total: { label: "Ride total", value: "$240.00" },
    });
  });

  it("leaves a refund to the money rows and calls a total without extras the fare", () => {
    const refunded = {
      ...payment,
      lines: [
        ...payment.lines.slice(0, 2),
        { kind: "adjustment" as const, code: "refund", description: "Refund", amountCents: -2500 },
      ],
    };
    expect(costLines({ ...booking, payment: refunded }).total).toEqual({ label: "Fare", value: "$210.00" });
  });

  it("shows the booked total before the ledger has lines", () => {
    expect(costLines(booking)).toEqual({ lines: [], total: { label: "Estimated total", value: "$210.00" } });
  });
});

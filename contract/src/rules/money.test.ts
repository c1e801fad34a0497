import { describe, expect, it } from "vitest";
import {
  cancellationFeeCents,
  dollarsToCents,
  formatCents,
  NO_SHOW_CHARGE_PERCENT,
  noShowChargeCents,
} from "./money";

describe("money rules (integer cents)", () => {
  it("formats cents as dollars", () => {
    expect(formatCents(16500)).toBe("$165.00");
    expect(formatCents(8250)).toBe("$82.50");
    expect(formatCents(5)).toBe("$0.05");
    expect(formatCents(123456789)).toBe("$1,234,567.89");
    expect(formatCents(-2500)).toBe("-$25.00");
  });
  it("converts the pricing rules' dollars to cents without float drift", () => {
    expect(dollarsToCents(165)).toBe(16500);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
  });
  it("charges the tier's unrefunded share of the fare as the cancellation fee, to the cent", () => {
    expect(cancellationFeeCents(16500, 100)).toBe(0);
    expect(cancellationFeeCents(16500, 50)).toBe(8250);
    expect(cancellationFeeCents(16501, 50)).toBe(8251);
    expect(cancellationFeeCents(16500, 0)).toBe(16500);
  });
  it("charges a no-show like the last tier: the whole fare", () => {
    expect(NO_SHOW_CHARGE_PERCENT).toBe(100);
    expect(noShowChargeCents(16500)).toBe(16500);
  });
});

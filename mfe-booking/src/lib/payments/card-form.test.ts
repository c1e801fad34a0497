import { describe, expect, it } from "vitest";
import {
  CardPayLinkForm,
  CardPaymentForm,
  cardNumberError,
  cvvError,
  EMPTY_PAYMENT,
  expiryError,
  formatCardNumber,
  formatCvv,
  formatExpiry,
  passesLuhn,
} from "./card-form";

describe("card number", () => {
  it("groups digits in fours, drops anything else, stops at 19 digits", () => {
    expect(formatCardNumber("4242424242424242")).toBe("4242 4242 4242 4242");
    expect(formatCardNumber("4242-4242 42a")).toBe("4242 4242 42");
    expect(formatCardNumber("1234567890123456789999")).toBe("1234 5678 9012 3456 789");
    expect(formatCardNumber("4242")).toBe("4242");
  });
  it("checks Luhn", () => {
    expect(passesLuhn("4242424242424242")).toBe(true);
    expect(passesLuhn("5555555555554444")).toBe(true);
    expect(passesLuhn("4000000000000002")).toBe(true);
    expect(passesLuhn("4242424242424241")).toBe(false);
    expect(passesLuhn("")).toBe(false);
  });
  it("requires 13-19 digits that pass Luhn, with SPEC.md's messages", () => {
    expect(cardNumberError("")).toBe("Card number is required");
    expect(cardNumberError("4242 4242 4242 4242")).toBeUndefined();
    expect(cardNumberError("4222 2222 2222 2")).toBeUndefined(); // 13 digits
    expect(cardNumberError("4242 4242 4242")).toBe("Please enter a valid card number");
    expect(cardNumberError("4242 4242 4242 4241")).toBe("Please enter a valid card number");
  });
});

describe("expiry", () => {
  const now = new Date(2026, 10, 15); // November 2026
  it("auto-formats MM/YY while typing and lets backspace remove the slash", () => {
    expect(formatExpiry("1")).toBe("1");
    expect(formatExpiry("12")).toBe("12/");
    expect(formatExpiry("1228")).toBe("12/28");
    expect(formatExpiry("12/289")).toBe("12/28");
    expect(formatExpiry("12", "12/")).toBe("1");
  });
  it("requires month 01-12 and not the past", () => {
    expect(expiryError("")).toBe("Expiry date is required");
    expect(expiryError("11/26", now)).toBeUndefined();
    expect(expiryError("01/30", now)).toBeUndefined();
    for (const bad of ["10/26", "13/27", "00/27", "1/27", "12-27", "12/2027"]) {
      expect(expiryError(bad, now), bad).toBe("Please enter a valid expiry date (MM/YY)");
    }
  });
});

describe("CVV", () => {
  it("keeps up to 4 digits and needs at least 3", () => {
    expect(formatCvv("12a34 5")).toBe("1234");
    expect(cvvError("")).toBe("CVV is required");
    expect(cvvError("12")).toBe("Please enter a valid CVV");
    expect(cvvError("123")).toBeUndefined();
    expect(cvvError("1234")).toBeUndefined();
  });
});

describe("the whole payment form", () => {
  const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
    result.error?.issues.map((i) => i.message) ?? [];
  it("lists every missing field with SPEC.md's words", () => {
    expect(messages(CardPaymentForm.safeParse(EMPTY_PAYMENT))).toEqual([
      "Name on card is required",
      "Billing address is required",
      "City is required",
      "State is required",
      "ZIP code is required",
      "You must accept the Terms of Service",
      "You must accept the Privacy Policy",
      "Card number is required",
      "Expiry date is required",
      "CVV is required",
    ]);
  });
  it("takes a whole card and address, and a blank-only name is missing", () => {
    const whole = {
      cardNumber: "4242 4242 4242 4242",
      expiryDate: "12/39",
      cvv: "123",
      nameOnCard: "Ada Lovelace",
      billingAddress: "1 Beacon St",
      city: "Boston",
      state: "MA",
      zipCode: "02108",
      acceptTerms: true,
      acceptPrivacy: true,
    };
    expect(CardPaymentForm.safeParse(whole).success).toBe(true);
    expect(messages(CardPaymentForm.safeParse({ ...whole, nameOnCard: "   " }))).toEqual([
      "Name on card is required",
    ]);
  });
  it("asks the payment link for a name and a valid card, the ZIP code optional", () => {
    const link = {
      cardNumber: "4242 4242 4242 4241",
      expiryDate: "12/39",
      cvv: "123",
      nameOnCard: "",
      zipCode: "",
    };
    expect(messages(CardPayLinkForm.safeParse(link))).toEqual([
      "Name on card is required",
      "Please enter a valid card number",
    ]);
  });
});

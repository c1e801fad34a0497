import { describe, expect, it } from "vitest";
import { isValidEmail, validateCustomer } from "./customer-rules";

const ok = { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", phone: "(617) 555-0142" };

describe("customer-info rules (SPEC.md section 5)", () => {
  it("accepts a complete customer", () => {
    expect(validateCustomer(ok)).toEqual({});
  });
  it("requires every field with SPEC.md's messages", () => {
    expect(validateCustomer({ firstName: " ", lastName: "", email: "", phone: "" })).toEqual({
      firstName: "First name is required",
      lastName: "Last name is required",
      email: "Email is required",
      phone: "Phone number is required",
    });
  });
  it("checks the e-mail looks like an address", () => {
    expect(isValidEmail("ada@example.com")).toBe(true);
    expect(isValidEmail(" a.b+c@mail.co.uk ")).toBe(true);
    for (const bad of ["ada", "ada@", "@example.com", "ada@example", "a da@example.com"]) {
      expect(isValidEmail(bad), bad).toBe(false);
      expect(validateCustomer({ ...ok, email: bad }).email).toBe("Please enter a valid email");
    }
  });
  it("checks the phone: optional plus, leading 1-9, at most 16 digits, ignoring spaces, dashes, parentheses", () => {
    for (const good of ["+1 (617) 555-0142", "617-555-0142", "+4420 7946 0958", "1234567890123456"]) {
      expect(validateCustomer({ ...ok, phone: good }).phone, good).toBeUndefined();
    }
    for (const bad of ["0617 555 0142", "12345678901234567", "617.555.0142", "phone", "++1617"]) {
      expect(validateCustomer({ ...ok, phone: bad }).phone, bad).toBe("Please enter a valid phone number");
    }
  });
});

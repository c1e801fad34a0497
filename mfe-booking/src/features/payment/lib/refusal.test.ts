import { PICKUP_TIME_MESSAGES, SUV_REQUIRED_MESSAGE } from "@chauffeur/contract";
import { describe, expect, it } from "vitest";
import { fixStepFor } from "./refusal";

describe("the step that fixes a refused booking", () => {
  it("sends a customer field back to the passenger step", () => {
    expect(fixStepFor("customerInfo.email: Please enter a valid email")?.path).toBe("/customer-info");
    expect(fixStepFor("flightNumber: Please enter a valid flight number")?.path).toBe("/customer-info");
  });
  it("sends a pickup time the server refuses back to the date and time", () => {
    expect(fixStepFor(PICKUP_TIME_MESSAGES["too-soon"])?.path).toBe("/booking");
    expect(fixStepFor(PICKUP_TIME_MESSAGES.past)?.path).toBe("/booking");
    expect(fixStepFor("time: Pickups can be booked at most 365 days ahead")?.path).toBe("/booking");
  });
  it("sends the vehicle and the party back to the vehicle step", () => {
    expect(fixStepFor(SUV_REQUIRED_MESSAGE)?.path).toBe("/vehicle-selection");
    expect(fixStepFor("passengerCount: Too big")?.path).toBe("/vehicle-selection");
  });
  it("names no step for what no earlier step fixes", () => {
    expect(fixStepFor("This Idempotency-Key was already used for a different booking")).toBeNull();
    expect(fixStepFor("paymentInfo.provider: this site takes stripe payments")).toBeNull();
  });
});

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
  it("sends the return ride's time and the stops back to the vehicle step, where they are chosen", () => {
    const late = fixStepFor(
      "The return ride must be picked up after the outbound ride arrives, about Mon, Nov 30, 11:25 AM ET; please choose a later return time.",
    );
    expect(late).toEqual({ path: "/vehicle-selection", label: "Change the stops or return ride" });
    expect(fixStepFor(`The return ride: ${PICKUP_TIME_MESSAGES["too-soon"]}`)?.path).toBe(
      "/vehicle-selection",
    );
    expect(fixStepFor("returnTrip.time: the return pickup must be after the outbound pickup")?.path).toBe(
      "/vehicle-selection",
    );
    expect(fixStepFor("stops: at most 3 stops")?.path).toBe("/vehicle-selection");
  });

  it("names no step for what no earlier step fixes", () => {
    expect(fixStepFor("This Idempotency-Key was already used for a different booking")).toBeNull();
    expect(fixStepFor("paymentInfo.provider: this site takes stripe payments")).toBeNull();
  });
});

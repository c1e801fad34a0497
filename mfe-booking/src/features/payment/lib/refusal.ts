import { PICKUP_TIME_MESSAGES, SUV_REQUIRED_MESSAGE } from "@chauffeur/contract";

/** The step where the customer fixes what the server refused, and the words of the button to it. */
export interface FixStep {
  path: string;
  label: string;
}

const PASSENGER: FixStep = { path: "/customer-info", label: "Edit passenger details" };
const WHEN: FixStep = { path: "/booking", label: "Choose another date or time" };
const TRIP: FixStep = { path: "/vehicle-selection", label: "Change vehicle or party" };
const EXTRAS: FixStep = { path: "/vehicle-selection", label: "Change the stops or return ride" };

const fieldOf = (part: string) => /^([A-Za-z]+)[.:]/.exec(part)?.[1];

/**
 * Where a refused booking is fixed, from the server's `detail` (`customerInfo.email: …` names a field;
 * a booking rule is named by its words). null when no earlier step can fix it (the card, a conflict).
 */
export function fixStepFor(detail: string): FixStep | null {
  const parts = detail.split("; ");
  const fields = parts.map(fieldOf);
  if (fields.some((f) => f === "customerInfo" || f === "flightNumber" || f === "specialRequests"))
    return PASSENGER;
  // The return ride's time or the stops are chosen on the vehicle step (before the outbound's time words).
  if (fields.some((f) => f === "returnTrip" || f === "stops") || detail.startsWith("The return ride"))
    return EXTRAS;
  const timeWords = Object.values(PICKUP_TIME_MESSAGES).map((m) => m.split(" ").slice(0, 4).join(" "));
  if (fields.some((f) => f === "date" || f === "time") || timeWords.some((w) => detail.includes(w)))
    return WHEN;
  const tripFields = ["vehicleType", "passengerCount", "luggageCount", "childSeats", "hours", "distance"];
  if (
    fields.some((f) => f !== undefined && tripFields.includes(f)) ||
    detail.includes(SUV_REQUIRED_MESSAGE) ||
    detail.includes("does not fit in one vehicle")
  )
    return TRIP;
  return null;
}

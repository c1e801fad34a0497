import { type PriceBreakdown, priceOf } from "@chauffeur/contract";
import type { BookingDraft } from "./draft/draft-schema";

/**
 * The draft's price: the quoted fares (the ride, its stops, the return ride) with the draft's current
 * child seats and the service fee, by the contract's own sum (child seats can still change on the
 * customer-info step) and the gratuity once chosen on the payment step.
 */
export function draftPrice(draft: BookingDraft): PriceBreakdown | null {
  if (!draft.breakdown) return null;
  const { vehicle, stops, returnTrip } = draft.breakdown;
  const seats = draft.travelingWithChild || draft.childSeats > 0 ? draft.childSeats : 0;
  return priceOf({ vehicle, stops, returnTrip, childSeats: seats, gratuity: draft.gratuity });
}

/** The stops the customer filled in, in order (an empty field is not a stop). */
export const filledStops = (draft: Pick<BookingDraft, "serviceType" | "stops">): string[] =>
  draft.serviceType === "one-way" ? draft.stops.map((s) => s.trim()).filter(Boolean) : [];

/** The return ride, once both its date and time are chosen (one-way trips only). */
export const chosenReturn = (draft: Pick<BookingDraft, "serviceType" | "returnTrip">) =>
  draft.serviceType === "one-way" && draft.returnTrip?.date && draft.returnTrip.time
    ? draft.returnTrip
    : undefined;

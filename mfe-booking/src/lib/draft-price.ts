import {
  breakdownOf,
  linesWithSeats,
  type PriceBreakdown,
  type PriceLine,
  priceOf,
} from "@chauffeur/contract";
import type { BookingDraft } from "./draft/draft-schema";

/**
 * The draft's price: the quoted fares (the ride, its stops, the return ride) with the draft's current
 * child seats and the service fee, by the contract's own sum (child seats can still change on the
 * customer-info step) and the gratuity once chosen on the payment step.
 */
export function draftPrice(draft: BookingDraft): PriceBreakdown | null {
  const lines = draftLines(draft);
  if (lines) return breakdownOf(lines, draft.gratuity);
  if (!draft.breakdown) return null;
  const { vehicle, stops, returnTrip } = draft.breakdown;
  return priceOf({ vehicle, stops, returnTrip, childSeats: seatsOf(draft), gratuity: draft.gratuity });
}

const seatsOf = (draft: BookingDraft) =>
  draft.travelingWithChild || draft.childSeats > 0 ? draft.childSeats : 0;

/**
 * The server's lines for the draft (its surcharges and tax named as the operator's rules name them) with
 * the draft's current child seats; null for a price made on the page (the server could not be asked).
 */
export function draftLines(draft: BookingDraft): PriceLine[] | null {
  if (!draft.priceLines || !draft.priceTerms) return null;
  return linesWithSeats(draft.priceLines, seatsOf(draft), draft.priceTerms);
}

/** The stops the customer filled in, in order (an empty field is not a stop). */
export const filledStops = (draft: Pick<BookingDraft, "serviceType" | "stops">): string[] =>
  draft.serviceType === "one-way" ? draft.stops.map((s) => s.trim()).filter(Boolean) : [];

/** The return ride, once both its date and time are chosen (one-way trips only). */
export const chosenReturn = (draft: Pick<BookingDraft, "serviceType" | "returnTrip">) =>
  draft.serviceType === "one-way" && draft.returnTrip?.date && draft.returnTrip.time
    ? draft.returnTrip
    : undefined;

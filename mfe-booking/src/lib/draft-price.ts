import { CHILD_SEAT_PRICE, type PriceBreakdown, SERVICE_FEE } from "@chauffeur/contract";
import type { BookingDraft } from "./draft/draft-schema";

/**
 * The draft's price: the quoted vehicle price with the draft's current child seats and the service fee,
 * the same sum as the contract's quotePrice (child seats can still change on the customer-info step).
 */
export function draftPrice(draft: BookingDraft): PriceBreakdown | null {
  if (!draft.breakdown) return null;
  const vehicle = draft.breakdown.vehicle;
  const childSeats =
    (draft.travelingWithChild || draft.childSeats > 0 ? draft.childSeats : 0) * CHILD_SEAT_PRICE;
  return { vehicle, childSeats, serviceFee: SERVICE_FEE, total: vehicle + childSeats + SERVICE_FEE };
}

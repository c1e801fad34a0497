import { PickupDate, PickupTime } from "@chauffeur/contract";
import { z } from "zod";
import { CardPaymentForm, EMPTY_PAYMENT, StripePaymentForm } from "../../../lib/payments/card-form";

export const CHOOSE_TIME = "Please choose a pickup time";
export const CHOOSE_RETURN_TIME = "Please choose a return time";

/**
 * What the quote page asks before the card: the pickup's day (the quoted one unless moved) and time, a
 * round trip's return day and time, and the party's details.
 */
const tripDetails = (roundTrip: boolean) =>
  z.object({
    date: z.string().min(1, "Please choose a date").pipe(PickupDate),
    time: z.string().min(1, CHOOSE_TIME).pipe(PickupTime),
    returnDate: roundTrip ? z.string().min(1, "Please choose a return date").pipe(PickupDate) : z.string(),
    returnTime: roundTrip ? z.string().min(1, CHOOSE_RETURN_TIME).pipe(PickupTime) : z.string(),
    luggageCount: z.number().int().min(0).max(6),
    flightNumber: z.string().max(20),
    specialRequests: z.string().max(1000),
  });

/** The quote page's form: the trip's details, then the card exactly as booking step 4 takes it. */
export const acceptQuoteForm = (cardInPage: boolean, roundTrip: boolean) =>
  (cardInPage ? CardPaymentForm : StripePaymentForm).extend(tripDetails(roundTrip).shape);
export type AcceptQuoteValues = z.input<ReturnType<typeof acceptQuoteForm>>;

/** The form's first values: the quoted days, and the time a short-notice request asked for (else none yet). */
export const emptyAccept = (view: {
  date: string;
  returnDate: string | null;
  pickupTime: string | null;
}): AcceptQuoteValues => ({
  date: view.date,
  time: view.pickupTime ?? "",
  returnDate: view.returnDate ?? "",
  returnTime: "",
  luggageCount: 0,
  flightNumber: "",
  specialRequests: "",
  ...EMPTY_PAYMENT,
});

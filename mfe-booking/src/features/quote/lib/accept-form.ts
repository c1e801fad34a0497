import { PickupTime } from "@chauffeur/contract";
import { z } from "zod";
import { CardPaymentForm, StripePaymentForm } from "../../../lib/payments/card-form";

/** What the quote page asks before the card: the pickup time on the quoted day and the party's details. */
const TripDetails = z.object({
  time: z.string().min(1, "Please choose a pickup time").pipe(PickupTime),
  luggageCount: z.number().int().min(0).max(6),
  flightNumber: z.string().max(20),
  specialRequests: z.string().max(1000),
});

/** The quote page's form: the trip's details, then the card exactly as booking step 4 takes it. */
export const acceptQuoteForm = (cardInPage: boolean) =>
  (cardInPage ? CardPaymentForm : StripePaymentForm).extend(TripDetails.shape);
export type AcceptQuoteValues = z.input<ReturnType<typeof acceptQuoteForm>>;

export const EMPTY_ACCEPT: AcceptQuoteValues = {
  time: "",
  luggageCount: 0,
  flightNumber: "",
  specialRequests: "",
  cardNumber: "",
  expiryDate: "",
  cvv: "",
  nameOnCard: "",
  billingAddress: "",
  city: "",
  state: "",
  zipCode: "",
  acceptTerms: false,
  acceptPrivacy: false,
};

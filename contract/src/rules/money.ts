import { CANCELLATION_TIERS } from "../policy";
import { formatUsd } from "./format";

/**
 * Money rules shared by page and server. Every amount is integer cents; dollars appear only where a
 * price is shown or where the pricing rules (whole dollars) hand over to the ledger.
 */

/** Whole or fractional dollars to cents, rounded to the cent. */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** "$165.00", "$0.50": how every message and page writes an amount of cents (formatUsd, cents shown). */
export function formatCents(cents: number): string {
  return formatUsd(cents / 100, { cents: true });
}

/** The cancellation fee in cents: the fare's unrefunded share under the tier (rounded to the cent). */
export function cancellationFeeCents(fareCents: number, refundPercent: number): number {
  return Math.round((fareCents * (100 - refundPercent)) / 100);
}

/** A no-show is charged like a cancellation in the last tier: the whole fare (the terms say so). */
export const NO_SHOW_CHARGE_PERCENT = 100 - (CANCELLATION_TIERS.at(-1)?.refundPercent ?? 0);

/** The part of the fare charged for a no-show, in cents. */
export function noShowChargeCents(fareCents: number): number {
  return Math.round((fareCents * NO_SHOW_CHARGE_PERCENT) / 100);
}

/** Days before pickup at which the full fare is held, unless configured otherwise (PAYMENT_HOLD_DAYS). */
export const DEFAULT_HOLD_DAYS = 4;

/** What the customer agrees to on the payment step (stored with the booking as the consent given). */
export function paymentConsentText(holdDays: number = DEFAULT_HOLD_DAYS): string {
  return `By booking, you authorize us to check your card with a $1 authorization (released later) and to save it for this ride: we place a hold for the full fare ${holdDays} days before pickup (or when we confirm a ride that is closer), and charge the fare plus any extras, such as waiting time, after the ride, or a fee under our cancellation policy. If your bank declines the hold, we send you a payment link.`;
}

/**
 * The chauffeur's gratuity (PRODUCT.md, third round): chosen at booking as a share of the fare or an
 * amount, changeable for GRATUITY_CHANGE_HOURS after the ride, and paid in full to the chauffeur.
 */

/** The shares the booking and rating pages offer, in percent of the fare. */
export const GRATUITY_PERCENTS = [0, 15, 20, 25] as const;
/** Version 1's share chosen unless the customer picks another (the published rules' `gratuityDefaultPercent` overrides it). */
export const DEFAULT_GRATUITY_PERCENT = 20;
/** The largest share or amount taken: a typo of an extra zero is refused, not charged. */
export const MAX_GRATUITY_PERCENT = 50;
export const MAX_GRATUITY_CENTS = 100_000;
/** How long after the ride the customer may change the gratuity. */
export const GRATUITY_CHANGE_HOURS = 48;

/** A share of the fare (whole percent) or an amount in cents. */
export type GratuityChoice = { percent: number } | { amountCents: number };

export const NO_GRATUITY: GratuityChoice = { percent: 0 };

/** The gratuity in cents for a fare in cents: its share, rounded to the cent, or the amount given. */
export function gratuityCents(fareCents: number, choice: GratuityChoice): number {
  if ("percent" in choice) return Math.round((fareCents * choice.percent) / 100);
  return Math.round(choice.amountCents);
}

/** The line's words: "Gratuity (20%)" or "Gratuity". */
export function gratuityDescription(percent: number | null): string {
  return percent === null ? "Gratuity" : `Gratuity (${percent}%)`;
}

/** The choice a stored booking stands for: its share when it was chosen as one, else its amount. */
export function storedGratuity(percent: number | null, cents: number): GratuityChoice {
  return percent === null ? { amountCents: cents } : { percent };
}

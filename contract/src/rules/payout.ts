import { CHAUFFEUR_PAYOUT_PERCENT } from "./pricing";

export interface ChauffeurPayout {
  /** What the chauffeur is paid for the ride, in cents. */
  cents: number;
  percent: number;
  vehicleFareCents: number;
  /** What the ride added to the fare (waiting time) so far. */
  extrasCents: number;
}

/**
 * What a chauffeur earns for a ride: CHAUFFEUR_PAYOUT_PERCENT of the vehicle fare (the ride and its stops
 * on the way) and of the extras the ride added, to the cent. The driver's card shows it before they accept.
 */
export function chauffeurPayout(vehicleFareCents: number, extrasCents: number): ChauffeurPayout {
  const base = vehicleFareCents + extrasCents;
  return {
    cents: Math.round((base * CHAUFFEUR_PAYOUT_PERCENT) / 100),
    percent: CHAUFFEUR_PAYOUT_PERCENT,
    vehicleFareCents,
    extrasCents,
  };
}

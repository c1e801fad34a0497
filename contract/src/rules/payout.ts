import { cancellationFeeCents, noShowChargeCents } from "./money";
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
 * What a chauffeur earns for a ride: their share (CHAUFFEUR_PAYOUT_PERCENT unless the operator set theirs)
 * of the vehicle fare (the ride and its stops on the way) and of the extras the ride added, to the cent.
 * The driver's card shows it before they accept; the gratuity comes on top (payoutDue).
 */
export function chauffeurPayout(
  vehicleFareCents: number,
  extrasCents: number,
  percent: number = CHAUFFEUR_PAYOUT_PERCENT,
): ChauffeurPayout {
  const base = vehicleFareCents + extrasCents;
  return { cents: Math.round((base * percent) / 100), percent, vehicleFareCents, extrasCents };
}

/** The lines of a chauffeur's pay for a ride, in the order a statement lists them. */
export const PAYOUT_KINDS = ["fare", "waiting", "toll", "parking", "gratuity"] as const;
type PayoutKind = (typeof PAYOUT_KINDS)[number];

/** How each kind reads on the chauffeur's app, the statement and the payroll file. */
export const PAYOUT_KIND_LABELS: Readonly<Record<PayoutKind, string>> = {
  fare: "Fare share",
  waiting: "Waiting share",
  toll: "Tolls paid",
  parking: "Parking paid",
  gratuity: "Gratuity",
};

/**
 * Which of a ride's extra lines (by code) the chauffeur earns from: waiting time at their share; tolls and
 * parking they paid out of pocket, in full. Other extras (a name sign) are the operator's.
 */
const EXTRA_PAYOUT: Readonly<Record<string, { kind: PayoutKind; shared: boolean }>> = {
  waiting_time: { kind: "waiting", shared: true },
  toll: { kind: "toll", shared: false },
  tolls: { kind: "toll", shared: false },
  parking: { kind: "parking", shared: false },
};

export interface PayoutRide {
  /** How the ride ended: a cancellation counts only when it was charged a fee. */
  outcome: "completed" | "no_show" | "cancelled";
  /** The car's fare: the ride and its stops, in cents (never the child seats or the service fee). */
  vehicleFareCents: number;
  /** A cancellation's refund tier, in percent. */
  refundPercent: number | null;
  /** The ride's payment lines. */
  lines: readonly { kind: string; code: string; amountCents: number }[];
  /** The chauffeur's share, in percent. */
  percent: number;
}

/**
 * What the chauffeur is owed for a ride, by kind, in cents: their share of the fare (of the no-show
 * charge, of a cancellation fee), of the waiting; tolls and parking in full; the gratuity in full, and only
 * for a ride that took place. The gratuity never counts toward the share: it is the chauffeur's alone.
 */
export function payoutDue(ride: PayoutRide): Record<PayoutKind, number> {
  const due: Record<PayoutKind, number> = { fare: 0, waiting: 0, toll: 0, parking: 0, gratuity: 0 };
  const share = (cents: number) => Math.round((cents * ride.percent) / 100);
  if (ride.outcome === "cancelled") {
    due.fare = share(cancellationFeeCents(ride.vehicleFareCents, ride.refundPercent ?? 100));
    return due;
  }
  due.fare = share(
    ride.outcome === "no_show" ? noShowChargeCents(ride.vehicleFareCents) : ride.vehicleFareCents,
  );
  const shared: Partial<Record<PayoutKind, number>> = {};
  for (const line of ride.lines) {
    if (line.kind === "gratuity" && ride.outcome === "completed") due.gratuity += line.amountCents;
    const extra = line.kind === "extra" ? EXTRA_PAYOUT[line.code] : undefined;
    if (!extra) continue;
    if (extra.shared) shared[extra.kind] = (shared[extra.kind] ?? 0) + line.amountCents;
    else due[extra.kind] += line.amountCents;
  }
  for (const [kind, cents] of Object.entries(shared)) due[kind as PayoutKind] += share(cents);
  due.gratuity = Math.max(0, due.gratuity);
  return due;
}

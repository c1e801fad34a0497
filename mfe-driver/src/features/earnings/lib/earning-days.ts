import {
  type DriverEarnings,
  PAYOUT_KINDS,
  type PayoutKind,
  serviceToday,
  shiftDate,
} from "@chauffeur/contract";

type Ride = DriverEarnings["rides"][number];

/** The seven New York dates of the week that starts on `monday`. */
export const weekDays = (monday: string): string[] => [0, 1, 2, 3, 4, 5, 6].map((d) => shiftDate(monday, d));

/** A ride's total, in cents. */
export const rideTotal = (ride: Ride) => ride.lines.reduce((s, l) => s + l.amountCents, 0);

/** The week's rides by the New York day they were earned, every day of the week listed (most empty). */
export function byDay(
  monday: string,
  rides: readonly Ride[],
): { day: string; rides: Ride[]; totalCents: number }[] {
  return weekDays(monday).map((day) => {
    const mine = rides.filter((r) => serviceToday(new Date(r.at)) === day);
    return { day, rides: mine, totalCents: mine.reduce((s, r) => s + rideTotal(r), 0) };
  });
}

/** The week's totals by kind (fare share, waiting, tolls, parking, gratuity), only those earned. */
export function byKind(rides: readonly Ride[]): { kind: PayoutKind; cents: number }[] {
  return PAYOUT_KINDS.map((kind) => ({
    kind,
    cents: rides
      .flatMap((r) => r.lines)
      .filter((l) => l.kind === kind)
      .reduce((s, l) => s + l.amountCents, 0),
  })).filter((k) => k.cents !== 0);
}

import {
  type DateRangeQuery,
  type DriverEarnings,
  PAYOUT_KINDS,
  type PayoutKind,
  serviceInstant,
  shiftDate,
} from "@chauffeur/contract";
import { bookings, payoutLines } from "@chauffeur/db";
import { and, asc, eq, gte, lt, min, sql, sum } from "drizzle-orm";
import type { Ctx } from "../core/context";

/** The instants a range of New York dates covers: the first day's midnight to the midnight after the last. */
export function dateRangeBounds({ from, to }: DateRangeQuery): { start: string; end: string } {
  const start = serviceInstant(from, "00:00");
  const end = serviceInstant(shiftDate(to, 1), "00:00");
  if (!start || !end) throw new RangeError("not a date range");
  return { start: start.toISOString(), end: end.toISOString() };
}

/**
 * GET /api/drivers/{id}/earnings?from=&to=: the chauffeur's payout lines earned between two New York dates
 * (both included), by ride and kind, with their total. A ride is dated by when its lines were earned (its
 * end, or a later correction's time), so the days and weeks add up to what the statements pay.
 */
export async function driverEarnings({
  ctx,
  input: { driverId, range },
}: {
  ctx: Ctx;
  input: { driverId: string; range: DateRangeQuery };
}): Promise<DriverEarnings> {
  const { start, end } = dateRangeBounds(range);
  const rows = await ctx.db
    .select({
      bookingId: payoutLines.bookingId,
      kind: payoutLines.kind,
      amountCents: sql<number>`${sum(payoutLines.amountCents)}`,
      at: min(payoutLines.earnedAt),
      reference: bookings.reference,
      pickupLocation: bookings.pickupLocation,
      destination: bookings.destination,
    })
    .from(payoutLines)
    .leftJoin(bookings, eq(bookings.id, payoutLines.bookingId))
    .where(
      and(
        eq(payoutLines.driverId, driverId),
        gte(payoutLines.earnedAt, start),
        lt(payoutLines.earnedAt, end),
      ),
    )
    .groupBy(payoutLines.bookingId, payoutLines.kind)
    .orderBy(asc(min(payoutLines.earnedAt)));
  const rides = new Map<string, DriverEarnings["rides"][number]>();
  for (const r of rows) {
    const ride = rides.get(r.bookingId) ?? {
      bookingId: r.bookingId,
      reference: r.reference ?? "",
      at: r.at ?? start,
      pickupLocation: r.pickupLocation ?? "",
      destination: r.destination ?? "",
      lines: [],
    };
    if ((r.at ?? start) < ride.at) ride.at = r.at ?? start;
    const cents = Number(r.amountCents);
    if (cents !== 0) ride.lines.push({ kind: r.kind as PayoutKind, amountCents: cents });
    rides.set(r.bookingId, ride);
  }
  const order = (k: PayoutKind) => PAYOUT_KINDS.indexOf(k);
  const list = [...rides.values()]
    .filter((r) => r.lines.length > 0)
    .map((r) => ({ ...r, lines: r.lines.sort((a, b) => order(a.kind) - order(b.kind)) }))
    .sort((a, b) => a.at.localeCompare(b.at));
  const totalCents = list.reduce((s, r) => s + r.lines.reduce((t, l) => t + l.amountCents, 0), 0);
  return { from: range.from, to: range.to, rides: list, totalCents };
}

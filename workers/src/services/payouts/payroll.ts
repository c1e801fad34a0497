import { type DateRangeQuery, PAYOUT_KIND_LABELS, PAYOUT_KINDS, type PayoutKind } from "@chauffeur/contract";
import { drivers, payoutLines } from "@chauffeur/db";
import { and, asc, countDistinct, eq, gte, lt, sql, sum } from "drizzle-orm";
import type { Ctx } from "../core/context";
import { dateRangeBounds } from "./earnings";

/** A text cell: quoted, and never read as a formula by a spreadsheet (=, +, -, @ at its start). */
function textCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}
const dollars = (cents: number) => (cents / 100).toFixed(2);

/**
 * GET /api/admin/payouts.csv?from=&to=: payroll for a range of New York dates, one row per chauffeur who
 * earned in it (by when each line was earned, as the statements count), each kind and the total in
 * dollars. Chauffeurs removed since keep their row, by id.
 */
export async function payrollCsv({
  ctx,
  input: range,
}: {
  ctx: Ctx;
  input: DateRangeQuery;
}): Promise<{ filename: string; csv: string }> {
  const { start, end } = dateRangeBounds(range);
  const rows = await ctx.db
    .select({
      driverId: payoutLines.driverId,
      name: sql<string | null>`${drivers.firstName} || ' ' || ${drivers.lastName}`,
      kind: payoutLines.kind,
      cents: sql<number>`${sum(payoutLines.amountCents)}`,
    })
    .from(payoutLines)
    .leftJoin(drivers, eq(drivers.id, payoutLines.driverId))
    .where(and(gte(payoutLines.earnedAt, start), lt(payoutLines.earnedAt, end)))
    .groupBy(payoutLines.driverId, payoutLines.kind)
    .orderBy(asc(drivers.lastName), asc(drivers.firstName), asc(payoutLines.driverId));
  const people = new Map<string, { name: string; kinds: Map<PayoutKind, number> }>();
  const rideCounts = await ctx.db
    .select({ driverId: payoutLines.driverId, rides: countDistinct(payoutLines.bookingId) })
    .from(payoutLines)
    .where(and(gte(payoutLines.earnedAt, start), lt(payoutLines.earnedAt, end)))
    .groupBy(payoutLines.driverId);
  for (const r of rows) {
    const person = people.get(r.driverId) ?? { name: r.name ?? "Former chauffeur", kinds: new Map() };
    person.kinds.set(r.kind as PayoutKind, Number(r.cents));
    people.set(r.driverId, person);
  }
  const header = [
    "Chauffeur ID",
    "Chauffeur",
    "Rides",
    ...PAYOUT_KINDS.map((k) => PAYOUT_KIND_LABELS[k]),
    "Total",
  ];
  const lines = [header.map(textCell).join(",")];
  for (const [driverId, p] of people) {
    const amounts = PAYOUT_KINDS.map((k) => p.kinds.get(k) ?? 0);
    const rides = rideCounts.find((c) => c.driverId === driverId)?.rides ?? 0;
    lines.push(
      [
        textCell(driverId),
        textCell(p.name),
        String(rides),
        ...amounts.map(dollars),
        dollars(amounts.reduce((s, c) => s + c, 0)),
      ].join(","),
    );
  }
  return { filename: `payroll-${range.from}-to-${range.to}.csv`, csv: `${lines.join("\r\n")}\r\n` };
}

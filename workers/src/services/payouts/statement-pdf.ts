import {
  formatCents,
  formatServiceDay,
  formatUsDate,
  PAYOUT_KIND_LABELS,
  PAYOUT_KINDS,
  type PayoutKind,
  shiftDate,
} from "@chauffeur/contract";
import { bookings, payoutLines } from "@chauffeur/db";
import { asc, eq } from "drizzle-orm";
import type { Ctx } from "../core/context";
import { renderPdf } from "../documents/pdf";
import { operatorLines } from "../invoices/documents";
import { findStatement } from "./statements";

/**
 * A pay statement as PDF: the chauffeur and week, every line it took (the ride's date and reference, what
 * for, how much), the totals by kind and the whole, and whether and how it was paid. `driverId` limits it
 * to that chauffeur's own statements.
 */
export async function statementPdf({
  ctx,
  input: { id, driverId },
}: {
  ctx: Ctx;
  input: { id: string; driverId?: string };
}): Promise<{ filename: string; bytes: Uint8Array }> {
  const s = await findStatement(ctx, id, driverId);
  const lines = await ctx.db
    .select({
      kind: payoutLines.kind,
      amountCents: payoutLines.amountCents,
      earnedAt: payoutLines.earnedAt,
      reference: bookings.reference,
    })
    .from(payoutLines)
    .leftJoin(bookings, eq(bookings.id, payoutLines.bookingId))
    .where(eq(payoutLines.statementId, id))
    .orderBy(asc(payoutLines.earnedAt), asc(payoutLines.id));
  const byKind = new Map<PayoutKind, number>();
  for (const l of lines)
    byKind.set(l.kind as PayoutKind, (byKind.get(l.kind as PayoutKind) ?? 0) + l.amountCents);
  const week = `${formatUsDate(s.weekOf)} to ${formatUsDate(shiftDate(s.weekOf, 6))}`;
  const bytes = await renderPdf({
    title: `Pay statement ${s.number}`,
    issuer: operatorLines(ctx.config),
    date: new Date(s.issuedAt),
    meta: [
      { label: "Week", value: week },
      { label: "Issued", value: formatServiceDay(s.issuedAt) },
    ],
    blocks: [
      {
        kind: "facts",
        rows: [
          { label: "Chauffeur", value: s.driverName },
          {
            label: "Paid",
            value: s.paidAt ? `${formatServiceDay(s.paidAt)}, reference ${s.paidReference}` : "Not yet",
          },
        ],
      },
      {
        kind: "table",
        columns: [
          { label: "Date", width: 120 },
          { label: "Ride", width: 130 },
          { label: "For", width: 145 },
          { label: "Amount", width: 100, align: "right" },
        ],
        rows: lines.map((l) => ({
          cells: [
            formatServiceDay(l.earnedAt),
            l.reference ?? "",
            PAYOUT_KIND_LABELS[l.kind as PayoutKind] ?? l.kind,
            formatCents(l.amountCents),
          ],
        })),
      },
      {
        kind: "amounts",
        rows: [
          ...PAYOUT_KINDS.filter((k) => byKind.has(k)).map((k) => ({
            label: PAYOUT_KIND_LABELS[k],
            amount: formatCents(byKind.get(k) ?? 0),
          })),
          { label: "Total", amount: formatCents(s.totalCents), total: true },
        ],
      },
      {
        kind: "text",
        text: "The gratuity is paid in full to the chauffeur; it is never part of the operator's share.",
      },
      {
        kind: "text",
        text: "A correction to an earlier week's ride is a line on the statement of the week it was made.",
      },
    ],
  });
  return { filename: `${s.number}.pdf`, bytes };
}

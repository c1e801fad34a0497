import { z } from "zod";
import { PAYOUT_KINDS } from "../rules/payout";
import { isIsoDate } from "../rules/time-slots";
import { singleLine } from "./text";

const IsoDay = z.string().max(10).refine(isIsoDate, "must be a date as YYYY-MM-DD");

export const PayoutKind = z.enum(PAYOUT_KINDS);
export type PayoutKind = z.infer<typeof PayoutKind>;

/** One line of a chauffeur's pay for a ride. */
export const PayoutLine = z.object({ kind: PayoutKind, amountCents: z.number().int() });
export type PayoutLine = z.infer<typeof PayoutLine>;

/** A range of New York dates, both included (`from` at most 366 days before `to`). */
export const DateRangeQuery = z
  .object({ from: IsoDay, to: IsoDay })
  .refine((q) => q.from <= q.to, { path: ["to"], message: "to: on or after from" })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= 366 * 86_400_000, {
    path: ["to"],
    message: "to: at most 366 days after from",
  });
export type DateRangeQuery = z.infer<typeof DateRangeQuery>;

/** GET /api/drivers/{id}/earnings?from=&to=: each ride's lines earned in the range, and their total. */
export const DriverEarnings = z.object({
  from: z.string(),
  to: z.string(),
  rides: z.array(
    z.object({
      bookingId: z.string(),
      reference: z.string(),
      /** The ride's pickup (ISO). */
      at: z.string(),
      pickupLocation: z.string(),
      destination: z.string(),
      lines: z.array(PayoutLine),
    }),
  ),
  totalCents: z.number().int(),
});
export type DriverEarnings = z.infer<typeof DriverEarnings>;

/** A weekly pay statement as the console and the chauffeur see it. */
export const PayoutStatement = z.object({
  id: z.string(),
  number: z.string(),
  driverId: z.string(),
  driverName: z.string(),
  /** The week's Monday (New York). */
  weekOf: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  totalCents: z.number().int(),
  issuedAt: z.string(),
  paidAt: z.string().nullable(),
  paidReference: z.string().nullable(),
});
export type PayoutStatement = z.infer<typeof PayoutStatement>;

export const PayoutStatements = z.object({ items: z.array(PayoutStatement) });
export type PayoutStatements = z.infer<typeof PayoutStatements>;

/** POST /api/admin/payouts/run: the statements of the week a date falls in (which must have ended). */
export const RunPayouts = z.object({ weekOf: IsoDay });
export type RunPayouts = z.infer<typeof RunPayouts>;

/** The week's statements, those issued before included: running a week again adds none. */
export const PayoutRunResult = z.object({ weekOf: z.string(), statements: z.array(PayoutStatement) });
export type PayoutRunResult = z.infer<typeof PayoutRunResult>;

/** GET /api/admin/payouts?weekOf=: the statements of a week. */
export const PayoutWeekQuery = z.object({ weekOf: IsoDay });

/** POST /api/admin/payouts/{id}/mark-paid: the payment's reference (a transfer, a cheque number). */
export const MarkStatementPaid = z.object({
  reference: singleLine(100).pipe(z.string().min(1, "reference: say how it was paid")),
});
export type MarkStatementPaid = z.infer<typeof MarkStatementPaid>;

import { z } from "zod";
import { multiLine } from "./text";

/**
 * What an alert is about. Dispatch's exceptions (a ride nobody took, a chauffeur not on the way, a flight,
 * an unanswered quote, a ride completed early, a payment waiting on the customer) and the accounts'
 * reconciliation (what the card processor holds, captured or refunded differs from the ledger); a ride
 * the customer rated 3 stars or fewer.
 */
export const ALERT_KINDS = [
  "unassigned",
  "unaccepted",
  "payment",
  "not_en_route",
  "flight",
  "quote_unanswered",
  "early_completion",
  "reconciliation",
  "low_rating",
] as const;
export const AlertKind = z.enum(ALERT_KINDS);
export type AlertKind = z.infer<typeof AlertKind>;

/** One open alert: what it is, its booking (and the reference people say), when it was raised, what is wrong. */
export const OpenAlert = z.object({
  id: z.number().int(),
  kind: AlertKind,
  bookingId: z.string().nullable(),
  reference: z.string().nullable(),
  raisedAt: z.string(),
  detail: z.string(),
});
export type OpenAlert = z.infer<typeof OpenAlert>;

/** GET /api/admin/alerts: the open alerts, newest first. */
export const OpenAlerts = z.object({ items: z.array(OpenAlert) });
export type OpenAlerts = z.infer<typeof OpenAlerts>;

/** Kinds whose job closes them once the problem is gone (docs/decisions/023): never resolved by hand. */
export const SELF_CLEARING_ALERT_KINDS: readonly AlertKind[] = ["reconciliation"];

/** POST /api/admin/alerts/{id}/resolve: what dispatch did about it, kept with the audit row. */
export const ResolveAlert = z.object({
  note: multiLine(500).pipe(z.string().min(3, "Say what was done about it")),
});
export type ResolveAlert = z.infer<typeof ResolveAlert>;

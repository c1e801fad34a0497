import { z } from "zod";
import { multiLine } from "./text";

/**
 * What an alert is about. Dispatch's exceptions (a ride nobody took, a chauffeur not on the way, a flight,
 * an unanswered quote, a ride completed early, a payment waiting on the customer) and the accounts'
 * reconciliation (what the card processor holds, captured or refunded differs from the ledger); a ride
 * the customer rated 3 stars or fewer; an e-mail the mail provider reports bounced, or marked as spam.
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
  "mail_bounced",
  "mail_complained",
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

/** POST /api/admin/alerts/{id}/resolve: staff mark an alert as checked, with an optional note (the audit's). */
export const ResolveAlert = z.object({ note: multiLine(500).default("") });
export type ResolveAlert = z.input<typeof ResolveAlert>;

/** The kinds no job clears by itself: a person marks them as checked. */
export const MANUALLY_RESOLVED_ALERTS: readonly AlertKind[] = [
  "early_completion",
  "low_rating",
  "mail_bounced",
  "mail_complained",
];

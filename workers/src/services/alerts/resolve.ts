import { SELF_CLEARING_ALERT_KINDS } from "@chauffeur/contract";
import { alerts, bookings } from "@chauffeur/db";
import { eq } from "drizzle-orm";
import { type Actor, auditStatement } from "../audit/entry";
import { runGuarded } from "../core/batch";
import type { Ctx } from "../core/context";
import { ConflictError, NotFoundError } from "../core/errors";

/**
 * POST /api/admin/alerts/{id}/resolve: staff close an open alert by hand with a note of what was done (a
 * low rating followed up), in one batch with its audit row (`alert.resolved`, the note as its reason). A
 * kind whose job clears it (reconciliation) is 409; an alert resolved meanwhile is 409 too.
 */
export async function resolveAlertByHand({
  ctx,
  input: { id, note, actor },
}: {
  ctx: Ctx;
  input: { id: string; note: string; actor: Actor };
}): Promise<{ message: string }> {
  const alertId = /^\d{1,15}$/.test(id) ? Number(id) : null;
  const alert =
    alertId === null
      ? undefined
      : await ctx.db
          .select({
            kind: alerts.kind,
            bookingId: alerts.bookingId,
            detail: alerts.detail,
            resolvedAt: alerts.resolvedAt,
            reference: bookings.reference,
          })
          .from(alerts)
          .leftJoin(bookings, eq(bookings.id, alerts.bookingId))
          .where(eq(alerts.id, alertId))
          .get();
  if (!alert) throw new NotFoundError("Alert not found");
  if (SELF_CLEARING_ALERT_KINDS.includes(alert.kind as never)) {
    throw new ConflictError("This alert resolves itself once the problem is gone");
  }
  if (alert.resolvedAt) throw new ConflictError("This alert is already resolved");
  const at = ctx.now.toISOString();
  const [resolved] = await runGuarded(ctx.db, [
    {
      sql: "update alerts set resolved_at = ?, resolved_by = ? where id = ? and resolved_at is null",
      params: [at, actor.id, alertId],
    },
    auditStatement(
      {
        actor,
        action: "alert.resolved",
        target: { type: "alert", id: String(alertId), label: alert.reference ?? alert.kind },
        bookingId: alert.bookingId,
        before: { kind: alert.kind, detail: alert.detail, resolvedAt: null },
        after: { kind: alert.kind, detail: alert.detail, resolvedAt: at, note },
        reason: note,
      },
      at,
      { ifChanged: true },
    ),
  ]);
  if (resolved !== 1) throw new ConflictError("This alert is already resolved");
  return { message: `Alert resolved${alert.reference ? ` for ${alert.reference}` : ""}` };
}

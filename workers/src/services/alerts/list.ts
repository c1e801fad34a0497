import type { AlertKind, OpenAlerts } from "@chauffeur/contract";
import { alerts, bookings } from "@chauffeur/db";
import { desc, eq, isNull } from "drizzle-orm";
import type { Ctx } from "../core/context";

/** How many open alerts one answer lists (the newest): more would be a backlog no one reads on one page. */
export const OPEN_ALERTS_SHOWN = 200;

/** GET /api/admin/alerts: the open alerts, newest first, each with its booking's reference. */
export async function listOpenAlerts({ ctx }: { ctx: Ctx }): Promise<OpenAlerts> {
  const rows = await ctx.db
    .select({
      id: alerts.id,
      kind: alerts.kind,
      bookingId: alerts.bookingId,
      reference: bookings.reference,
      raisedAt: alerts.raisedAt,
      detail: alerts.detail,
    })
    .from(alerts)
    .leftJoin(bookings, eq(bookings.id, alerts.bookingId))
    .where(isNull(alerts.resolvedAt))
    .orderBy(desc(alerts.raisedAt), desc(alerts.id))
    .limit(OPEN_ALERTS_SHOWN);
  return { items: rows.map((r) => ({ ...r, kind: r.kind as AlertKind, reference: r.reference ?? null })) };
}

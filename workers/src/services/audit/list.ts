import {
  type AuditItem,
  type AuditPage,
  type AuditQuery,
  serviceInstant,
  shiftDate,
} from "@chauffeur/contract";
import { auditLog, type Db } from "@chauffeur/db";
import { and, count, desc, eq, gte, lt, or, type SQL } from "drizzle-orm";
import type { Ctx } from "../core/context";
import { textSearch } from "../core/search";

type Filters = Omit<AuditQuery, "page" | "pageSize">;

/** Boston days, both ends included: from its midnight to the midnight after `to`. */
function where(q: Filters): SQL | undefined {
  const from = q.from ? serviceInstant(q.from, "00:00") : null;
  const to = q.to ? serviceInstant(shiftDate(q.to, 1), "00:00") : null;
  return and(
    q.actor ? or(eq(auditLog.actorId, q.actor), textSearch(q.actor, [auditLog.actorName])) : undefined,
    q.record
      ? or(
          eq(auditLog.targetId, q.record),
          eq(auditLog.bookingId, q.record),
          textSearch(q.record, [auditLog.targetLabel]),
        )
      : undefined,
    q.action ? eq(auditLog.action, q.action) : undefined,
    q.bookingId ? eq(auditLog.bookingId, q.bookingId) : undefined,
    from ? gte(auditLog.at, from.toISOString()) : undefined,
    to ? lt(auditLog.at, to.toISOString()) : undefined,
  );
}

const itemOf = (r: typeof auditLog.$inferSelect): AuditItem => ({
  id: r.id,
  at: r.at,
  actorType: r.actorType,
  actorId: r.actorId,
  actorRole: r.actorRole,
  actorName: r.actorName,
  address: r.address,
  action: r.action,
  target: r.targetType && r.targetId ? { type: r.targetType, id: r.targetId, label: r.targetLabel } : null,
  bookingId: r.bookingId,
  before: r.before ?? null,
  after: r.after ?? null,
  reason: r.reason,
});

/** Newest first (ids grow with time); `before`: only rows older than that id (the CSV's next chunk). */
async function page(db: Db, q: Filters, offset: number, limit: number, before?: number) {
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(where(q), before === undefined ? undefined : lt(auditLog.id, before)))
    .orderBy(desc(auditLog.id))
    .limit(limit)
    .offset(offset);
  return rows.map(itemOf);
}

/** The audit log newest first, filtered by person, action, booking and Boston dates. */
export async function listAudit({ ctx: { db }, input }: { ctx: Ctx; input: AuditQuery }): Promise<AuditPage> {
  const [items, totals] = await Promise.all([
    page(db, input, (input.page - 1) * input.pageSize, input.pageSize),
    db.select({ total: count() }).from(auditLog).where(where(input)),
  ]);
  return { items, total: totals[0]?.total ?? 0, page: input.page, pageSize: input.pageSize };
}

const CSV_COLUMNS = [
  "at",
  "actor_type",
  "actor_id",
  "actor_name",
  "actor_role",
  "address",
  "action",
  "target_type",
  "target_id",
  "target_label",
  "booking_id",
  "before",
  "after",
  "reason",
] as const;

/**
 * One CSV cell: quoted, quotes doubled, and a cell a spreadsheet would run as a formula (=, +, -, @, tab,
 * CR) made text with a leading apostrophe (OWASP's CSV injection advice).
 */
export function csvCell(value: unknown): string {
  let text =
    value === null || value === undefined ? "" : typeof value === "string" ? value : JSON.stringify(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

const csvRow = (item: AuditItem) =>
  [
    item.at,
    item.actorType,
    item.actorId,
    item.actorName,
    item.actorRole,
    item.address,
    item.action,
    item.target?.type,
    item.target?.id,
    item.target?.label,
    item.bookingId,
    item.before,
    item.after,
    item.reason,
  ]
    .map(csvCell)
    .join(",");

const CHUNK = 500;

/** The whole filtered log as CSV, streamed a chunk at a time, newest first; rows added meanwhile are not. */
export function auditCsv({ ctx: { db }, input }: { ctx: Ctx; input: Filters }): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let last: number | undefined;
  return new ReadableStream({
    start(controller) {
      controller.enqueue(encoder.encode(`${CSV_COLUMNS.join(",")}\r\n`));
    },
    async pull(controller) {
      const rows = await page(db, input, 0, CHUNK, last);
      last = rows.at(-1)?.id;
      if (rows.length > 0) controller.enqueue(encoder.encode(rows.map((r) => `${csvRow(r)}\r\n`).join("")));
      if (rows.length < CHUNK) controller.close();
    },
  });
}

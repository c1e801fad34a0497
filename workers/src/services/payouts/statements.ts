import {
  formatUsDate,
  type PayoutRunResult,
  type PayoutStatement,
  shiftDate,
  statementNumber,
  weekBounds,
  weekMonday,
} from "@chauffeur/contract";
import { bookings, payoutLines, payoutStatements } from "@chauffeur/db";
import { and, asc, eq, gte, inArray, isNotNull, isNull, lt, notExists, sql } from "drizzle-orm";
import { type Actor, auditStatement } from "../audit/entry";
import { runGuarded } from "../core/batch";
import type { Ctx } from "../core/context";
import { ConflictError, NotFoundError, UnprocessableError } from "../core/errors";
import { syncPayout } from "./sync";

const DAY_MS = 86_400_000;
/** The Monday job's statements are the system's; a run from the console is the person's. */
const SYSTEM_ACTOR: Actor = { type: "system", id: null, role: null, name: "pay-statements job" };

export const statementColumns = {
  id: payoutStatements.id,
  number: payoutStatements.number,
  driverId: payoutStatements.driverId,
  driverName: payoutStatements.driverName,
  weekOf: payoutStatements.weekOf,
  periodStart: payoutStatements.periodStart,
  periodEnd: payoutStatements.periodEnd,
  totalCents: payoutStatements.totalCents,
  issuedAt: payoutStatements.issuedAt,
  paidAt: payoutStatements.paidAt,
  paidReference: payoutStatements.paidReference,
};

/** The issued statements of a week, by chauffeur's name. */
export async function weekStatements({
  ctx,
  input: { weekOf },
}: {
  ctx: Ctx;
  input: { weekOf: string };
}): Promise<PayoutStatement[]> {
  return ctx.db
    .select(statementColumns)
    .from(payoutStatements)
    .where(and(eq(payoutStatements.weekOf, weekMonday(weekOf)), eq(payoutStatements.status, "issued")))
    .orderBy(asc(payoutStatements.driverName), asc(payoutStatements.number));
}

/**
 * Issues one chauffeur's statement for a week in one D1 batch: the statement is written as 'issuing'
 * (numbered next in its year), takes every line of theirs not on a statement and earned before the week's
 * end, sums them, and becomes 'issued'. A chauffeur who already has the week's statement gets none (the
 * unique index): the batch then changes nothing.
 */
async function issueStatement(
  ctx: Ctx,
  {
    driverId,
    monday,
    start,
    end,
    actor,
  }: { driverId: string; monday: string; start: Date; end: Date; actor: Actor },
) {
  const id = crypto.randomUUID();
  const at = ctx.now.toISOString();
  const prefix = statementNumber(monday, 0).slice(0, -4);
  await runGuarded(ctx.db, [
    {
      sql: `insert or ignore into payout_statements (id, number, driver_id, driver_name, week_of, period_start, period_end, total_cents, status, issued_at)
        select ?, ? || printf('%04d', (select count(*) from payout_statements where number like ? || '%') + 1), ?,
          coalesce((select first_name || ' ' || last_name from drivers where id = ?), 'Former chauffeur'),
          ?, ?, ?, 0, 'issuing', ?`,
      params: [id, prefix, prefix, driverId, driverId, monday, start.toISOString(), end.toISOString(), at],
    },
    {
      sql: `update payout_lines set statement_id = ? where driver_id = ? and statement_id is null and earned_at < ?
        and exists (select 1 from payout_statements where id = ? and status = 'issuing')`,
      params: [id, driverId, end.toISOString(), id],
    },
    {
      sql: `update payout_statements set status = 'issued',
          total_cents = (select coalesce(sum(amount_cents), 0) from payout_lines where statement_id = ?)
        where id = ? and status = 'issuing'`,
      params: [id, id],
    },
    // Recorded only when the statement was issued (its update just before changed one row).
    auditStatement(
      {
        actor,
        action: "payout.issued",
        target: { type: "payout_statement", id, label: `week of ${monday}` },
        after: { driverId, weekOf: monday },
      },
      at,
      { ifChanged: true },
    ),
  ]);
}

/**
 * POST /api/admin/payouts/run and the Monday job: the statements of the week `weekOf` falls in (Monday to
 * Sunday, New York), once it has ended. First every ride that ended around that week has its payout
 * brought up to date; then each chauffeur with lines not yet on a statement gets one. Running a week
 * again issues none twice; a chauffeur whose first lines came later gets theirs then.
 */
export async function runWeeklyStatements({
  ctx,
  input: { weekOf, actor = SYSTEM_ACTOR },
}: {
  ctx: Ctx;
  input: { weekOf: string; actor?: Actor };
}): Promise<PayoutRunResult> {
  const monday = weekMonday(weekOf);
  const { start, end } = weekBounds(monday);
  if (end.getTime() > ctx.now.getTime()) {
    throw new UnprocessableError(
      `The week of ${formatUsDate(monday)} ends on ${formatUsDate(shiftDate(monday, 6))}: its statements are issued after that`,
    );
  }
  const { db } = ctx;
  const ended = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        isNotNull(bookings.assignedDriverId),
        inArray(bookings.status, ["completed", "cancelled"]),
        gte(bookings.pickupAt, start.getTime() - 2 * DAY_MS),
        lt(bookings.pickupAt, end.getTime()),
      ),
    );
  for (const b of ended) await syncPayout({ ctx, input: { bookingId: b.id } });
  const owed = await db
    .selectDistinct({ driverId: payoutLines.driverId })
    .from(payoutLines)
    .where(
      and(
        isNull(payoutLines.statementId),
        lt(payoutLines.earnedAt, end.toISOString()),
        notExists(
          db
            .select({ one: sql`1` })
            .from(payoutStatements)
            .where(
              and(eq(payoutStatements.driverId, payoutLines.driverId), eq(payoutStatements.weekOf, monday)),
            ),
        ),
      ),
    );
  for (const { driverId } of owed) await issueStatement(ctx, { driverId, monday, start, end, actor });
  return { weekOf: monday, statements: await weekStatements({ ctx, input: { weekOf: monday } }) };
}

/** One statement, by id; `driverId` when a chauffeur asks for theirs (another's is not found). */
export async function findStatement(ctx: Ctx, id: string, driverId?: string): Promise<PayoutStatement> {
  const row = await ctx.db
    .select(statementColumns)
    .from(payoutStatements)
    .where(
      and(
        eq(payoutStatements.id, id),
        eq(payoutStatements.status, "issued"),
        driverId === undefined ? undefined : eq(payoutStatements.driverId, driverId),
      ),
    )
    .get();
  if (!row) throw new NotFoundError("Pay statement not found");
  return row;
}

/** A chauffeur's own statements, newest first. */
export async function driverStatements({
  ctx,
  input: { driverId },
}: {
  ctx: Ctx;
  input: { driverId: string };
}) {
  const items = await ctx.db
    .select(statementColumns)
    .from(payoutStatements)
    .where(and(eq(payoutStatements.driverId, driverId), eq(payoutStatements.status, "issued")))
    .orderBy(sql`${payoutStatements.weekOf} desc`);
  return { items };
}

/** POST /api/admin/payouts/{id}/mark-paid: once, with how it was paid; the figures stay as issued. */
export async function markStatementPaid({
  ctx,
  input: { id, reference, actor },
}: {
  ctx: Ctx;
  input: { id: string; reference: string; actor: Actor };
}): Promise<PayoutStatement> {
  const before = await findStatement(ctx, id);
  if (before.paidAt) {
    throw new ConflictError(`Statement ${before.number} was already marked paid (${before.paidReference})`);
  }
  const at = ctx.now.toISOString();
  const [changed] = await runGuarded(ctx.db, [
    {
      sql: "update payout_statements set paid_at = ?, paid_reference = ?, paid_by = ? where id = ? and paid_at is null",
      params: [at, reference, actor.id, id],
    },
    auditStatement(
      {
        actor,
        action: "payout.marked-paid",
        target: { type: "payout_statement", id, label: before.number },
        before: { paidAt: null },
        after: { paidReference: reference, totalCents: before.totalCents },
      },
      at,
      { ifChanged: true },
    ),
  ]);
  if (changed !== 1) throw new ConflictError(`Statement ${before.number} was marked paid at the same moment`);
  return findStatement(ctx, id);
}

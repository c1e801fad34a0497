import { type AlertKind, formatCents, formatServiceTime, textMentionsAirport } from "@chauffeur/contract";
import { runGuarded } from "../core/batch";
import type { Ctx } from "../core/context";
import { dispatchAlertMessage } from "../messages/alerts";
import { alertStatements } from "./raise";

const MIN = 60_000;
const HOUR = 60 * MIN;

/** How far ahead each problem is watched for (issue 38's thresholds). */
export const WATCH = {
  unassignedWithinHours: 12,
  unacceptedAfterMinutes: 60,
  unacceptedWithinHours: 6,
  enRouteMinutes: { other: 30, airport: 45 },
  quoteUnansweredHours: 2,
} as const;

/** A problem as it stands now: its booking, what dispatch reads, and the key that names it. */
export interface Problem {
  bookingId: string | null;
  reference: string | null;
  detail: string;
  key: string;
}

type Row = Record<string, string | number | null>;

async function rows(ctx: Ctx, sql: string, params: (string | number)[]): Promise<Row[]> {
  const { results } = await ctx.db.$client
    .prepare(sql)
    .bind(...params)
    .all<Row>();
  return results;
}

/** A live ride not yet under way: what every booking watch starts from (optionally one booking). */
const LIVE = "b.status = 'confirmed' and b.ride_stage is null";
const one = (bookingId: string | undefined) => (bookingId ? " and b.id = ?" : "");
const withOne = (params: (string | number)[], bookingId: string | undefined) =>
  bookingId ? [...params, bookingId] : params;
const at = (r: Row) => formatServiceTime(Number(r.pickup_at));

/**
 * One kind of problem the jobs look for: the problems true now. An open alert of the kind whose problem is
 * no longer among them is resolved (`resolves`), and each one found is raised once (`raises`).
 */
interface Watch {
  kind: AlertKind;
  raises: boolean;
  find(ctx: Ctx, bookingId?: string): Promise<Problem[]>;
}

const unassigned: Watch = {
  kind: "unassigned",
  raises: true,
  async find(ctx, bookingId) {
    const found = await rows(
      ctx,
      `select b.id, b.reference, b.pickup_at from bookings b
        where ${LIVE} and b.assigned_driver_id is null and b.pickup_at <= ?${one(bookingId)}`,
      withOne([ctx.now.getTime() + WATCH.unassignedWithinHours * HOUR], bookingId),
    );
    return found.map((r) => ({
      bookingId: String(r.id),
      reference: String(r.reference),
      detail: `Confirmed ride ${r.reference} at ${at(r)} has no chauffeur.`,
      key: `unassigned:${r.id}`,
    }));
  },
};

const unaccepted: Watch = {
  kind: "unaccepted",
  raises: true,
  async find(ctx, bookingId) {
    const now = ctx.now.getTime();
    const found = await rows(
      ctx,
      `select b.id, b.reference, b.pickup_at, d.first_name || ' ' || d.last_name as driver,
          (select max(e.created_at) from booking_events e
            where e.booking_id = b.id and e.field = 'assignment' and e.to_value = 'assigned') as offered_at
        from bookings b left join drivers d on d.id = b.assigned_driver_id
        where ${LIVE} and b.assignment_status = 'assigned'${one(bookingId)}`,
      withOne([], bookingId),
    );
    return found
      .filter(
        (r) =>
          Number(r.pickup_at) <= now + WATCH.unacceptedWithinHours * HOUR ||
          Date.parse(String(r.offered_at ?? "")) <= now - WATCH.unacceptedAfterMinutes * MIN,
      )
      .map((r) => ({
        bookingId: String(r.id),
        reference: String(r.reference),
        detail: `${r.driver ?? "The chauffeur"} has not accepted ride ${r.reference} at ${at(r)}, offered ${r.offered_at ? formatServiceTime(String(r.offered_at)) : "earlier"}.`,
        key: `unaccepted:${r.id}`,
      }));
  },
};

const payment: Watch = {
  kind: "payment",
  raises: true,
  async find(ctx, bookingId) {
    const found = await rows(
      ctx,
      `select b.id, b.reference, b.pickup_at, p.state, p.action_cents from bookings b
        join booking_payments p on p.booking_id = b.id
        where b.status in ('pending', 'confirmed') and p.state in ('action_required', 'failed')${one(bookingId)}`,
      withOne([], bookingId),
    );
    return found.map((r) => ({
      bookingId: String(r.id),
      reference: String(r.reference),
      detail:
        r.state === "failed"
          ? `The payment of ride ${r.reference} at ${at(r)} failed.`
          : `The payment of ride ${r.reference} at ${at(r)} needs the customer (${formatCents(Number(r.action_cents))}); the payment link was sent.`,
      key: `payment:${r.id}:${r.state}`,
    }));
  },
};

const notEnRoute: Watch = {
  kind: "not_en_route",
  raises: true,
  async find(ctx, bookingId) {
    const now = ctx.now.getTime();
    const found = await rows(
      ctx,
      `select b.id, b.reference, b.pickup_at, b.pickup_location from bookings b
        where ${LIVE} and b.assignment_status = 'accepted' and b.pickup_at <= ?${one(bookingId)}`,
      withOne([now + WATCH.enRouteMinutes.airport * MIN], bookingId),
    );
    return found
      .filter((r) => {
        const airport = textMentionsAirport(String(r.pickup_location));
        const lead = airport ? WATCH.enRouteMinutes.airport : WATCH.enRouteMinutes.other;
        return Number(r.pickup_at) <= now + lead * MIN;
      })
      .map((r) => ({
        bookingId: String(r.id),
        reference: String(r.reference),
        detail: `The chauffeur of ride ${r.reference} at ${at(r)} is not on the way yet.`,
        key: `not_en_route:${r.id}`,
      }));
  },
};

/** Flags come from the flight job with its words; here they only close once the ride is no longer live. */
const flight: Watch = {
  kind: "flight",
  raises: false,
  async find(ctx, bookingId) {
    const found = await rows(
      ctx,
      `select a.dedupe_key from alerts a join bookings b on b.id = a.booking_id
        where a.kind = 'flight' and a.resolved_at is null and ${LIVE}${one(bookingId)}`,
      withOne([], bookingId),
    );
    return found.map((r) => ({ bookingId: null, reference: null, detail: "", key: String(r.dedupe_key) }));
  },
};

const quoteUnanswered: Watch = {
  kind: "quote_unanswered",
  raises: true,
  async find(ctx, bookingId) {
    if (bookingId) return [];
    const found = await rows(
      ctx,
      "select id, name, pickup_location, destination, date, created_at from quote_requests where status = 'new' and created_at <= ?",
      [new Date(ctx.now.getTime() - WATCH.quoteUnansweredHours * HOUR).toISOString()],
    );
    return found.map((r) => ({
      bookingId: null,
      reference: null,
      detail: `${r.name}'s quote request (${r.pickup_location} to ${r.destination} on ${r.date}) has waited since ${formatServiceTime(String(r.created_at))} for an answer.`,
      key: `quote_unanswered:${r.id}`,
    }));
  },
};

export const WATCHES: readonly Watch[] = [
  unassigned,
  unaccepted,
  payment,
  notEnRoute,
  flight,
  quoteUnanswered,
];

/** Resolves a kind's open alerts (of one booking, or all) whose problem is no longer among `keys`. */
async function resolveGone(ctx: Ctx, kind: AlertKind, keys: Set<string>, bookingId: string | undefined) {
  const open = await rows(
    ctx,
    `select id, dedupe_key from alerts where kind = ? and resolved_at is null${bookingId ? " and booking_id = ?" : ""}`,
    bookingId ? [kind, bookingId] : [kind],
  );
  const gone = open.filter((a) => !keys.has(String(a.dedupe_key))).map((a) => Number(a.id));
  let resolved = 0;
  for (let i = 0; i < gone.length; i += 50) {
    const ids = gone.slice(i, i + 50);
    const [n = 0] = await runGuarded(ctx.db, [
      {
        sql: `update alerts set resolved_at = ?, resolved_by = null where resolved_at is null and id in (${ids.map(() => "?").join(", ")})`,
        params: [ctx.now.toISOString(), ...ids],
      },
    ]);
    resolved += n;
  }
  return resolved;
}

/**
 * Looks for every problem now: raises the new ones once, each with its message to dispatch, and resolves
 * those that are gone. After an action on one booking (`bookingId`, `resolveOnly`): only that booking's
 * problems the action solved are resolved, at once; raising is the jobs' (a ride just offered is not
 * chased the same second). Answers the counts.
 */
export async function watchForProblems({
  ctx,
  input: { bookingId, resolveOnly = false } = {},
}: {
  ctx: Ctx;
  input?: { bookingId?: string; resolveOnly?: boolean };
}): Promise<{ raised: number; resolved: number }> {
  let raised = 0;
  let resolved = 0;
  for (const watch of WATCHES) {
    const problems = await watch.find(ctx, bookingId);
    resolved += await resolveGone(ctx, watch.kind, new Set(problems.map((p) => p.key)), bookingId);
    if (!watch.raises || resolveOnly) continue;
    const statements = problems.flatMap((p) =>
      alertStatements(ctx, {
        kind: watch.kind,
        bookingId: p.bookingId,
        detail: p.detail,
        dedupeKey: p.key,
        notify: dispatchAlertMessage({ kind: watch.kind, ...p }, ctx.config),
      }),
    );
    for (let i = 0; i < statements.length; i += 50) {
      const changes = await runGuarded(ctx.db, statements.slice(i, i + 50));
      // Each problem is an insert and its message: count the inserts that took.
      raised += changes.filter((_, j) => j % 2 === 0).reduce((sum, n) => sum + n, 0);
    }
  }
  return { raised, resolved };
}

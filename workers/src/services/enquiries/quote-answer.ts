import {
  CAPACITY,
  type ParsedQuoteAnswer,
  QUOTE_MAX_VALID_DAYS,
  RETURN_PRICE_ONE_WAY,
  RETURN_PRICE_REQUIRED,
  serviceInstant,
  vehicleName,
} from "@chauffeur/contract";
import { type QuoteRequestRow, quoteRequests } from "@chauffeur/db";
import { eq } from "drizzle-orm";
import { resolveAlertStatement } from "../alerts/raise";
import { type Actor, auditStatement } from "../audit/entry";
import { runGuarded } from "../core/batch";
import type { Ctx } from "../core/context";
import { BadRequestError, ConflictError, NotFoundError, UnprocessableError } from "../core/errors";
import { outboxIfChanged } from "../core/outbox";
import { quoteMessage } from "../messages/quotes";
import { currentPricing } from "../pricing/versions";
import { newQuoteLink, quoteStatusOf } from "./quote-link";

const DAY = 86_400_000;

/** The alert of a request nobody answered (services/alerts): one per request. */
export const unansweredKey = (requestId: string) => `quote_unanswered:${requestId}`;

/** The day after an ISO date (YYYY-MM-DD), as a date. */
const nextDate = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + DAY).toISOString().slice(0, 10);

/** The end of a New York day as people read it: 11:59 PM (a minute before the next day starts). */
const endOfDay = (date: string) =>
  (serviceInstant(nextDate(date), "00:00")?.getTime() ?? Number.NaN) - 60_000;

/** A quote's validity as an instant: a date is valid to the end of that day in New York. */
function validUntilOf(value: string): number {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? endOfDay(value) : Date.parse(value);
}

async function findRequest(ctx: Ctx, id: string): Promise<QuoteRequestRow> {
  const row = await ctx.db.select().from(quoteRequests).where(eq(quoteRequests.id, id)).get();
  if (!row) throw new NotFoundError("Quote request not found");
  return row;
}

/** 409 for a request that can no longer be quoted or declined, saying why. */
function refuseClosed(row: QuoteRequestRow, now: Date, doing: string): void {
  const status = quoteStatusOf(row, now);
  if (status === "accepted") {
    throw new ConflictError(`This quote was accepted and became a booking; it cannot be ${doing}`);
  }
  if (status === "declined")
    throw new ConflictError(`This quote request was declined; it cannot be ${doing}`);
}

/**
 * The dispatcher prices a request (or prices it again: the earlier link stops working): the amount (and a
 * round trip's return ride), the vehicle that carries the party, how long it holds (not past the trip's
 * day) and a note, under the price rules in force. One batch stores it, queues the customer's message with
 * the private link, closes the "unanswered" alert and audits it.
 */
export async function answerQuoteRequest({
  ctx,
  input: { id, answer, actor },
}: {
  ctx: Ctx;
  input: { id: string; answer: ParsedQuoteAnswer; actor: Actor };
}): Promise<QuoteRequestRow> {
  const row = await findRequest(ctx, id);
  refuseClosed(row, ctx.now, "quoted");
  const { passengers } = row;
  if (passengers > CAPACITY[answer.vehicleType].passengers) {
    throw new UnprocessableError(
      `vehicleType: the ${vehicleName(answer.vehicleType)} seats ${CAPACITY[answer.vehicleType].passengers}; this request is for ${passengers} passengers`,
    );
  }
  // A round trip is quoted whole: its return ride has a price of its own; a one-way trip has none.
  if (row.returnDate && answer.returnAmountCents === undefined) {
    throw new UnprocessableError(`returnAmountCents: ${RETURN_PRICE_REQUIRED}`);
  }
  if (!row.returnDate && answer.returnAmountCents !== undefined) {
    throw new UnprocessableError(`returnAmountCents: ${RETURN_PRICE_ONE_WAY}`);
  }
  const until = validUntilOf(answer.validUntil);
  const now = ctx.now.getTime();
  if (Number.isNaN(until)) throw new BadRequestError("validUntil: must be a real date");
  if (until <= now) throw new UnprocessableError("validUntil: must be later than now");
  if (until > now + QUOTE_MAX_VALID_DAYS * DAY) {
    throw new UnprocessableError(`validUntil: a quote holds at most ${QUOTE_MAX_VALID_DAYS} days`);
  }
  if (until > endOfDay(row.date)) {
    throw new UnprocessableError("validUntil: must not be after the day of the trip");
  }
  // A short-notice request's quote agrees to the pickup it asked for, and holds no later than that.
  const pickup = row.pickupTime ? serviceInstant(row.date, row.pickupTime)?.getTime() : undefined;
  if (pickup !== undefined && pickup <= now) {
    throw new UnprocessableError(
      "The pickup this short-notice request asked for has passed: it can only be declined",
    );
  }
  const at = ctx.now.toISOString();
  const validUntil = new Date(pickup !== undefined ? Math.min(until, pickup) : until).toISOString();
  const link = await newQuoteLink(ctx);
  const quote = {
    amountCents: answer.amountCents,
    returnAmountCents: answer.returnAmountCents ?? null,
    vehicleType: answer.vehicleType,
    validUntil,
    note: answer.note,
  };
  // The rules in force now: a customer who moves the ride to another day is re-priced with these.
  const { version } = await currentPricing(ctx.db);
  const [changed] = await runGuarded(ctx.db, [
    {
      sql: `update quote_requests set status = 'quoted', quote_cents = ?, quote_return_cents = ?, quote_pricing_version = ?,
          quote_vehicle = ?, quote_valid_until = ?, quote_note = ?, quoted_at = ?, quoted_by = ?, quote_token_hash = ?
        where id = ? and status = ? and coalesce(quoted_at, '') = ?`,
      params: [
        quote.amountCents,
        quote.returnAmountCents,
        version,
        quote.vehicleType,
        validUntil,
        quote.note,
        at,
        actor.id,
        link.hash,
        id,
        row.status,
        row.quotedAt ?? "",
      ],
    },
    outboxIfChanged(quoteMessage(row, quote, link.link, ctx.config), at),
    auditStatement(
      {
        actor,
        action: "quote.sent",
        target: { type: "quote-request", id, label: row.email },
        before: row.quotedAt
          ? { amountCents: row.quoteCents, validUntil: row.quoteValidUntil }
          : { status: row.status },
        after: {
          status: "quoted",
          amountCents: quote.amountCents,
          ...(quote.returnAmountCents === null ? {} : { returnAmountCents: quote.returnAmountCents }),
          vehicleType: quote.vehicleType,
          validUntil,
        },
        reason: quote.note || null,
      },
      at,
      { ifChanged: true },
    ),
    resolveAlertStatement(ctx, unansweredKey(id), actor.id),
  ]);
  if (changed !== 1)
    throw new ConflictError("This quote request was changed meanwhile; please refresh and try again");
  return findRequest(ctx, id);
}

/**
 * Closes a request as declined: by dispatch (a trip we do not take; audited) or by the customer through
 * their link. Only a request not yet accepted or declined; the link stops working.
 */
export async function declineQuoteRequest({
  ctx,
  input: { id, actor, reason = "" },
}: {
  ctx: Ctx;
  input: { id: string; actor: Actor; reason?: string };
}): Promise<QuoteRequestRow> {
  const row = await findRequest(ctx, id);
  refuseClosed(row, ctx.now, "declined");
  const at = ctx.now.toISOString();
  const [changed] = await runGuarded(ctx.db, [
    {
      sql: `update quote_requests set status = 'declined', answered_at = ?
        where id = ? and status in ('new', 'quoted', 'expired') and coalesce(quoted_at, '') = ?`,
      params: [at, id, row.quotedAt ?? ""],
    },
    ...(actor.type === "staff"
      ? [
          auditStatement(
            {
              actor,
              action: "quote.declined",
              target: { type: "quote-request", id, label: row.email },
              before: { status: row.status },
              after: { status: "declined" },
              reason: reason || null,
            },
            at,
            { ifChanged: true },
          ),
        ]
      : []),
    resolveAlertStatement(ctx, unansweredKey(id), actor.type === "staff" ? actor.id : null),
  ]);
  if (changed !== 1)
    throw new ConflictError("This quote request was changed meanwhile; please refresh and try again");
  return findRequest(ctx, id);
}

/** The job: quotes whose validity ran out become `expired` (the link already says so). */
export async function expireQuotes({ ctx }: { ctx: Ctx }): Promise<number> {
  const [expired] = await runGuarded(ctx.db, [
    {
      sql: "update quote_requests set status = 'expired' where status = 'quoted' and quote_valid_until <= ?",
      params: [ctx.now.toISOString()],
    },
  ]);
  return expired ?? 0;
}

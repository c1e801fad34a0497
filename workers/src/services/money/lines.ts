import {
  dollarsToCents,
  gratuityDescription,
  type PaymentLine,
  type PriceBreakdown,
  type PriceLine,
} from "@chauffeur/contract";
import { type Db, paymentLines } from "@chauffeur/db";
import { asc, eq } from "drizzle-orm";
import { runGuarded, type Statement } from "../core/batch";
import { BadRequestError, ConflictError } from "../core/errors";
import type { Actor } from "./records";

/** The words the money's records give the price's lines of old ("Vehicle fare"); others keep their own. */
const FARE_WORDS: Partial<
  Record<PriceLine["code"], (l: PriceLine, n: { childSeats: number; stops: number }) => string>
> = {
  vehicle: (l) => (l.rule?.startsWith("flatFares.") ? l.label : "Vehicle fare"),
  stops: (_, n) => (n.stops === 1 ? "Stop on the way" : `Stops on the way (${n.stops})`),
  child_seats: (_, n) => (n.childSeats === 1 ? "Child seat" : `Child seats (${n.childSeats})`),
  service_fee: () => "Service fee",
};

/** A ride's fare lines, from the server's price: each line of the ride, in cents (the service fee once per booking). */
export function fareLines(
  lines: readonly PriceLine[],
  { childSeats, stops }: { childSeats: number; stops: string[] },
): Omit<PaymentLine, "kind">[] {
  return lines
    .filter((l) => l.amount > 0 || l.code === "vehicle")
    .map((l) => ({
      code: l.code,
      description: FARE_WORDS[l.code]?.(l, { childSeats, stops: stops.length }) ?? l.label,
      amountCents: dollarsToCents(l.amount),
    }));
}

/** The gratuity's line as booked: "Gratuity (20%)", none when it is zero. */
export function gratuityLines(breakdown: PriceBreakdown, percent: number | null): PaymentLine[] {
  const amountCents = dollarsToCents(breakdown.gratuity);
  if (amountCents === 0) return [];
  return [{ kind: "gratuity", code: "gratuity", description: gratuityDescription(percent), amountCents }];
}

export async function linesOf(db: Db, bookingId: string): Promise<PaymentLine[]> {
  const rows = await db
    .select({
      kind: paymentLines.kind,
      code: paymentLines.code,
      description: paymentLines.description,
      amountCents: paymentLines.amountCents,
    })
    .from(paymentLines)
    .where(eq(paymentLines.bookingId, bookingId))
    .orderBy(asc(paymentLines.id));
  return rows as PaymentLine[];
}

export const sumCents = (lines: Pick<PaymentLine, "amountCents">[]) =>
  lines.reduce((s, l) => s + l.amountCents, 0);

const CODE = /^[a-z][a-z0-9_]{1,39}$/;

export interface ExtraLine {
  bookingId: string;
  code: string;
  description: string;
  amountCents: number;
  sourceKey: string;
  actor: Actor;
  now?: Date;
}

/**
 * The statement that adds an extra (one line, in cents), written only while the booking's money is not
 * settled and once per `sourceKey`. `also` adds a condition in SQL (with its parameters), so the line can
 * join the batch of the change that caused it and stand or fall with it.
 */
export function extraLineStatement(
  { bookingId, code, description, amountCents, sourceKey, actor, now = new Date() }: ExtraLine,
  also?: Statement,
): Statement {
  if (!CODE.test(code)) throw new BadRequestError("code: lowercase letters, digits and underscores");
  if (!Number.isInteger(amountCents) || amountCents <= 0 || amountCents > 1_000_000) {
    throw new BadRequestError("amountCents: a whole number of cents, more than zero");
  }
  const text = description.trim();
  if (!text || text.length > 120) throw new BadRequestError("description: 1 to 120 characters");
  return {
    sql: `insert or ignore into payment_lines (booking_id, kind, code, description, amount_cents, source_key, actor_type, actor_id, created_at)
        select ?, 'extra', ?, ?, ?, ?, ?, ?, ? where exists (select 1 from booking_payments where booking_id = ? and settled_at is null)${also ? ` and ${also.sql}` : ""}`,
    params: [
      bookingId,
      code,
      text,
      amountCents,
      sourceKey,
      actor.type,
      actor.id,
      now.toISOString(),
      bookingId,
      ...(also?.params ?? []),
    ],
  };
}

/**
 * Adds an extra to a ride (waiting time, parking, tolls), charged with the fare at settlement. `sourceKey`
 * names what added it, so the same extra added twice is one line. Refused once the booking's money is
 * settled (the ride was already charged) or for a booking without a ledger.
 */
export async function addExtraLine({ db, ...extra }: ExtraLine & { db: Db }): Promise<{ added: boolean }> {
  const { sourceKey } = extra;
  const [added] = await runGuarded(db, [extraLineStatement(extra)]);
  if (added === 1) return { added: true };
  const existing = await db
    .select({ id: paymentLines.id })
    .from(paymentLines)
    .where(eq(paymentLines.sourceKey, sourceKey))
    .get();
  if (existing) return { added: false };
  throw new ConflictError(
    "This ride's payment is already settled, or it has no payment record; no extra was added",
  );
}

import type { BookingStatus, PaymentLine, RideStage } from "@chauffeur/contract";
import type { Db } from "@chauffeur/db";
import { adjustmentDescription } from "../messages/invoices";
import { bookingOutcome } from "../money/booking";
import { ACCOUNT_PROVIDER } from "../money/on-account";
import { targetCents } from "../money/settle";

/** A ride on account, ended and billed, that no live invoice bills yet. */
interface BillableRow {
  id: string;
  reference: string;
  company_id: string;
  scheduled_date: string;
  first_name: string;
  last_name: string;
  email: string;
  pickup_location: string;
  destination: string;
  service_type: string;
  hours: number | null;
  status: string;
  ride_stage: string | null;
  refund_percent: number | null;
  cost_centre: string | null;
  po_number: string | null;
  fare_cents: number;
  /** The gratuity live invoices bill for the ride already. */
  billed_gratuity: number;
  /** For a correction: the number of the invoice that billed the ride, and the correction's place. */
  claimed_by: string | null;
  next_seq: number | null;
}

/** One ride, or a correction of one, as an invoice bills it (invoice_lines), before it has an invoice. */
export interface BilledRide {
  bookingId: string;
  companyId: string;
  rideDate: string;
  reference: string;
  passenger: string;
  route: string;
  costCentre: string | null;
  poNumber: string | null;
  description: string;
  fareCents: number;
  extrasCents: number;
  waitingCents: number;
  gratuityCents: number;
  totalCents: number;
  /** A correction of a ride billed before (its place among the ride's corrections), or null for a ride. */
  adjusts: number | null;
}

const sum = (lines: PaymentLine[]) => lines.reduce((s, l) => s + l.amountCents, 0);

type Billed = Pick<
  BilledRide,
  "description" | "fareCents" | "extrasCents" | "waitingCents" | "gratuityCents" | "totalCents"
>;

/**
 * What an ended ride bills, split as the invoice shows it: the fare (or the cancellation fee, or the
 * no-show charge), the waiting time, the other extras, the gratuity. The parts add up to what the ride costs under the
 * same rules as a card's (money/settle.ts: targetCents), never more or less.
 */
export function billedAmounts(
  ride: { status: string; rideStage: string | null; refundPercent: number | null; fareCents: number },
  lines: PaymentLine[],
): Billed {
  const outcome =
    bookingOutcome({ status: ride.status as BookingStatus, rideStage: ride.rideStage as RideStage | null }) ??
    "completed";
  const total = targetCents(outcome, { refundPercent: ride.refundPercent }, ride.fareCents, lines);
  if (outcome === "cancelled") {
    const share = 100 - (ride.refundPercent ?? 100);
    return {
      description: `Cancellation fee (${share}% of the fare)`,
      fareCents: total,
      extrasCents: 0,
      waitingCents: 0,
      gratuityCents: 0,
      totalCents: total,
    };
  }
  const waiting = sum(lines.filter((l) => l.kind === "extra" && l.code === "waiting_time"));
  // Owed only for a ride that took place, as targetCents counts it.
  const gratuity = outcome === "completed" ? sum(lines.filter((l) => l.kind === "gratuity")) : 0;
  const fare =
    outcome === "completed"
      ? sum(lines.filter((l) => l.kind === "fare"))
      : total - sum(lines.filter((l) => l.kind === "extra"));
  return {
    description: outcome === "no_show" ? "No-show" : "Ride",
    fareCents: fare,
    waitingCents: waiting,
    gratuityCents: gratuity,
    extrasCents: total - fare - waiting - gratuity,
    totalCents: total,
  };
}

/** The gratuity a ride's live invoices bill already (its own line and any corrections). */
const BILLED = `coalesce((select sum(l.gratuity_cents) from invoice_lines l join invoices i on i.id = l.invoice_id
       where l.booking_id = b.id and i.status <> 'void'), 0) as billed_gratuity`;

/**
 * The lines a run bills for rides on account: `rides`, the ones ended (settled) on or before `through` and
 * on no live invoice yet, so a ride of the month's last night that ended late goes on the next invoice;
 * `adjustments`, the rides a live invoice bills whose gratuity changed since (a line for the difference
 * each, `adjusts` its claim). A ride's gratuity already billed elsewhere (a correction on a live invoice
 * whose ride's own invoice was voided) is not billed again.
 */
export async function billableRides(
  db: Db,
  filter: { through: string; companyId?: string | undefined },
  which: "rides" | "adjustments" = "rides",
): Promise<BilledRide[]> {
  // The rides, then their money lines, chosen by the same conditions (a company may have hundreds).
  const rides = `from booking_accounts a
       join bookings b on b.id = a.booking_id
       join booking_payments p on p.booking_id = a.booking_id
       ${which === "adjustments" ? "join invoice_claims c on c.booking_id = a.booking_id join invoices i on i.id = c.invoice_id" : ""}
     where a.company_id is not null and (?1 is null or a.company_id = ?1)
       and p.provider = ?2 and p.state = 'billed' and p.settled_at is not null
       and ${
         which === "rides"
           ? "b.scheduled_date <= ?3 and not exists (select 1 from invoice_claims c where c.booking_id = a.booking_id)"
           : "exists (select 1 from payment_lines g where g.booking_id = a.booking_id and g.code = 'gratuity_change')"
       }`;
  const params = [filter.companyId ?? null, ACCOUNT_PROVIDER, ...(which === "rides" ? [filter.through] : [])];
  const [found, money] = await db.$client.batch([
    db.$client
      .prepare(
        `select b.id, b.reference, a.company_id, b.scheduled_date, b.first_name, b.last_name, b.email,
           b.pickup_location, b.destination, b.service_type, b.hours, b.status, b.ride_stage, b.refund_percent,
           a.cost_centre, a.po_number, p.fare_cents, ${BILLED},
           ${
             which === "adjustments"
               ? "i.number as claimed_by, coalesce((select max(x.seq) from invoice_adjustments x where x.booking_id = b.id), 0) + 1 as next_seq"
               : "null as claimed_by, null as next_seq"
           }
         ${rides} order by a.company_id, b.pickup_at, b.reference`,
      )
      .bind(...params),
    db.$client
      .prepare(
        `select l.booking_id as bookingId, l.kind, l.code, l.description, l.amount_cents as amountCents
         from payment_lines l where l.booking_id in (select a.booking_id ${rides}) order by l.id`,
      )
      .bind(...params),
  ]);
  const rows = (found?.results ?? []) as BillableRow[];
  const lines = (money?.results ?? []) as (PaymentLine & { bookingId: string })[];
  return rows.flatMap((r): BilledRide[] => {
    const own = lines.filter((l) => l.bookingId === r.id);
    const billed = billedAmounts(
      { status: r.status, rideStage: r.ride_stage, refundPercent: r.refund_percent, fareCents: r.fare_cents },
      own,
    );
    const ride = {
      bookingId: r.id,
      companyId: r.company_id,
      rideDate: r.scheduled_date,
      reference: r.reference,
      passenger: `${r.first_name} ${r.last_name}`,
      route:
        r.service_type === "hourly"
          ? `${r.hours ?? ""} hours from ${r.pickup_location}`
          : `${r.pickup_location} to ${r.destination}`,
      costCentre: r.cost_centre,
      poNumber: r.po_number,
    };
    const gratuityCents = billed.gratuityCents - r.billed_gratuity;
    if (r.claimed_by === null || r.next_seq === null) {
      return [
        {
          ...ride,
          ...billed,
          gratuityCents,
          totalCents: billed.totalCents - r.billed_gratuity,
          adjusts: null,
        },
      ];
    }
    if (gratuityCents === 0) return [];
    return [
      {
        ...ride,
        description: adjustmentDescription(r.claimed_by),
        fareCents: 0,
        extrasCents: 0,
        waitingCents: 0,
        gratuityCents,
        totalCents: gratuityCents,
        adjusts: r.next_seq,
      },
    ];
  });
}

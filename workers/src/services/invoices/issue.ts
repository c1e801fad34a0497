import type { InvoiceSummary, RunInvoices } from "@chauffeur/contract";
import { serviceToday, shiftDate } from "@chauffeur/contract";
import { companies, type Db } from "@chauffeur/db";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import { runGuarded, type Statement } from "../core/batch";
import type { Ctx } from "../core/context";
import { BadRequestError, NotFoundError } from "../core/errors";
import { outboxIfChanged } from "../core/outbox";
import { invoiceIssuedMessage } from "../messages/invoices";
import { type BilledRide, billableRides } from "./billable";
import { counterStatements, withNextNumber } from "./numbering";
import { howToPay, invoicePayLink } from "./pay-link";
import { toSummary } from "./view";

type Company = typeof companies.$inferSelect;

/** The month's last day: a run bills the rides that ended on or before it. */
const lastDayOf = (month: string) => {
  const [y = 0, m = 1] = month.split("-").map(Number);
  return shiftDate(`${m === 12 ? y + 1 : y}-${String(m === 12 ? 1 : m + 1).padStart(2, "0")}-01`, -1);
};

/** A claim another run took first (a ride or a correction billed at the same moment): the batch changed nothing. */
const CLAIMED = /UNIQUE constraint failed: invoice_(claims|adjustments)\./;
const ATTEMPTS = 3;

/**
 * What a run bills: the rides, the raised gratuities of rides billed before, and the lowered ones as far
 * as each company's invoice stays above zero (the rest wait for its next invoice). Never a line twice.
 */
async function linesToBill(db: Db, filter: { through: string; companyId: string | undefined }) {
  const [rides, corrections] = await Promise.all([
    billableRides(db, filter),
    billableRides(db, filter, "adjustments"),
  ]);
  const lines = [...rides, ...corrections.filter((c) => c.totalCents > 0)];
  const totals = new Map<string, number>();
  for (const l of lines) totals.set(l.companyId, (totals.get(l.companyId) ?? 0) + l.totalCents);
  for (const credit of corrections.filter((c) => c.totalCents < 0)) {
    const total = (totals.get(credit.companyId) ?? 0) + credit.totalCents;
    if (total <= 0) continue;
    lines.push(credit);
    totals.set(credit.companyId, total);
  }
  return lines;
}

/**
 * One company's invoice for a month, in one D1 batch: the invoice (numbered from the counter, and only if
 * the company has no live invoice for the month), its message, the counter's step, its lines and the
 * claims on its rides and corrections. Answers null when another run issued it first, "claimed" when
 * another run billed one of its lines first (nothing is written).
 */
async function issueInvoice(ctx: Ctx, company: Company, period: string, rides: BilledRide[]) {
  const issuedOn = serviceToday(ctx.now);
  const year = Number(issuedOn.slice(0, 4));
  const dueOn = shiftDate(issuedOn, company.termsDays);
  const totalCents = rides.reduce((s, r) => s + r.totalCents, 0);
  const at = ctx.now.toISOString();
  const id = crypto.randomUUID();
  const counter = counterStatements("INV", year);
  return withNextNumber(ctx.db, "INV", year, async (number) => {
    const invoice = {
      id,
      number,
      companyName: company.name,
      billingEmail: company.billingEmail,
      period,
      totalCents,
      dueOn,
      termsDays: company.termsDays,
    };
    const { nonce, link } = await invoicePayLink(ctx, { id, number }, company.termsDays + 30);
    const lines = rides.map((r, i) => ({ ...r, position: i + 1 }));
    const statements: Statement[] = [
      counter.ensure,
      {
        sql: `insert into invoices (id, number, company_id, period, status, company_name, billing_email, terms_days,
            issued_on, due_on, currency, total_cents, created_at, link_nonce)
          select ?, ?, ?, ?, 'issued', ?, ?, ?, ?, ?, 'usd', ?, ?, ?
          where not exists (select 1 from invoices where company_id = ? and period = ? and status <> 'void')`,
        params: [
          id,
          number,
          company.id,
          period,
          company.name,
          company.billingEmail,
          company.termsDays,
          issuedOn,
          dueOn,
          totalCents,
          at,
          nonce,
          company.id,
          period,
        ],
      },
      outboxIfChanged(invoiceIssuedMessage(invoice, rides, howToPay(ctx.config, link), ctx.config), at),
      counter.step,
      {
        sql: `insert into invoice_lines (invoice_id, booking_id, position, ride_date, reference, passenger, route,
            cost_centre, po_number, description, fare_cents, extras_cents, waiting_cents, gratuity_cents, total_cents)
          select ?1, j.value ->> 'bookingId', j.value ->> 'position', j.value ->> 'rideDate', j.value ->> 'reference',
            j.value ->> 'passenger', j.value ->> 'route', j.value ->> 'costCentre', j.value ->> 'poNumber',
            j.value ->> 'description', j.value ->> 'fareCents', j.value ->> 'extrasCents', j.value ->> 'waitingCents',
            j.value ->> 'gratuityCents', j.value ->> 'totalCents'
          from json_each(?2) j where exists (select 1 from invoices where id = ?1)`,
        params: [id, JSON.stringify(lines)],
      },
      {
        // A ride already on a live invoice, or a correction already billed (by a run for another month at the
        // same moment), fails the whole batch: nothing is billed twice.
        sql: `insert into invoice_claims (booking_id, invoice_id)
          select j.value ->> 'bookingId', ?1 from json_each(?2) j
          where j.value ->> 'adjusts' is null and exists (select 1 from invoices where id = ?1)`,
        params: [id, JSON.stringify(lines)],
      },
      {
        sql: `insert into invoice_adjustments (booking_id, seq, invoice_id)
          select j.value ->> 'bookingId', j.value ->> 'adjusts', ?1 from json_each(?2) j
          where j.value ->> 'adjusts' is not null and exists (select 1 from invoices where id = ?1)`,
        params: [id, JSON.stringify(lines)],
      },
    ];
    const applied = await runGuarded(ctx.db, statements).catch((error: unknown) => {
      if (CLAIMED.test(String(error))) return "claimed" as const;
      throw error;
    });
    if (applied === "claimed") return applied;
    if (applied[1] !== 1) return null;
    return toSummary({ ...invoice, companyId: company.id, status: "issued", issuedOn, paidAt: null });
  });
}

async function companiesOf(db: Db, companyId: string | undefined): Promise<Company[]> {
  if (!companyId) return db.select().from(companies);
  const one = await db.select().from(companies).where(eq(companies.id, companyId)).get();
  if (!one) throw new NotFoundError("Company not found");
  return [one];
}

/**
 * POST /api/admin/invoices/run and the monthly job: one invoice per company for its rides on account that
 * ended in the month (or before, if a later one missed them), unless the month is invoiced already. A
 * month not begun yet is refused; the month under way may be invoiced on demand (its later rides then go
 * on the next month's invoice).
 */
export async function runInvoices({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: z.output<typeof RunInvoices>;
}): Promise<{ invoices: InvoiceSummary[] }> {
  if (input.month > serviceToday(ctx.now).slice(0, 7)) {
    throw new BadRequestError("month: a month that has not begun cannot be invoiced");
  }
  const targets = await companiesOf(ctx.db, input.companyId);
  const through = lastDayOf(input.month);
  const all = await linesToBill(ctx.db, { through, companyId: input.companyId });
  const invoices: InvoiceSummary[] = [];
  for (const company of targets) {
    let own = all.filter((r) => r.companyId === company.id);
    for (let attempt = 1; own.length > 0; attempt++) {
      const issued = await issueInvoice(ctx, company, input.month, own);
      if (issued !== "claimed") {
        if (issued) invoices.push(issued);
        break;
      }
      // Another run billed some of these lines first: the month's invoice bills what is left.
      if (attempt >= ATTEMPTS) break;
      own = await linesToBill(ctx.db, { through, companyId: company.id });
    }
  }
  return { invoices };
}

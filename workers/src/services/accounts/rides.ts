import { type AccountBooking, type AccountBookings, formatCents } from "@chauffeur/contract";
import { bookingAccounts, bookings, companies, drivers } from "@chauffeur/db";
import { and, desc, eq, inArray, or, type SQL } from "drizzle-orm";
import { bookerCompanyIds } from "../companies/bookers";
import type { Ctx } from "../core/context";
import { NotFoundError } from "../core/errors";
import { renderPdf } from "../documents/pdf";
import { operatorLines } from "../invoices/documents";
import { receiptContent, receiptFilename } from "../messages/payment";
import { bookingOutcome } from "../money/booking";
import { ACCOUNT_PROVIDER } from "../money/on-account";
import { loadPayment } from "../money/records";
import { targetCents } from "../money/settle";
import { customerPayment } from "../money/view";
import type { SignedInAccount } from "./sign-in";

/** The rides an account sees: every ride booked with its e-mail, from it, or on its companies' accounts. */
const PAST_LIMIT = 100;

function ownedBy(email: string, accountId: string, companyIds: string[]) {
  return or(
    eq(bookings.email, email),
    eq(bookingAccounts.accountId, accountId),
    ...(companyIds.length > 0 ? [inArray(bookingAccounts.companyId, companyIds)] : []),
  );
}

/** Rides with what their documents name: the chauffeur, and the company billed with its cost centre and PO. */
function ridesWhere(ctx: Ctx, where: SQL | undefined) {
  return ctx.db
    .select({
      booking: bookings,
      chauffeur: drivers.firstName,
      companyName: companies.name,
      costCentre: bookingAccounts.costCentre,
      po: bookingAccounts.poNumber,
    })
    .from(bookings)
    .leftJoin(bookingAccounts, eq(bookingAccounts.bookingId, bookings.id))
    .leftJoin(companies, eq(companies.id, bookingAccounts.companyId))
    .leftJoin(drivers, eq(drivers.id, bookings.assignedDriverId))
    .where(where)
    .orderBy(desc(bookings.pickupAt))
    .limit(500);
}

async function rideRows(ctx: Ctx, account: SignedInAccount, extra?: SQL) {
  const companyIds = await bookerCompanyIds(ctx.db, account.email);
  return ridesWhere(ctx, and(ownedBy(account.email, account.id, companyIds), extra));
}
type RideRow = Awaited<ReturnType<typeof rideRows>>[number];

async function toAccountBooking(ctx: Ctx, r: RideRow): Promise<AccountBooking> {
  const b = r.booking;
  const payment = await customerPayment(ctx.db, b.id);
  return {
    reference: b.reference,
    status: b.status,
    pickupAt: b.pickupAt,
    pickupLocation: b.pickupLocation,
    destination: b.destination,
    payment,
    scheduledDate: b.scheduledDate,
    scheduledTime: b.scheduledTime,
    serviceType: b.serviceType,
    hours: b.hours,
    stops: b.stops ?? [],
    vehicleType: b.vehicleType,
    passengerCount: b.passengerCount,
    luggageCount: b.luggageCount,
    childSeats: b.childSeats,
    passengerName: `${b.firstName} ${b.lastName}`.trim(),
    chauffeurFirstName: r.chauffeur ?? null,
    billing: r.companyName ? { companyName: r.companyName, costCentre: r.costCentre, po: r.po } : null,
    receipt: payment?.settled === true && bookingOutcome(b) !== null,
  };
}

/**
 * GET /api/account/bookings: rides ahead, soonest first, and behind, latest first (the last 100). A ride
 * is behind once it ended or was cancelled, or its pickup has passed.
 */
export async function accountBookings({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { account: SignedInAccount };
}): Promise<AccountBookings> {
  const rows = await rideRows(ctx, input.account);
  const now = ctx.now.getTime();
  const ahead = (r: RideRow) =>
    (r.booking.status === "pending" || r.booking.status === "confirmed") && r.booking.expectedEndAt > now;
  const upcoming = rows.filter(ahead).reverse();
  const past = rows.filter((r) => !ahead(r)).slice(0, PAST_LIMIT);
  return {
    upcoming: await Promise.all(upcoming.map((r) => toAccountBooking(ctx, r))),
    past: await Promise.all(past.map((r) => toAccountBooking(ctx, r))),
  };
}

/**
 * GET /api/account/bookings/{reference}/receipt.pdf: the receipt of an ended and settled ride, with the
 * same lines as the receipt e-mail. Another account's ride and a ride without a receipt are both 404.
 */
export async function receiptPdf({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { account: SignedInAccount; reference: string };
}) {
  const rows = await rideRows(ctx, input.account, eq(bookings.reference, input.reference.toUpperCase()));
  return drawReceipt(ctx, rows, input.reference);
}

/** The receipt e-mail's PDF (docs/decisions/022): the one ride it is about, drawn when the e-mail is sent. */
export async function bookingReceiptPdf(ctx: Ctx, bookingId: string) {
  const rows = await ridesWhere(ctx, eq(bookings.id, bookingId));
  return drawReceipt(ctx, rows, rows[0]?.booking.reference ?? "");
}

/** The receipt of the settled rides among `rows` (a round trip's two share a reference); 404 when none is. */
async function drawReceipt(ctx: Ctx, rows: RideRow[], reference: string) {
  // A round trip's two rides share the reference: the outbound first, then the return.
  const found = [...rows].sort((a, b) => a.booking.pickupAt - b.booking.pickupAt);
  const settled = [];
  for (const r of found) {
    const row = await loadPayment(ctx.db, r.booking.id);
    const outcome = bookingOutcome(r.booking);
    if (row?.settledAt && outcome) settled.push({ r, row, outcome });
  }
  if (settled.length === 0) throw new NotFoundError("No receipt for this booking yet");
  const blocks = [];
  let totalCents = 0;
  for (const { r, row, outcome } of settled) {
    const b = r.booking;
    const lines = (await customerPayment(ctx.db, b.id))?.lines ?? [];
    const target = targetCents(outcome, b, row.fareCents, lines);
    const onAccount = row.provider === ACCOUNT_PROVIDER;
    const owed = target;
    totalCents += owed;
    const content = receiptContent(
      { ...b, firstName: "" },
      outcome,
      {
        lines,
        chargedCents: onAccount ? 0 : row.capturedCents,
        refundedCents: onAccount ? 0 : row.refundedCents,
        targetCents: owed,
        fareCents: row.fareCents,
      },
      onAccount ? { kind: "account", companyName: r.companyName ?? "the company" } : { kind: "card" },
    );
    const intro = content.intro.map((t) => t.charAt(0).toUpperCase() + t.slice(1));
    blocks.push(
      { kind: "heading" as const, text: b.leg === "return" ? "Return ride" : "Ride" },
      {
        kind: "facts" as const,
        rows: [
          { label: "Passenger", value: `${b.firstName} ${b.lastName}`.trim() },
          { label: "From", value: b.pickupLocation },
          ...(b.destination ? [{ label: "To", value: b.destination }] : []),
          ...(r.chauffeur ? [{ label: "Chauffeur", value: r.chauffeur }] : []),
          ...(r.companyName
            ? [{ label: "Billed to", value: [r.companyName, r.costCentre, r.po].filter(Boolean).join(" · ") }]
            : []),
        ],
      },
      ...intro.map((text) => ({ kind: "text" as const, text })),
      { kind: "amounts" as const, rows: content.rows },
      ...content.settlement.map((text) => ({ kind: "text" as const, text })),
    );
  }
  const first = settled[0]?.r.booking;
  const pdf = await renderPdf({
    title: "Receipt",
    issuer: operatorLines(ctx.config),
    meta: [
      { label: "Booking", value: first?.reference ?? reference },
      { label: "Date", value: first ? first.scheduledDate : "" },
      { label: "Total", value: formatCents(totalCents) },
    ],
    blocks,
    date: new Date(settled[0]?.row.settledAt ?? ctx.now.toISOString()),
  });
  return { filename: receiptFilename(first?.reference ?? reference), pdf };
}

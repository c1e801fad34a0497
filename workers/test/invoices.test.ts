import { env } from "cloudflare:test";
import {
  BookingReceipt,
  gratuityCents,
  InvoiceActionResult,
  InvoiceDetails,
  InvoicePage,
  RunInvoicesResult,
  serviceToday,
} from "@chauffeur/contract";
import { createDb, outbox } from "@chauffeur/db";
import { and, desc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { runInvoices } from "../src/services/invoices/issue";
import { remindOverdueInvoices } from "../src/services/invoices/overdue";
import { changeGratuity } from "../src/services/money/gratuity";
import { bookOnAccount, newCompany, newEmail, rideEnded, signedIn } from "./account-fixture";
import { adminApi, detailOf, staffBearer } from "./factories";
import { api, exec } from "./helpers";
import { services } from "./money-fixture";
import { loadFixturePlaces } from "./places-fixture";

// Bookings are priced from known places only (unknown places are refused).
beforeEach(loadFixturePlaces);

const db = createDb(env.DB);
const month = () => serviceToday().slice(0, 7);

const adminPost = (path: string, body: unknown) =>
  adminApi(path, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

/** A company with `rides` rides on account that ended this month, each with a cost centre. */
async function companyWithRides(rides: number, requirePo = false) {
  const booker = newEmail("booker", "acme.test");
  const company = await newCompany({ bookers: [booker], requirePo });
  const headers = await signedIn(booker);
  const receipts: BookingReceipt[] = [];
  for (let i = 0; i < rides; i++) {
    const res = await bookOnAccount(headers, {
      companyId: company.id,
      costCentre: i % 2 === 0 ? "SALES" : "R&D",
      po: "PO-1",
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const receipt = BookingReceipt.parse(await res.json());
    await rideEnded(receipt);
    receipts.push(receipt);
  }
  return { company, receipts, headers };
}

async function invoice(id: string) {
  const res = await adminApi(`/api/admin/invoices/${id}`);
  expect(res.status).toBe(200);
  return InvoiceDetails.parse(await res.json());
}

/** The invoice's PDF and CSV: the CSV's lines, subtotals and total add up to the invoice's; its text. */
async function documentsMatch(details: InvoiceDetails) {
  const pdf = await adminApi(`/api/admin/invoices/${details.id}/pdf`);
  expect(pdf.status).toBe(200);
  expect(pdf.headers.get("content-type")).toBe("application/pdf");
  expect(new TextDecoder().decode(new Uint8Array(await pdf.arrayBuffer()).slice(0, 5))).toBe("%PDF-");

  const csv = await adminApi(`/api/admin/invoices/${details.id}/csv`);
  expect(csv.status).toBe(200);
  const text = await csv.text();
  const rows = text
    .trim()
    .split("\r\n")
    .slice(1)
    .map((r) => r.split(","));
  const cents = (r: string[]) => Math.round(Number(r.at(-1)) * 100);
  const kind = (r: string[]) => r[7];
  const rides = rows.filter((r) => kind(r) !== "Subtotal" && kind(r) !== "Total");
  const total = rows.find((r) => kind(r) === "Total");
  expect(total && cents(total)).toBe(details.totalCents);
  expect(rides.reduce((s, r) => s + cents(r), 0)).toBe(details.totalCents);
  expect(rows.filter((r) => kind(r) === "Subtotal").reduce((s, r) => s + cents(r), 0)).toBe(
    details.totalCents,
  );
  for (const l of details.lines) expect(text).toContain(l.reference);
  return text;
}

const numberOf = (n: string) => Number(n.slice(-4));

describe("the monthly invoice run", () => {
  it("issues one invoice for the company's month, and a second run adds nothing", async () => {
    const { company, receipts } = await companyWithRides(2);
    const res = await adminPost("/api/admin/invoices/run", { companyId: company.id, month: month() });
    expect(res.status, await res.clone().text()).toBe(200);
    const { invoices } = RunInvoicesResult.parse(await res.json());
    expect(invoices).toHaveLength(1);
    const [issued] = invoices;
    expect(issued?.number).toMatch(/^INV-\d{4}-\d{4}$/);
    expect(issued?.status).toBe("issued");

    const details = await invoice(issued?.id ?? "");
    expect(details.lines.map((l) => l.reference).sort()).toEqual(receipts.map((r) => r.reference).sort());
    expect(details.totalCents).toBe(details.lines.reduce((s, l) => s + l.totalCents, 0));
    expect(
      details.lines.every(
        (l) => l.totalCents === l.fareCents + l.extrasCents + l.waitingCents + l.gratuityCents,
      ),
    ).toBe(true);

    const again = RunInvoicesResult.parse(
      await (await adminPost("/api/admin/invoices/run", { companyId: company.id, month: month() })).json(),
    );
    expect(again.invoices).toEqual([]);

    // The billing contact gets the invoice with a private link to pay by card.
    const mail = await db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, company.billingEmail)))
      .orderBy(desc(outbox.createdAt))
      .get();
    expect(mail?.body).toContain(issued?.number);
    expect(mail?.body).toMatch(/\/pay\?token=/);
  });

  it("makes one invoice per company and month when two runs race, numbers without gaps", async () => {
    const a = await companyWithRides(1);
    const b = await companyWithRides(1);
    const ctx = services();
    const runs = await Promise.all([
      runInvoices({ ctx, input: { companyId: a.company.id, month: month() } }),
      runInvoices({ ctx, input: { companyId: a.company.id, month: month() } }),
      runInvoices({ ctx, input: { companyId: b.company.id, month: month() } }),
      runInvoices({ ctx, input: { companyId: b.company.id, month: month() } }),
    ]);
    const issued = runs.flatMap((r) => r.invoices);
    expect(issued.filter((i) => i.companyId === a.company.id)).toHaveLength(1);
    expect(issued.filter((i) => i.companyId === b.company.id)).toHaveLength(1);
    // Every number of the year so far was given once, in order: 1..max with nothing missing.
    const year = month().slice(0, 4);
    const all = await db.$client
      .prepare("select number from invoices where number like ? order by number")
      .bind(`INV-${year}-%`)
      .all<{ number: string }>();
    const numbers = all.results.map((r) => numberOf(r.number));
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
  });

  it("never changes an issued invoice: its lines and total are fixed, a correction is a credit note", async () => {
    const { company } = await companyWithRides(1);
    const [issued] = (
      await runInvoices({ ctx: services(), input: { companyId: company.id, month: month() } })
    ).invoices;
    const id = issued?.id ?? "";
    await expect(exec([`update invoices set total_cents = 1 where id = '${id}'`])).rejects.toThrow(
      /never changes/,
    );
    await expect(
      exec([`update invoice_lines set total_cents = 1 where invoice_id = '${id}'`]),
    ).rejects.toThrow(/never changes/);
    await expect(exec([`delete from invoices where id = '${id}'`])).rejects.toThrow();

    const voided = await adminPost(`/api/admin/invoices/${id}/void`, { reason: "Wrong cost centre" });
    expect(voided.status, await voided.clone().text()).toBe(200);
    const after = InvoiceActionResult.parse(await voided.json()).invoice;
    expect(after.status).toBe("void");
    expect(after.creditNote?.amountCents).toBe(after.totalCents);
    // Its rides go on the corrected invoice of the next run.
    const rerun = await runInvoices({ ctx: services(), input: { companyId: company.id, month: month() } });
    expect(rerun.invoices).toHaveLength(1);
    expect(rerun.invoices[0]?.totalCents).toBe(after.totalCents);
  });

  it("gives PDF and CSV whose totals equal the invoice's lines", async () => {
    const { company } = await companyWithRides(3);
    const [issued] = (
      await runInvoices({ ctx: services(), input: { companyId: company.id, month: month() } })
    ).invoices;
    const text = await documentsMatch(await invoice(issued?.id ?? ""));
    expect(text).toMatch(/SALES/);
    expect(text).toMatch(/R&D/);
  });

  it("is marked paid by the accountant with a reference, once", async () => {
    const { company } = await companyWithRides(1);
    const [issued] = (
      await runInvoices({ ctx: services(), input: { companyId: company.id, month: month() } })
    ).invoices;
    const id = issued?.id ?? "";
    const empty = await adminPost(`/api/admin/invoices/${id}/mark-paid`, { reference: "" });
    expect(empty.status).toBe(400);
    expect((await invoice(id)).status).toBe("issued");
    const paid = await adminPost(`/api/admin/invoices/${id}/mark-paid`, { reference: "BANK-123" });
    expect(paid.status).toBe(200);
    expect(InvoiceActionResult.parse(await paid.json()).invoice).toMatchObject({
      status: "paid",
      paidReference: "BANK-123",
    });
    expect((await adminPost(`/api/admin/invoices/${id}/mark-paid`, { reference: "BANK-124" })).status).toBe(
      409,
    );
  });

  it("is paid by card through the e-mail's private link", async () => {
    const { company } = await companyWithRides(1);
    const [issued] = (
      await runInvoices({ ctx: services(), input: { companyId: company.id, month: month() } })
    ).invoices;
    const mail = await db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, company.billingEmail))
      .orderBy(desc(outbox.createdAt))
      .get();
    const token = /\/pay\?token=([\w.-]+)/.exec(mail?.body ?? "")?.[1] ?? "";
    const headers = { authorization: `Bearer ${token}` };
    const view = await api(`/api/pay/${issued?.number}`, { headers });
    expect(view.status, await view.clone().text()).toBe(200);
    expect(await view.json()).toMatchObject({
      kind: "invoice",
      amountCents: issued?.totalCents,
      paid: false,
    });
    const paid = await api(`/api/pay/${issued?.number}`, {
      method: "POST",
      headers: { ...headers, "content-type": "application/json" },
      body: JSON.stringify({ provider: "sandbox", token: "tok_sandbox_visa" }),
    });
    expect(paid.status, await paid.clone().text()).toBe(200);
    expect((await invoice(issued?.id ?? "")).status).toBe("paid");
  });

  it("refuses a month not begun and bad input, creating nothing", async () => {
    const future = await adminPost("/api/admin/invoices/run", { month: "2999-01" });
    expect(future.status).toBe(400);
    const bad = await adminPost("/api/admin/invoices/run", { month: "2026-13" });
    expect(bad.status).toBe(400);
    expect(await detailOf(bad)).toMatch(/month/);
    const before = await db.$client.prepare("select count(*) as n from companies").first<{ n: number }>();
    const company = await adminPost("/api/admin/companies", {
      name: "Initech",
      billingEmail: "not-an-email",
      bookers: [],
    });
    expect(company.status).toBe(400);
    expect(await detailOf(company)).toMatch(/billingEmail/);
    const after = await db.$client.prepare("select count(*) as n from companies").first<{ n: number }>();
    expect(after?.n).toBe(before?.n);
  });

  it("is the accountant's: a dispatcher manages companies but cannot invoice, and every staff write is audited", async () => {
    const { company } = await companyWithRides(1);
    const dispatcher = await staffBearer("dispatcher");
    const accountant = await staffBearer("accountant");
    const as = (headers: Record<string, string>, path: string, body: unknown) =>
      api(path, {
        method: "POST",
        headers: { ...headers, "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    expect(
      (await as(dispatcher, "/api/admin/invoices/run", { companyId: company.id, month: month() })).status,
    ).toBe(403);
    expect((await api("/api/admin/invoices", { headers: dispatcher })).status).toBe(403);
    const added = await as(dispatcher, "/api/admin/companies", {
      name: "Dispatcher's client",
      billingEmail: "ap@client.test",
      bookers: [],
    });
    expect(added.status).toBe(201);
    const run = await as(accountant, "/api/admin/invoices/run", { companyId: company.id, month: month() });
    expect(run.status).toBe(200);
    const [issued] = RunInvoicesResult.parse(await run.json()).invoices;
    expect(
      (await as(accountant, `/api/admin/invoices/${issued?.id}/mark-paid`, { reference: "BANK-9" })).status,
    ).toBe(200);

    const rows = await db.$client
      .prepare("select action, actor_role, target_label from audit_log where target_id in (?, ?) order by id")
      .bind(issued?.id ?? "", ((await added.json()) as { id: string }).id)
      .all<{ action: string; actor_role: string; target_label: string }>();
    expect(rows.results).toEqual([
      { action: "company.created", actor_role: "dispatcher", target_label: "Dispatcher's client" },
      { action: "invoice.run", actor_role: "accountant", target_label: issued?.number },
      { action: "invoice.marked-paid", actor_role: "accountant", target_label: issued?.number },
    ]);
  });

  it("turns overdue after the due date and is reminded 1, 7 and 14 days after it, once each", async () => {
    const { company } = await companyWithRides(1);
    const [issued] = (
      await runInvoices({ ctx: services(), input: { companyId: company.id, month: month() } })
    ).invoices;
    const due = Date.parse(`${issued?.dueDate}T17:00:00Z`);
    const at = (days: number) => services(new Date(due + days * 86_400_000));
    const reminders = async () =>
      (
        await db.$client
          .prepare("select count(*) as n from outbox where recipient = ? and template = 'invoice-overdue'")
          .bind(company.billingEmail)
          .first<{ n: number }>()
      )?.n;
    await remindOverdueInvoices(at(0));
    expect((await invoice(issued?.id ?? "")).status).toBe("issued");
    await remindOverdueInvoices(at(1));
    expect((await invoice(issued?.id ?? "")).status).toBe("overdue");
    expect(await reminders()).toBe(1);
    await remindOverdueInvoices(at(2));
    await remindOverdueInvoices(at(3));
    expect(await reminders()).toBe(1);
    await remindOverdueInvoices(at(7));
    await remindOverdueInvoices(at(7));
    expect(await reminders()).toBe(2);
    await remindOverdueInvoices(at(14));
    await remindOverdueInvoices(at(30));
    expect(await reminders()).toBe(3);
  });
});

describe("a company ride's gratuity changed after its invoice", () => {
  const monthsAgo = (n: number) => {
    const [y = 0, m = 1] = month().split("-").map(Number);
    const i = y * 12 + (m - 1) - n;
    return `${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, "0")}`;
  };
  const customer = { type: "customer", id: null } as const;

  /** A company's ride of last month with the gratuity `percent`, on last month's invoice. */
  async function invoicedLastMonth(percent: number) {
    const booker = newEmail("booker", "acme.test");
    const company = await newCompany({ bookers: [booker] });
    const headers = await signedIn(booker);
    const res = await bookOnAccount(headers, { companyId: company.id }, { gratuity: { percent } });
    expect(res.status, await res.clone().text()).toBe(201);
    const ride = BookingReceipt.parse(await res.json());
    await rideEnded(ride);
    await exec([`update bookings set scheduled_date = '${monthsAgo(1)}-15' where id = '${ride.bookingId}'`]);
    const [first] = (
      await runInvoices({ ctx: services(), input: { companyId: company.id, month: monthsAgo(1) } })
    ).invoices;
    const billed = (await invoice(first?.id ?? "")).lines[0];
    if (!first || !billed) throw new Error("not invoiced");
    return { company, headers, ride, first, billed };
  }

  /** Another ride of this month, so the company has a next invoice. */
  async function anotherRide(companyId: string, headers: Record<string, string>) {
    const res = await bookOnAccount(headers, { companyId });
    expect(res.status, await res.clone().text()).toBe(201);
    await rideEnded(BookingReceipt.parse(await res.json()));
  }

  const changeTo = (bookingId: string, percent: number) =>
    changeGratuity({ ctx: services(), input: { bookingId, choice: { percent }, actor: customer } });

  /** Every line billed for a ride on the company's live invoices. */
  async function linesFor(companyId: string, reference: string) {
    const page = await adminApi(`/api/admin/invoices?companyId=${companyId}&pageSize=50`);
    const live = InvoicePage.parse(await page.json()).items.filter((i) => i.status !== "void");
    const all = await Promise.all(live.map((i) => invoice(i.id)));
    return all.flatMap((i) =>
      i.lines.filter((l) => l.reference === reference).map((l) => ({ ...l, invoice: i })),
    );
  }

  it("bills a raise on the next invoice as a line for the difference, once", async () => {
    const { company, headers, ride, first, billed } = await invoicedLastMonth(20);
    const newTip = gratuityCents(billed.fareCents, { percent: 25 });
    expect(await changeTo(ride.bookingId, 25)).toEqual({
      differenceCents: newTip - billed.gratuityCents,
      outcome: "account",
    });
    // The issued invoice is as it was.
    expect((await invoice(first.id)).totalCents).toBe(first.totalCents);
    await anotherRide(company.id, headers);

    const [next] = (await runInvoices({ ctx: services(), input: { companyId: company.id, month: month() } }))
      .invoices;
    const details = await invoice(next?.id ?? "");
    const correction = details.lines.find((l) => l.reference === ride.reference);
    expect(correction).toEqual({
      ...correction,
      description: `Gratuity changed after invoice ${first.number}`,
      fareCents: 0,
      extrasCents: 0,
      waitingCents: 0,
      gratuityCents: newTip - billed.gratuityCents,
      totalCents: newTip - billed.gratuityCents,
    });
    expect(details.lines).toHaveLength(2);
    expect(details.totalCents).toBe(details.lines.reduce((s, l) => s + l.totalCents, 0));
    await documentsMatch(details);

    // A second run, for this month or any other, adds nothing.
    for (const m of [month(), monthsAgo(1), monthsAgo(2)]) {
      expect(
        (await runInvoices({ ctx: services(), input: { companyId: company.id, month: m } })).invoices,
      ).toEqual([]);
    }
    const billedNow = await linesFor(company.id, ride.reference);
    expect(billedNow.reduce((s, l) => s + l.gratuityCents, 0)).toBe(newTip);
    expect(billedNow.reduce((s, l) => s + l.totalCents, 0)).toBe(
      billed.totalCents + newTip - billed.gratuityCents,
    );
  });

  it("credits a lowering on the next invoice, which waits for one that owes more than it", async () => {
    const { company, headers, ride, first, billed } = await invoicedLastMonth(25);
    const newTip = gratuityCents(billed.fareCents, { percent: 10 });
    const credit = newTip - billed.gratuityCents;
    expect(credit).toBeLessThan(0);
    await changeTo(ride.bookingId, 10);
    // Alone the credit would make an invoice of nothing owed: it waits for the company's next ride.
    expect(
      (await runInvoices({ ctx: services(), input: { companyId: company.id, month: month() } })).invoices,
    ).toEqual([]);
    await anotherRide(company.id, headers);
    const [next] = (await runInvoices({ ctx: services(), input: { companyId: company.id, month: month() } }))
      .invoices;
    const details = await invoice(next?.id ?? "");
    expect(details.lines.find((l) => l.reference === ride.reference)).toMatchObject({
      description: `Gratuity changed after invoice ${first.number}`,
      gratuityCents: credit,
      totalCents: credit,
    });
    const rideLine = details.lines.find((l) => l.reference !== ride.reference);
    expect(details.totalCents).toBe((rideLine?.totalCents ?? 0) + credit);
    const csv = await documentsMatch(details);
    expect(csv).toContain(`,${(credit / 100).toFixed(2)}\r\n`);
    expect(
      (await runInvoices({ ctx: services(), input: { companyId: company.id, month: monthsAgo(2) } }))
        .invoices,
    ).toEqual([]);
    expect((await linesFor(company.id, ride.reference)).reduce((s, l) => s + l.gratuityCents, 0)).toBe(
      newTip,
    );
  });

  it("bills a correction once when two runs for different months race", async () => {
    const { company, headers, ride, billed } = await invoicedLastMonth(20);
    const newTip = gratuityCents(billed.fareCents, { percent: 30 });
    await changeTo(ride.bookingId, 30);
    await anotherRide(company.id, headers);
    const ctx = services();
    const runs = await Promise.all([
      runInvoices({ ctx, input: { companyId: company.id, month: month() } }),
      runInvoices({ ctx, input: { companyId: company.id, month: monthsAgo(2) } }),
      runInvoices({ ctx, input: { companyId: company.id, month: month() } }),
      runInvoices({ ctx, input: { companyId: company.id, month: monthsAgo(2) } }),
    ]);
    expect(runs.flatMap((r) => r.invoices).length).toBeGreaterThanOrEqual(1);
    // Whatever ran first, a last run bills what is left, and the ride's gratuity is billed exactly once.
    await runInvoices({ ctx: services(), input: { companyId: company.id, month: month() } });
    const lines = await linesFor(company.id, ride.reference);
    expect(lines.filter((l) => l.description.startsWith("Gratuity changed"))).toHaveLength(1);
    expect(lines.reduce((s, l) => s + l.gratuityCents, 0)).toBe(newTip);
    const page = await adminApi(`/api/admin/invoices?companyId=${company.id}&pageSize=50`);
    const live = InvoicePage.parse(await page.json()).items;
    for (const i of live) await documentsMatch(await invoice(i.id));
    // The other ride is billed once too.
    const rides = (await Promise.all(live.map((i) => invoice(i.id)))).flatMap((i) =>
      i.lines.filter((l) => l.reference !== ride.reference),
    );
    expect(rides).toHaveLength(1);
  });

  it("voiding the invoice that carried a correction bills it again, never twice", async () => {
    const { company, headers, ride, billed } = await invoicedLastMonth(20);
    const newTip = gratuityCents(billed.fareCents, { percent: 25 });
    await changeTo(ride.bookingId, 25);
    await anotherRide(company.id, headers);
    const [next] = (await runInvoices({ ctx: services(), input: { companyId: company.id, month: month() } }))
      .invoices;
    const voided = await adminPost(`/api/admin/invoices/${next?.id}/void`, { reason: "Wrong cost centre" });
    expect(voided.status, await voided.clone().text()).toBe(200);
    const [again] = (await runInvoices({ ctx: services(), input: { companyId: company.id, month: month() } }))
      .invoices;
    expect(again?.totalCents).toBe(next?.totalCents);
    expect((await linesFor(company.id, ride.reference)).reduce((s, l) => s + l.gratuityCents, 0)).toBe(
      newTip,
    );
  });
});

import { env } from "cloudflare:test";
import { BookingReceipt, OutboxMessage, serviceToday } from "@chauffeur/contract";
import { createDb } from "@chauffeur/db";
import { beforeEach, describe, expect, it } from "vitest";
import { createResendFake } from "../../tests/fakes/resend/fake";
import { loadConfig } from "../src/env";
import { attachedDocuments } from "../src/services/documents/attached";
import { runInvoices } from "../src/services/invoices/issue";
import { sendQueuedMail } from "../src/services/outbox/send-outbox";
import { transportsFor } from "../src/services/outbox/transports";
import { bookOnAccount, newCompany, newEmail, rideEnded, signedIn } from "./account-fixture";
import { adminApi } from "./factories";
import { exec } from "./helpers";
import { book, services } from "./money-fixture";
import { loadFixturePlaces } from "./places-fixture";

/**
 * The receipt and the invoice go with their e-mails as PDF (docs/decisions/022): the outbox names the
 * document, the sender draws it and hands it to Resend in base64.
 */
const db = createDb(env.DB);
const KEY = "re_test_documents_1234";
const mailConfig = loadConfig({
  ...env,
  RESEND_API_KEY: KEY,
  RESEND_API_BASE: "https://api.resend.test",
  MAIL_FROM_ADDRESS: "bookings@beaconchauffeur.com",
} as typeof env);

let fake: ReturnType<typeof createResendFake>;
beforeEach(async () => {
  await loadFixturePlaces();
  await exec(["DELETE FROM outbox"]);
  fake = createResendFake(KEY, ["beaconchauffeur.com"]);
});

const send = () =>
  sendQueuedMail({
    db,
    transports: transportsFor(mailConfig, fake.fetch),
    documents: attachedDocuments(services()),
  });

const bytesOf = (base64: string) => Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
const outboxRow = (template: string, recipient: string) =>
  env.DB.prepare("SELECT id, attachments FROM outbox WHERE template = ? AND recipient = ?")
    .bind(template, recipient)
    .first<{ id: string; attachments: string }>();

/** The one e-mail of `template` the fake took for `to`, with its one PDF. */
function sentPdf(subject: RegExp, to: string) {
  const mail = fake.emails.find((m) => subject.test(m.subject) && m.to.includes(to));
  expect(mail, `no e-mail "${subject}" to ${to}`).toBeDefined();
  const pdfs = (mail?.attachments ?? []).filter((a) => a.content_type === "application/pdf");
  expect(pdfs).toHaveLength(1);
  return { mail, pdf: pdfs[0] };
}

describe("documents with their e-mails", () => {
  it("sends the ride's receipt PDF with the receipt e-mail; the outbox keeps only its name", async () => {
    const receipt = await book(72);
    await rideEnded(receipt);
    const row = await outboxRow("payment-receipt", "ada@example.com");
    expect(row).toBeTruthy();
    // The row names the document; its bytes are drawn when the e-mail goes.
    expect(JSON.parse(row?.attachments ?? "[]")).toEqual([
      {
        filename: `receipt-${receipt.reference}.pdf`,
        contentType: "application/pdf",
        document: { kind: "receipt", bookingId: receipt.bookingId },
      },
    ]);
    expect(row?.attachments.length).toBeLessThan(200);

    expect((await send()).failed).toBe(0);
    const { mail, pdf } = sentPdf(
      new RegExp(`^Receipt for your booking ${receipt.reference}`),
      "ada@example.com",
    );
    expect(pdf).toMatchObject({
      filename: `receipt-${receipt.reference}.pdf`,
      content_type: "application/pdf",
    });
    const bytes = bytesOf(pdf?.content ?? "");
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    expect(mail?.html).toContain(receipt.reference);
    // The same document the account downloads, byte for byte (so a retry under its key sends the same).
    const again = await attachedDocuments(services())({ kind: "receipt", bookingId: receipt.bookingId });
    expect(again).toEqual(bytes);

    // The console names the file, without its bytes.
    const res = await adminApi(`/api/admin/outbox/${row?.id}`);
    expect(OutboxMessage.parse(await res.json()).attachments).toEqual([
      { filename: `receipt-${receipt.reference}.pdf`, contentType: "application/pdf" },
    ]);
  });

  it("sends the invoice PDF with the invoice e-mail, as HTML and text", async () => {
    const booker = newEmail("booker", "acme.test");
    const company = await newCompany({ bookers: [booker] });
    const res = await bookOnAccount(await signedIn(booker), { companyId: company.id });
    expect(res.status, await res.clone().text()).toBe(201);
    await rideEnded(BookingReceipt.parse(await res.json()));
    await exec(["DELETE FROM outbox"]);
    const [issued] = (
      await runInvoices({
        ctx: services(),
        input: { companyId: company.id, month: serviceToday().slice(0, 7) },
      })
    ).invoices;
    const number = issued?.number ?? "";

    expect(await send()).toMatchObject({ sent: 1, failed: 0 });
    const { mail, pdf } = sentPdf(new RegExp(`^Invoice ${number} `), company.billingEmail);
    expect(pdf?.filename).toBe(`${number}.pdf`);
    expect(new TextDecoder().decode(bytesOf(pdf?.content ?? "").slice(0, 5))).toBe("%PDF-");
    expect(mail?.text).toContain(number);
    expect(mail?.html).toMatch(/^<!DOCTYPE html/);
    expect(mail?.html).toContain(number);
  });

  it("keeps a message queued when its document cannot be drawn yet, and sends it once it can", async () => {
    const receipt = await book(72);
    await rideEnded(receipt);
    const settled = await env.DB.prepare("SELECT settled_at FROM booking_payments WHERE booking_id = ?")
      .bind(receipt.bookingId)
      .first<{ settled_at: string }>();
    // Reopened (a gratuity changed after the ride): no receipt until it settles again.
    await exec([`update booking_payments set settled_at = null where booking_id = '${receipt.bookingId}'`]);
    expect((await send()).failed).toBe(1);
    const row = await env.DB.prepare(
      "SELECT status, last_error FROM outbox WHERE template = 'payment-receipt' AND booking_id = ?",
    )
      .bind(receipt.bookingId)
      .first<{ status: string; last_error: string }>();
    expect(row).toMatchObject({ status: "queued" });
    expect(row?.last_error).toMatch(/No receipt/);
    expect(fake.emails.filter((m) => m.subject.startsWith("Receipt"))).toEqual([]);

    await exec([
      `update booking_payments set settled_at = '${settled?.settled_at}' where booking_id = '${receipt.bookingId}'`,
    ]);
    expect(await send()).toMatchObject({ sent: 1, failed: 0 });
    sentPdf(new RegExp(`^Receipt for your booking ${receipt.reference}`), "ada@example.com");
  });
});

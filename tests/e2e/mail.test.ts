import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { createResendFake } from "../fakes/resend/fake";
import { deliveryEventBody, svixHeaders } from "../fakes/resend/webhooks";
import { RIDE_DAY_HOURS } from "./booking-support";
import { adminSignIn } from "./driver-support";
import { expect, test } from "./fixtures";
import { adminToken, approve, bookAt, completeRide, messageFor, runJobs } from "./money-support";
import { call } from "./support/api";
import { PHONE, screenshot, seriousA11yViolations } from "./support/browser";

const unique = () => Date.now().toString(36);
const SECRET = `whsec_${btoa("the e2e webhook secret, 32 bytes")}`;
const KEY = "re_e2e_mail_provider_key";

/** Resend's fake (tests/fakes/resend) on a port of this process: the Worker sends its e-mails to it. */
const resend = createResendFake(KEY, ["beaconchauffeur.com"]);
const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on("data", (c: Buffer) => chunks.push(c));
  req.on("end", async () => {
    const answer = await resend.fetch(`http://127.0.0.1${req.url}`, {
      method: req.method,
      headers: req.headers as Record<string, string>,
      body: Buffer.concat(chunks).toString("utf8"),
    });
    res.writeHead(answer.status, { "content-type": "application/json" });
    res.end(await answer.text());
  });
});
await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
server.unref();
test.afterAll(() => server.close());

test.use({
  // A Worker of its own: it sends through Resend (its fake) and takes its signed delivery events.
  ownWorker: {
    name: "mail",
    vars: {
      RESEND_WEBHOOK_SECRET: SECRET,
      RESEND_API_KEY: KEY,
      RESEND_API_BASE: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      MAIL_FROM_ADDRESS: "bookings@beaconchauffeur.com",
    },
  },
});
/** The letter's card, light and dark (services/messages/email/palette.ts). */
const CARD = { light: "rgb(255, 255, 255)", dark: "rgb(23, 24, 28)" } as const;

test.describe("the e-mails customers get", () => {
  test("the confirmation, the reminder and the receipt read on a phone in light and dark; the console shows them as sent", async ({
    newPage,
    site,
  }) => {
    // This Worker's copy of the suite's database holds the other files' queued messages: the outbox job
    // sends the oldest first, so they go before this test's (they reach only the fake here). No page is
    // open yet: one open across the restart would log its refused requests.
    await site.restartAfter("delete from outbox where status = 'queued'");
    const token = await adminToken();
    const booking = await bookAt(RIDE_DAY_HOURS, `Mail${unique()}`);
    await approve(token, booking.bookingId);
    // The 24-hour reminder (the pickup is inside its window), then the ride and its receipt.
    await runJobs(token);
    await completeRide(token, booking.bookingId, `Mail${unique()}`);

    for (const template of ["booking-received", "reminder-24h", "payment-receipt"]) {
      const mail = await messageFor(token, booking.reference, template);
      expect(mail.html, template).toContain("<!DOCTYPE html");
      for (const colorScheme of ["light", "dark"] as const) {
        const page = await newPage({ viewport: PHONE, colorScheme });
        await page.setContent(mail.html ?? "");
        await page.locator(".em-card").getByText(booking.reference, { exact: false }).first().waitFor();
        // Nothing wider than the phone: no sideways scrolling, long links wrap.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          PHONE.width,
        );
        // Dark mode repaints the letter; nothing is fetched to read it.
        const card = page.locator(".em-card").first();
        expect(await card.evaluate((e) => getComputedStyle(e).backgroundColor)).toBe(CARD[colorScheme]);
        expect(await page.locator("img").count()).toBe(0);
        await screenshot(page, `mail-${template}-${colorScheme}-phone`);
        await page.close();
      }
    }
    const received = await messageFor(token, booking.reference, "booking-received");
    expect(received.attachments).toEqual([
      { filename: `${booking.reference}.ics`, contentType: "text/calendar; charset=utf-8; method=PUBLISH" },
    ]);
    // The receipt goes out with the ride's PDF receipt, drawn when it is sent.
    const receipt = await messageFor(token, booking.reference, "payment-receipt");
    const pdfName = `receipt-${booking.reference}.pdf`;
    expect(receipt.attachments).toEqual([{ filename: pdfName, contentType: "application/pdf" }]);
    // Sent by the outbox job (a run may find it leased by another: the next one sends it).
    const state = async () => {
      await runJobs(token);
      const m = await messageFor(token, booking.reference, "payment-receipt");
      return `${m.status}${m.lastError ? `: ${m.lastError}` : ""}`;
    };
    await expect.poll(state, { timeout: 30_000 }).toBe("sent");
    const sent = resend.emails.find((m) => m.subject === receipt.subject);
    expect(sent?.attachments?.map((a) => [a.filename, a.content_type])).toEqual([
      [pdfName, "application/pdf"],
    ]);
    expect(
      Buffer.from(sent?.attachments?.[0]?.content ?? "", "base64")
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");

    // The dispatcher opens the confirmation: the letter as the customer sees it (a frame under the page's
    // policy: any style it refused would be a console error, which fails the test), beside its text.
    const page = await newPage();
    await adminSignIn(page);
    const refused: string[] = [];
    page.on("console", (m) => {
      if (/Content Security Policy/.test(m.text())) refused.push(m.text());
    });
    await page.getByRole("tab", { name: "Messages & quotes" }).click();
    await page.getByLabel("Search outgoing messages").fill(booking.reference);
    await page.getByRole("button", { name: `We received your booking ${booking.reference}` }).click();
    const dialog = page.getByRole("dialog", { name: `We received your booking ${booking.reference}` });
    const title = `We received your booking ${booking.reference}, as the customer sees it`;
    await dialog.locator(`iframe[title="${title}"]`).waitFor();
    expect(await dialog.getByTestId("outbox-message-body").textContent()).toBe(received.body);
    await dialog.getByText(`${booking.reference}.ics`).waitFor();
    expect(refused, "the page's policy refuses nothing in the letter's frame").toEqual([]);
    const frame = dialog.frameLocator(`iframe[title="${title}"]`);
    const greeting = frame.getByRole("paragraph").filter({ hasText: /^we received your booking/ });
    // Its inline styles hold in the frame: the letter's type and the button's gold.
    await expect(greeting).toHaveCSS("font-size", "16px");
    const button = frame.getByRole("link", { name: "Follow your ride", exact: true });
    await expect(button).toHaveCSS("background-color", "rgb(212, 169, 74)");
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, "admin-outbox-email-desktop");
  });

  test("a bounce the provider reports is marked where dispatch reads the messages", async ({ newPage }) => {
    const token = await adminToken();
    const booking = await bookAt(48, `Bounce${unique()}`);
    const mail = await messageFor(token, booking.reference, "booking-received");
    const event = deliveryEventBody({
      type: "email.bounced",
      emailId: "re_unknown",
      outboxId: mail.id,
      to: mail.recipient,
      subject: mail.subject,
      bounce: { type: "Permanent", subType: "General", message: "The recipient's mailbox does not exist." },
    });
    const res = await call("/api/mail/resend/webhook", {
      method: "POST",
      headers: await svixHeaders(SECRET, event),
      body: event,
    });
    expect(res.status).toBe(200);

    for (const viewport of [PHONE, { width: 1366, height: 900 }]) {
      const page = await newPage({ viewport });
      await adminSignIn(page);
      await page.getByRole("tab", { name: "Messages & quotes" }).click();
      await page.getByLabel("Search outgoing messages").fill(booking.reference);
      const row = page.getByRole("row").filter({ hasText: `We received your booking ${booking.reference}` });
      await row.getByText("bounced").waitFor();
      if (viewport.width !== PHONE.width) await screenshot(page, "admin-outbox-list-bounced-desktop");
      await row.getByRole("button", { name: `We received your booking ${booking.reference}` }).click();
      const dialog = page.getByRole("dialog", { name: `We received your booking ${booking.reference}` });
      await dialog
        .getByText("The recipient's mailbox does not exist. (Permanent, General)", { exact: false })
        .waitFor();
      // The dialog fits the window: its Close button and the file's name are in view, nothing to scroll.
      const close = await dialog.getByRole("button", { name: "Close", exact: true }).boundingBox();
      expect(close && close.y + close.height).toBeLessThanOrEqual(viewport.height);
      if (viewport.width !== PHONE.width) {
        const file = await dialog.getByText(`${booking.reference}.ics`).boundingBox();
        expect(file && file.y + file.height).toBeLessThanOrEqual(viewport.height);
      }
      expect(await seriousA11yViolations(page)).toEqual([]);
      await screenshot(page, `admin-outbox-bounced-${viewport.width === PHONE.width ? "phone" : "desktop"}`);
      await page.close();
    }
    // And among the exceptions, where dispatch looks first.
    const page = await newPage();
    await adminSignIn(page);
    await page.getByRole("tab", { name: /Exceptions/ }).click();
    const alert = page.locator('[data-testid="alert"][data-kind="mail_bounced"]').filter({
      hasText: booking.reference,
    });
    await alert.getByText("E-mail bounced").waitFor();
    await alert
      .getByText(`${mail.recipient} bounced: The recipient's mailbox does not exist.`, { exact: false })
      .waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, "admin-exceptions-mail-bounced-desktop");
  });
});

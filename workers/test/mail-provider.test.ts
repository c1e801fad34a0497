import { createExecutionContext, env } from "cloudflare:test";
import { BookingDetails, BookingReceipt, OpenAlerts, OutboxMessage, OutboxPage } from "@chauffeur/contract";
import { createDb } from "@chauffeur/db";
import { beforeEach, describe, expect, it } from "vitest";
import { createResendFake } from "../../tests/fakes/resend/fake";
import { deliveryEventBody, svixHeaders } from "../../tests/fakes/resend/webhooks";
import { app } from "../src/app";
import { loadConfig } from "../src/env";
import { sendQueuedMail } from "../src/services/outbox/send-outbox";
import { transportsFor } from "../src/services/outbox/transports";
import { bookingBody } from "./booking-fixture";
import { bearer } from "./factories";
import { exec } from "./helpers";
import { loadFixturePlaces } from "./places-fixture";

const db = createDb(env.DB);
const KEY = "re_test_5Tq9xYzAbCdEfGh";
const SECRET = `whsec_${btoa("a webhook secret of 32 bytes!!!!")}`;
/** The Worker with Resend on (a new env object: its configuration is read afresh). */
const mailEnv = {
  ...env,
  RESEND_API_KEY: KEY,
  RESEND_API_BASE: "https://api.resend.test",
  RESEND_WEBHOOK_SECRET: SECRET,
  MAIL_FROM_ADDRESS: "bookings@beaconchauffeur.com",
  MAIL_REPLY_TO: "dispatch@beaconchauffeur.com",
} as typeof env;

let fake: ReturnType<typeof createResendFake>;
beforeEach(async () => {
  await loadFixturePlaces();
  await exec(["DELETE FROM outbox"]);
  fake = createResendFake(KEY, ["beaconchauffeur.com"]);
});

const call = (path: string, init: RequestInit = {}) =>
  app.fetch(new Request(`http://127.0.0.1${path}`, init), mailEnv, createExecutionContext());
const admin = async (path: string) => call(path, { headers: await bearer("admin") });
const send = (at = Date.now(), transports = transportsFor(loadConfig(mailEnv), fake.fetch)) =>
  sendQueuedMail({ db, transports, now: () => at });

async function book() {
  const res = await call("/api/bookings", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(bookingBody()),
  });
  expect(res.status).toBe(201);
  return BookingReceipt.parse(await res.json());
}

const rowOf = (where: string) =>
  env.DB.prepare(
    `SELECT id, status, attempts, last_error, provider_id, next_attempt_at, delivery, delivery_note, body FROM outbox WHERE ${where}`,
  ).first<{
    id: string;
    status: string;
    attempts: number;
    last_error: string | null;
    provider_id: string | null;
    next_attempt_at: number | null;
    delivery: string | null;
    delivery_note: string | null;
    body: string;
  }>();

const decode = (base64: string) =>
  new TextDecoder().decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));

describe("e-mail through Resend", () => {
  it("sends the confirmation with its calendar file, the sender, the reply-to and the outbox id as the key", async () => {
    const booking = await book();
    expect(await send()).toEqual({ sent: 1, failed: 0, deferred: 0 });
    const row = await rowOf(`template = 'booking-received' AND booking_id = '${booking.bookingId}'`);
    const [mail] = fake.emails;
    expect(mail).toMatchObject({
      from: "Beacon Chauffeur <bookings@beaconchauffeur.com>",
      to: ["ada@example.com"],
      reply_to: "dispatch@beaconchauffeur.com",
      subject: `We received your booking ${booking.reference}`,
      text: row?.body,
      headers: { idempotencyKey: `outbox-${row?.id}` },
      tags: [{ name: "outbox_id", value: row?.id }],
    });
    expect(row).toMatchObject({ status: "sent", attempts: 1, provider_id: mail?.id, last_error: null });
    // The HTML carries the same link as the text: the private tracking link, behind its button.
    const link = /Follow your ride \(.*\): (\S+)/.exec(row?.body ?? "")?.[1] ?? "";
    expect(link).toContain("/track/");
    expect(mail?.html).toContain(`href="${link}"`);
    expect(mail?.html).toContain(booking.reference);
    expect(mail?.attachments).toHaveLength(1);
    const [ics] = mail?.attachments ?? [];
    expect(ics).toMatchObject({
      filename: `${booking.reference}.ics`,
      content_type: "text/calendar; charset=utf-8; method=PUBLISH",
    });
    const calendar = decode(ics?.content ?? "").replace(/\r\n /g, "");
    expect(calendar).toContain(`UID:${booking.reference.toLowerCase()}@`);
    expect(calendar).toMatch(/DTSTART:\d{8}T\d{6}Z/);
    expect(calendar).toContain(`Follow your ride: ${link}`);

    // The dispatcher reads it as it went: the text, the HTML and the file's name.
    const res = await admin(`/api/admin/outbox/${row?.id}`);
    expect(res.status).toBe(200);
    const message = OutboxMessage.parse(await res.json());
    expect(message).toMatchObject({ body: row?.body, html: mail?.html, status: "sent" });
    expect(message.attachments).toEqual([
      { filename: `${booking.reference}.ics`, contentType: "text/calendar; charset=utf-8; method=PUBLISH" },
    ]);
    // A second run sends nothing again.
    expect(await send()).toEqual({ sent: 0, failed: 0, deferred: 0 });
    expect(fake.emails).toHaveLength(1);
  });

  it("waits when Resend says to slow down (429), spending no attempt, and sends later", async () => {
    const first = await book();
    await book();
    const at = Date.now();
    fake.rateLimitNext(1, 120);
    expect(await send(at)).toEqual({ sent: 0, failed: 0, deferred: 1 });
    const row = await rowOf(`template = 'booking-received' AND booking_id = '${first.bookingId}'`);
    expect(row).toMatchObject({ status: "queued", attempts: 0 });
    expect(row?.last_error).toContain("429: rate_limit_exceeded");
    expect(row?.next_attempt_at).toBe(at + 120_000);
    // The run rested its e-mail after the 429: the second confirmation was not tried either.
    expect(fake.emails).toHaveLength(0);
    // A minute later, only the message not deferred goes; after Retry-After, the first one too.
    expect(await send(at + 60_000)).toEqual({ sent: 1, failed: 0, deferred: 0 });
    expect(await send(at + 121_000)).toEqual({ sent: 1, failed: 0, deferred: 0 });
    expect(await rowOf(`id = '${row?.id}'`)).toMatchObject({ status: "sent", attempts: 1, last_error: null });
    expect(fake.emails.map((e) => e.subject)).toContain(`We received your booking ${first.reference}`);
  });

  it("gives up at once on what Resend refuses for good (422), and retries what it may take later", async () => {
    await exec([
      `INSERT INTO outbox (id, recipient, template, subject, body, status, attempts, created_at)
       VALUES ('bad', 'ada@localhost', 'booking-received', 'Hello', 'Body', 'queued', 0, '2030-01-01T00:00:00.000Z')`,
    ]);
    expect(await send()).toEqual({ sent: 0, failed: 1, deferred: 0 });
    const row = await rowOf("id = 'bad'");
    expect(row).toMatchObject({ status: "failed", attempts: 1 });
    expect(row?.last_error).toMatch(/Resend answered 422: validation_error: Invalid `to` field/);
    expect(await send()).toEqual({ sent: 0, failed: 0, deferred: 0 });

    // A wrong key (403) is the operator's to fix: the message waits for a later run.
    await exec([
      "UPDATE outbox SET recipient = 'ada@example.com', status = 'queued', attempts = 0 WHERE id = 'bad'",
    ]);
    const wrongKey = transportsFor(
      loadConfig({ ...mailEnv, RESEND_API_KEY: "re_wrong" } as typeof env),
      fake.fetch,
    );
    expect(await send(Date.now(), wrongKey)).toEqual({ sent: 0, failed: 1, deferred: 0 });
    expect(await rowOf("id = 'bad'")).toMatchObject({ status: "queued", attempts: 1 });
    expect((await rowOf("id = 'bad'"))?.last_error).toContain("403: invalid_api_key");
    fake.failNext(1);
    expect(await send()).toEqual({ sent: 0, failed: 1, deferred: 0 });
    expect(await rowOf("id = 'bad'")).toMatchObject({ status: "queued", attempts: 2 });
    expect(await send()).toEqual({ sent: 1, failed: 0, deferred: 0 });
  });
});

describe("Resend's delivery webhook", () => {
  const openAlertsOf = async (bookingId: string) =>
    OpenAlerts.parse(await (await admin("/api/admin/alerts")).json()).items.filter(
      (a) => a.bookingId === bookingId,
    );
  const deliver = (body: string, headers: Record<string, string>) =>
    call("/api/mail/resend/webhook", {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body,
    });

  it("refuses a bad signature, and marks a bounce on the message and in the booking's history once", async () => {
    const booking = await book();
    await send();
    const row = await rowOf(`template = 'booking-received' AND booking_id = '${booking.bookingId}'`);
    const body = deliveryEventBody({
      type: "email.bounced",
      emailId: row?.provider_id ?? "",
      to: "ada@example.com",
      subject: `We received your booking ${booking.reference}`,
      bounce: { type: "Permanent", subType: "General", message: "The recipient's mailbox does not exist." },
    });
    const forged = await svixHeaders(`whsec_${btoa("not the secret, but 32 bytes!!!!")}`, body);
    expect((await deliver(body, forged)).status).toBe(401);
    const stale = await svixHeaders(SECRET, body, new Date(Date.now() - 10 * 60_000));
    expect((await deliver(body, stale)).status).toBe(401);
    expect((await deliver(body, {})).status).toBe(401);
    expect(await rowOf(`id = '${row?.id}'`)).toMatchObject({ delivery: null });

    const signed = await svixHeaders(SECRET, body);
    const res = await deliver(body, signed);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true, handled: true });
    // Svix delivers again on a timeout: the same event changes nothing.
    expect((await deliver(body, signed)).status).toBe(200);
    expect(await rowOf(`id = '${row?.id}'`)).toMatchObject({
      delivery: "bounced",
      delivery_note: "The recipient's mailbox does not exist. (Permanent, General)",
    });

    const list = OutboxPage.parse(
      await (await admin(`/api/admin/outbox?search=${booking.reference}`)).json(),
    );
    expect(list.items.find((m) => m.id === row?.id)).toMatchObject({ status: "sent", delivery: "bounced" });
    const details = BookingDetails.parse(
      await (await admin(`/api/admin/bookings/${booking.bookingId}`)).json(),
    );
    const bounced = details.history.filter((e) => e.field === "email");
    expect(bounced).toEqual([
      expect.objectContaining({
        actorType: "system",
        fromValue: "sent",
        toValue: "bounced",
        note: `"We received your booking ${booking.reference}" to ada@example.com: The recipient's mailbox does not exist. (Permanent, General)`,
      }),
    ]);
    // Dispatch sees it among the exceptions, once, before the chauffeur waits for someone never told.
    expect(await openAlertsOf(booking.bookingId)).toEqual([
      expect.objectContaining({
        kind: "mail_bounced",
        reference: booking.reference,
        detail: `The e-mail "We received your booking ${booking.reference}" to ada@example.com bounced: The recipient's mailbox does not exist. (Permanent, General)`,
      }),
    ]);
  });

  it("finds a complaint by the outbox tag, leaves other events alone, and is off without a secret", async () => {
    const booking = await book();
    const row = await rowOf(`booking_id = '${booking.bookingId}'`);
    const complaint = deliveryEventBody({
      type: "email.complained",
      emailId: "unknown-to-us",
      outboxId: row?.id,
      to: "ada@example.com",
      subject: "x",
    });
    expect((await deliver(complaint, await svixHeaders(SECRET, complaint))).status).toBe(200);
    expect(await rowOf(`id = '${row?.id}'`)).toMatchObject({ delivery: "complained" });
    expect((await openAlertsOf(booking.bookingId)).map((a) => a.kind)).toEqual(["mail_complained"]);
    // The tags as an object, as some of Resend's examples show them, find it too.
    const again = deliveryEventBody({
      type: "email.bounced",
      emailId: "unknown-to-us",
      outboxId: row?.id,
      tagsAs: "object",
      to: "ada@example.com",
      subject: "x",
    });
    expect(await (await deliver(again, await svixHeaders(SECRET, again))).json()).toMatchObject({
      handled: true,
    });
    expect(await rowOf(`id = '${row?.id}'`)).toMatchObject({ delivery: "bounced" });
    const delivered = deliveryEventBody({
      type: "email.delivered",
      emailId: "x",
      to: "ada@example.com",
      subject: "x",
    });
    const res = await deliver(delivered, await svixHeaders(SECRET, delivered));
    expect(await res.json()).toEqual({ received: true, handled: false });

    const off = await app.fetch(
      new Request("http://127.0.0.1/api/mail/resend/webhook", { method: "POST", body: complaint }),
      env,
      createExecutionContext(),
    );
    expect(off.status).toBe(404);
  });
});

import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createResendFake, MAX_ATTACHMENTS_BYTES } from "../../tests/fakes/resend/fake";
import { loadConfig } from "../src/env";
import { CarrierRefusal, type MailMessage } from "../src/services/outbox/carrier";
import { type ResendSettings, resendTransport } from "../src/services/outbox/resend-transport";
import { transportsFor } from "../src/services/outbox/transports";

/**
 * Resend's documented refusals (resend.com/docs/api-reference/errors), as its fake answers them, and what
 * the adapter makes of each: `final` fails the message, `later` retries it on a later run, `slow-down`
 * defers it. A request Resend would refuse fails here, before it fails in production.
 */
const KEY = "re_test_adapter_key";
const settings: ResendSettings = {
  baseUrl: "https://api.resend.test",
  apiKey: KEY,
  from: "Beacon Chauffeur <bookings@beaconchauffeur.com>",
  replyTo: "dispatch@beaconchauffeur.com",
};
const message: MailMessage = {
  to: "ada@example.com",
  subject: "Your booking BC-7K4Q9M",
  text: "Dear Ada,",
  html: "<p>Dear Ada,</p>",
  attachments: [
    { filename: "BC-7K4Q9M.ics", contentType: "text/calendar", content: btoa("BEGIN:VCALENDAR") },
  ],
  idempotencyKey: "outbox-1",
  outboxId: "1",
};

async function refusal(change: Partial<ResendSettings>, send: Partial<MailMessage> = {}) {
  const fake = createResendFake(KEY, ["beaconchauffeur.com"]);
  const error = await resendTransport({ ...settings, ...change }, fake.fetch)
    .send({ ...message, ...send })
    .then(
      () => null,
      (e: unknown) => e,
    );
  expect(fake.emails).toEqual([]);
  expect(error).toBeInstanceOf(CarrierRefusal);
  const { kind, message: words } = error as CarrierRefusal;
  return { kind, words };
}

describe("Resend's refusals, and what the outbox makes of them", () => {
  it("sends what Resend takes: sender, reply-to, both parts, the file and the key", async () => {
    const fake = createResendFake(KEY, ["beaconchauffeur.com"]);
    const accepted = await resendTransport(settings, fake.fetch).send(message);
    expect(accepted?.providerId).toBe(fake.emails[0]?.id);
    expect(fake.emails[0]).toMatchObject({
      from: settings.from,
      to: ["ada@example.com"],
      reply_to: settings.replyTo,
      text: message.text,
      html: message.html,
      attachments: [{ filename: "BC-7K4Q9M.ics", content: btoa("BEGIN:VCALENDAR") }],
      headers: { idempotencyKey: "outbox-1" },
    });
  });

  it("fails for good a message without a sender, with a malformed one, or to a bad address (422)", async () => {
    expect(await refusal({ from: "" })).toEqual({
      kind: "final",
      words: "Resend answered 422: missing_required_field: Missing `from` field.",
    });
    expect((await refusal({ from: "Beacon <bookings@>" })).words).toMatch(/422: invalid_from_address/);
    expect((await refusal({}, { to: "ada@localhost" })).kind).toBe("final");
  });

  it("fails for good files over Resend's 40 MB (after base64)", async () => {
    const big = "A".repeat(MAX_ATTACHMENTS_BYTES / 2 + 4);
    const files = [1, 2].map((n) => ({
      filename: `scan-${n}.pdf`,
      contentType: "application/pdf",
      content: big,
    }));
    const { kind, words } = await refusal({}, { attachments: files });
    expect(kind).toBe("final");
    expect(words).toMatch(/422: validation_error: Attachments exceed the 40 MB limit/);
  });

  it("retries later what the operator fixes: a missing or wrong key, a sender's domain not verified", async () => {
    expect(await refusal({ apiKey: "" })).toMatchObject({ kind: "later" });
    expect((await refusal({ apiKey: "re_wrong" })).words).toMatch(/403: invalid_api_key/);
    const unverified = await refusal({ from: "Beacon <bookings@beacon.example>" });
    expect(unverified).toMatchObject({ kind: "later" });
    expect(unverified.words).toMatch(/403: validation_error: The beacon.example domain is not verified/);
  });

  it("answers a repeat with the first answer, and fails for good the same key with another payload (409)", async () => {
    const fake = createResendFake(KEY, ["beaconchauffeur.com"]);
    const transport = resendTransport(settings, fake.fetch);
    const first = await transport.send(message);
    expect(await transport.send(message)).toEqual(first);
    expect(fake.emails).toHaveLength(1);
    const error = await transport.send({ ...message, subject: "Another" }).catch((e: CarrierRefusal) => e);
    expect(error).toMatchObject({ kind: "final" });
    expect((error as CarrierRefusal).message).toMatch(/409: invalid_idempotent_request/);
    const tooLong = await transport
      .send({ ...message, idempotencyKey: "k".repeat(257) })
      .catch((e: CarrierRefusal) => e);
    expect(tooLong).toMatchObject({ kind: "final" });
    expect((tooLong as CarrierRefusal).message).toMatch(/400: invalid_idempotency_key/);
  });

  it("slows down on 429 for Retry-After, and retries a 500 later", async () => {
    const fake = createResendFake(KEY, ["beaconchauffeur.com"]);
    const transport = resendTransport(settings, fake.fetch);
    fake.rateLimitNext(1, 30);
    expect(await transport.send(message).catch((e: CarrierRefusal) => e)).toMatchObject({
      kind: "slow-down",
      retryAfterMs: 30_000,
    });
    fake.failNext(1);
    expect(await transport.send(message).catch((e: CarrierRefusal) => e)).toMatchObject({ kind: "later" });
    expect((await transport.send(message))?.providerId).toBe(fake.emails[0]?.id);
  });
});

describe("Resend's settings", () => {
  const configured = (vars: Record<string, string>) => loadConfig({ ...env, ...vars } as typeof env);

  it("sends as MAIL_FROM_NAME <MAIL_FROM_ADDRESS>, replies to MAIL_REPLY_TO, with the key as a bearer", async () => {
    const fake = createResendFake(KEY, ["beaconchauffeur.com"]);
    const { email } = transportsFor(
      configured({
        RESEND_API_KEY: KEY,
        RESEND_API_BASE: "https://api.resend.test",
        MAIL_FROM_ADDRESS: "bookings@beaconchauffeur.com",
        MAIL_FROM_NAME: "Beacon Chauffeur, Boston",
        MAIL_REPLY_TO: "dispatch@beaconchauffeur.com",
      }),
      fake.fetch,
    );
    await email?.send(message);
    expect(fake.emails[0]).toMatchObject({
      from: '"Beacon Chauffeur, Boston" <bookings@beaconchauffeur.com>',
      reply_to: "dispatch@beaconchauffeur.com",
    });
  });

  it("refuses a key without a sender, and sends nothing without a key", () => {
    expect(() => configured({ RESEND_API_KEY: KEY })).toThrow(
      /MAIL_FROM_ADDRESS is required with RESEND_API_KEY/,
    );
    expect(
      transportsFor(configured({ MAIL_FROM_ADDRESS: "bookings@beaconchauffeur.com" })).email,
    ).toBeUndefined();
  });
});

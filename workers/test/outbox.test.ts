import { env } from "cloudflare:test";
import { createDb } from "@chauffeur/db";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { createResendFake } from "../../tests/fakes/resend/fake";
import worker from "../src/index";
import { resendTransport } from "../src/services/outbox/resend-transport";
import {
  LEASE_MS,
  MAX_ATTEMPTS,
  type MailMessage,
  type MailTransport,
  sendQueuedMail,
} from "../src/services/outbox/send-outbox";
import { exec } from "./helpers";

const db = createDb(env.DB);

async function queue(id: string, createdAt: string, state = "'queued', 0, null") {
  await exec([
    `INSERT INTO outbox (id, recipient, template, subject, body, status, attempts, lease_until, created_at)
     VALUES ('${id}', '${id}@example.com', 'booking-received', 'Subject ${id}', 'Body ${id}', ${state}, '${createdAt}')`,
  ]);
}

async function statusOf(id: string) {
  return env.DB.prepare("SELECT status, attempts, sent_at FROM outbox WHERE id = ?")
    .bind(id)
    .first<{ status: string; attempts: number; sent_at: string | null }>();
}

beforeEach(async () => {
  await exec(["DELETE FROM outbox"]);
});

describe("sending the outbox", () => {
  it("sends queued messages oldest first and marks them sent", async () => {
    await queue("second", "2026-01-02T00:00:00.000Z");
    await queue("first", "2026-01-01T00:00:00.000Z");
    const sent: MailMessage[] = [];
    const result = await sendQueuedMail({ db, transport: { send: async (m) => void sent.push(m) } });
    expect(result).toEqual({ sent: 2, failed: 0, deferred: 0 });
    expect(sent.map((m) => m.to)).toEqual(["first@example.com", "second@example.com"]);
    expect(sent[0]).toEqual({
      to: "first@example.com",
      subject: "Subject first",
      text: "Body first",
      html: null,
      attachments: [],
      idempotencyKey: "outbox-first",
      outboxId: "first",
    });
    expect(await statusOf("first")).toMatchObject({ status: "sent", attempts: 1 });
    expect((await statusOf("first"))?.sent_at).toBeTruthy();
    // Nothing is sent twice.
    expect(await sendQueuedMail({ db, transport: { send: async (m) => void sent.push(m) } })).toEqual({
      sent: 0,
      failed: 0,
      deferred: 0,
    });
  });

  it("retries a failure on the next run and gives up after the last attempt", async () => {
    await queue("flaky", "2026-01-01T00:00:00.000Z");
    const failing = {
      send: async () => {
        throw new Error("provider down");
      },
    };
    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt += 1) {
      expect(await sendQueuedMail({ db, transport: failing })).toEqual({ sent: 0, failed: 1, deferred: 0 });
      expect(await statusOf("flaky")).toMatchObject({ status: "queued", attempts: attempt });
    }
    await sendQueuedMail({ db, transport: failing });
    expect(await statusOf("flaky")).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS });
    expect(await sendQueuedMail({ db, transport: failing })).toEqual({ sent: 0, failed: 0, deferred: 0 });
  });

  it("claims each message once when two runs overlap", async () => {
    await queue("once", "2026-01-01T00:00:00.000Z");
    const sent: string[] = [];
    const transport = { send: async (m: MailMessage) => void sent.push(m.to) };
    await Promise.all([sendQueuedMail({ db, transport }), sendQueuedMail({ db, transport })]);
    expect(sent).toEqual(["once@example.com"]);
  });
});

/** Resend's fake, which honours Idempotency-Key as Resend documents it: a repeat within 24 hours sends nothing. */
function idempotentProvider() {
  const fake = createResendFake("re_test_key", ["beaconchauffeur.com"]);
  const settings = {
    baseUrl: "https://api.resend.test",
    apiKey: "re_test_key",
    from: "Beacon Chauffeur <bookings@beaconchauffeur.com>",
    replyTo: null,
  };
  return {
    get delivered() {
      return fake.emails.flatMap((e) => e.to);
    },
    transport: resendTransport(settings, fake.fetch),
  };
}

describe("messages stuck in sending (issue 13, item 8)", () => {
  const at = Date.UTC(2030, 0, 1, 12);
  const clock = (t: number) => () => t;

  it("retries a message left in sending by a crash once its lease is over, and sends it once", async () => {
    await queue("crashed", "2026-01-01T00:00:00.000Z", `'sending', 1, ${at - 1}`);
    const provider = idempotentProvider();
    expect(await sendQueuedMail({ db, transport: provider.transport, now: clock(at) })).toEqual({
      sent: 1,
      failed: 0,
      deferred: 0,
    });
    expect(provider.delivered).toEqual(["crashed@example.com"]);
    expect(await statusOf("crashed")).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("leaves a message alone while another run's lease on it lasts", async () => {
    await queue("held", "2026-01-01T00:00:00.000Z", `'sending', 1, ${at + 60_000}`);
    const sent: string[] = [];
    const transport: MailTransport = { send: async (m) => void sent.push(m.to) };
    expect(await sendQueuedMail({ db, transport, now: clock(at) })).toEqual({
      sent: 0,
      failed: 0,
      deferred: 0,
    });
    expect(sent).toEqual([]);
    expect(await statusOf("held")).toMatchObject({ status: "sending", attempts: 1 });
    // The lease runs out: the next run takes it.
    expect(await sendQueuedMail({ db, transport, now: clock(at + 61_000) })).toEqual({
      sent: 1,
      failed: 0,
      deferred: 0,
    });
  });

  it("does not deliver again what the provider accepted before the crash (same idempotency key)", async () => {
    const provider = idempotentProvider();
    await queue("accepted", "2026-01-01T00:00:00.000Z");
    // First run: the provider accepts, then the Worker dies before writing `sent` (the row says sending).
    await provider.transport.send({
      to: "accepted@example.com",
      subject: "Subject accepted",
      text: "Body accepted",
      html: null,
      attachments: [],
      idempotencyKey: "outbox-accepted",
      outboxId: "accepted",
    });
    await exec([
      `UPDATE outbox SET status = 'sending', attempts = 1, lease_until = ${at} WHERE id = 'accepted'`,
    ]);
    await sendQueuedMail({ db, transport: provider.transport, now: clock(at + LEASE_MS) });
    expect(provider.delivered).toEqual(["accepted@example.com"]);
    expect(await statusOf("accepted")).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("gives a stuck message up once its attempts are spent, and claims it once when runs overlap", async () => {
    await queue("spent", "2026-01-01T00:00:00.000Z", `'sending', ${MAX_ATTEMPTS}, ${at - 1}`);
    await queue("stuck", "2026-01-02T00:00:00.000Z", `'sending', 1, null`);
    const sent: string[] = [];
    const transport: MailTransport = { send: async (m) => void sent.push(m.to) };
    await Promise.all([
      sendQueuedMail({ db, transport, now: clock(at) }),
      sendQueuedMail({ db, transport, now: clock(at) }),
      sendQueuedMail({ db, transport, now: clock(at) }),
    ]);
    expect(sent).toEqual(["stuck@example.com"]);
    expect(await statusOf("spent")).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS });
  });
});

describe("the cron trigger", () => {
  const run = async (extra: Record<string, string>) => {
    const waits: Promise<unknown>[] = [];
    const ctx = { waitUntil: (p: Promise<unknown>) => waits.push(p), passThroughOnException() {} };
    await worker.scheduled?.(
      { cron: "*/5 * * * *", scheduledTime: Date.now(), noRetry() {} } as ScheduledController,
      { ...env, ...extra },
      ctx as unknown as ExecutionContext,
    );
    await Promise.all(waits);
  };

  it("leaves the outbox alone when no mail provider is configured", async () => {
    await queue("waiting", "2026-01-01T00:00:00.000Z");
    await run({});
    expect(await statusOf("waiting")).toMatchObject({ status: "queued", attempts: 0 });
  });

  it("sends through Resend when its key is configured, and keeps what it could not deliver", async () => {
    await queue("delivered", "2026-01-01T00:00:00.000Z");
    await queue("undelivered", "2026-01-02T00:00:00.000Z");
    const posted: string[] = [];
    const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      posted.push(`${String(input)} ${JSON.parse(String(init?.body)).to}`);
      return posted.length === 1
        ? Response.json({ id: "4ef9a417-02e9-4d39-ad75-9611e0fcc33c" })
        : Response.json(
            { statusCode: 500, name: "application_error", message: "Unexpected" },
            { status: 500 },
          );
    });
    try {
      await run({ RESEND_API_KEY: "re_test_key", MAIL_FROM_ADDRESS: "bookings@beaconchauffeur.com" });
    } finally {
      spy.mockRestore();
    }
    expect(posted).toEqual([
      "https://api.resend.com/emails delivered@example.com",
      "https://api.resend.com/emails undelivered@example.com",
    ]);
    expect(await statusOf("delivered")).toMatchObject({ status: "sent", attempts: 1 });
    expect(await statusOf("undelivered")).toMatchObject({ status: "queued", attempts: 1 });
  });
});

import { env } from "cloudflare:test";
import { createDb } from "@chauffeur/db";
import { beforeEach, describe, expect, it, vi } from "vitest";
import worker from "../src/index";
import {
  httpMailTransport,
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
    expect(result).toEqual({ sent: 2, failed: 0 });
    expect(sent.map((m) => m.to)).toEqual(["first@example.com", "second@example.com"]);
    expect(sent[0]).toEqual({
      to: "first@example.com",
      subject: "Subject first",
      text: "Body first",
      idempotencyKey: "outbox-first",
    });
    expect(await statusOf("first")).toMatchObject({ status: "sent", attempts: 1 });
    expect((await statusOf("first"))?.sent_at).toBeTruthy();
    // Nothing is sent twice.
    expect(await sendQueuedMail({ db, transport: { send: async (m) => void sent.push(m) } })).toEqual({
      sent: 0,
      failed: 0,
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
      expect(await sendQueuedMail({ db, transport: failing })).toEqual({ sent: 0, failed: 1 });
      expect(await statusOf("flaky")).toMatchObject({ status: "queued", attempts: attempt });
    }
    await sendQueuedMail({ db, transport: failing });
    expect(await statusOf("flaky")).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS });
    expect(await sendQueuedMail({ db, transport: failing })).toEqual({ sent: 0, failed: 0 });
  });

  it("claims each message once when two runs overlap", async () => {
    await queue("once", "2026-01-01T00:00:00.000Z");
    const sent: string[] = [];
    const transport = { send: async (m: MailMessage) => void sent.push(m.to) };
    await Promise.all([sendQueuedMail({ db, transport }), sendQueuedMail({ db, transport })]);
    expect(sent).toEqual(["once@example.com"]);
  });
});

/**
 * A mail API that honours Idempotency-Key as Resend documents it: a repeat of a key it accepted within
 * 24 hours gets the first answer and sends nothing.
 */
function idempotentProvider() {
  const accepted = new Map<string, string>();
  const delivered: string[] = [];
  const fetchFn = (async (_url: string, init: RequestInit) => {
    const key = new Headers(init.headers).get("idempotency-key") ?? "";
    let id = accepted.get(key);
    if (!id) {
      id = crypto.randomUUID();
      accepted.set(key, id);
      delivered.push(JSON.parse(String(init.body)).to);
    }
    return Response.json({ id }, { status: 200 });
  }) as unknown as typeof fetch;
  return { accepted, delivered, transport: httpMailTransport("https://mail.test/emails", "key", fetchFn) };
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
    });
    expect(provider.delivered).toEqual(["crashed@example.com"]);
    expect(await statusOf("crashed")).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("leaves a message alone while another run's lease on it lasts", async () => {
    await queue("held", "2026-01-01T00:00:00.000Z", `'sending', 1, ${at + 60_000}`);
    const sent: string[] = [];
    const transport: MailTransport = { send: async (m) => void sent.push(m.to) };
    expect(await sendQueuedMail({ db, transport, now: clock(at) })).toEqual({ sent: 0, failed: 0 });
    expect(sent).toEqual([]);
    expect(await statusOf("held")).toMatchObject({ status: "sending", attempts: 1 });
    // The lease runs out: the next run takes it.
    expect(await sendQueuedMail({ db, transport, now: clock(at + 61_000) })).toEqual({ sent: 1, failed: 0 });
  });

  it("does not deliver again what the provider accepted before the crash (same idempotency key)", async () => {
    const provider = idempotentProvider();
    await queue("accepted", "2026-01-01T00:00:00.000Z");
    // First run: the provider accepts, then the Worker dies before writing `sent` (the row says sending).
    await provider.transport.send({
      to: "accepted@example.com",
      subject: "Subject accepted",
      text: "Body accepted",
      idempotencyKey: "outbox-accepted",
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

describe("the HTTP mail transport", () => {
  it("posts the message as JSON with the bearer token and treats a non-2xx answer as a failure", async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    let status = 202;
    const fakeFetch = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(null, { status });
    }) as unknown as typeof fetch;
    const transport = httpMailTransport("https://mail.test/send", "secret-token", fakeFetch);
    await transport.send({ to: "a@example.com", subject: "Hi", text: "Hello", idempotencyKey: "outbox-m1" });
    expect(calls[0]?.url).toBe("https://mail.test/send");
    expect(new Headers(calls[0]?.init.headers).get("authorization")).toBe("Bearer secret-token");
    expect(new Headers(calls[0]?.init.headers).get("idempotency-key")).toBe("outbox-m1");
    expect(calls[0]?.init.signal).toBeInstanceOf(AbortSignal);
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      to: "a@example.com",
      subject: "Hi",
      text: "Hello",
    });
    status = 500;
    await expect(
      transport.send({ to: "a@example.com", subject: "Hi", text: "Hello", idempotencyKey: "outbox-m1" }),
    ).rejects.toThrow(/500/);
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

  it("sends through the configured provider, and keeps what it could not deliver for the next run", async () => {
    await queue("delivered", "2026-01-01T00:00:00.000Z");
    await queue("undelivered", "2026-01-02T00:00:00.000Z");
    const posted: string[] = [];
    const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      posted.push(`${String(input)} ${JSON.parse(String(init?.body)).to}`);
      return new Response(null, { status: posted.length === 1 ? 202 : 503 });
    });
    try {
      await run({ MAIL_PROVIDER_URL: "https://mail.test/send" });
    } finally {
      spy.mockRestore();
    }
    expect(posted).toEqual([
      "https://mail.test/send delivered@example.com",
      "https://mail.test/send undelivered@example.com",
    ]);
    expect(await statusOf("delivered")).toMatchObject({ status: "sent", attempts: 1 });
    expect(await statusOf("undelivered")).toMatchObject({ status: "queued", attempts: 1 });
  });
});

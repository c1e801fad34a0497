import { env } from "cloudflare:test";
import { createDb } from "@chauffeur/db";
import { beforeEach, describe, expect, it, vi } from "vitest";
import worker from "../src/index";
import {
  httpMailTransport,
  MAX_ATTEMPTS,
  type MailMessage,
  sendQueuedMail,
} from "../src/services/outbox/send-outbox";
import { exec } from "./helpers";

const db = createDb(env.DB);

async function queue(id: string, createdAt: string) {
  await exec([
    `INSERT INTO outbox (id, recipient, template, subject, body, status, attempts, created_at)
     VALUES ('${id}', '${id}@example.com', 'booking-received', 'Subject ${id}', 'Body ${id}', 'queued', 0, '${createdAt}')`,
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
    expect(sent[0]).toEqual({ to: "first@example.com", subject: "Subject first", text: "Body first" });
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

describe("the HTTP mail transport", () => {
  it("posts the message as JSON with the bearer token and treats a non-2xx answer as a failure", async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    let status = 202;
    const fakeFetch = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(null, { status });
    }) as unknown as typeof fetch;
    const transport = httpMailTransport("https://mail.test/send", "secret-token", fakeFetch);
    await transport.send({ to: "a@example.com", subject: "Hi", text: "Hello" });
    expect(calls[0]?.url).toBe("https://mail.test/send");
    expect(new Headers(calls[0]?.init.headers).get("authorization")).toBe("Bearer secret-token");
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      to: "a@example.com",
      subject: "Hi",
      text: "Hello",
    });
    status = 500;
    await expect(transport.send({ to: "a@example.com", subject: "Hi", text: "Hello" })).rejects.toThrow(
      /500/,
    );
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

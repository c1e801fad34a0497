import { env } from "cloudflare:test";
import { ContactMessagePage, ContactReceipt, ContactReplyResult } from "@chauffeur/contract";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../src/env";
import { ConflictError } from "../src/services/core/errors";
import { replyToContactMessage } from "../src/services/enquiries/contact";
import { adminApi, bearer, db, detailOf } from "./factories";
import { postJson } from "./helpers";

const siteName = () => loadConfig(env).SITE_NAME;

/** A contact message sent the way a visitor sends one, with an e-mail unique to the test. */
async function sendContactMessage(message = "Can you take four of us to Logan at 5am?") {
  const email = `reply-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const res = await postJson("/api/contact", {
    name: "Ada Lovelace",
    email,
    phone: "(617) 555-0100",
    service: "airport-transfer",
    message,
  });
  expect(res.status).toBe(201);
  return { id: ContactReceipt.parse(await res.json()).id, email };
}

async function reply(id: string, body: unknown, headers?: Record<string, string>) {
  const auth = headers ?? (await bearer("admin"));
  return postJson(`/api/admin/contact-messages/${id}/reply`, body, auth);
}

async function outboxTo(recipient: string) {
  const { results } = await env.DB.prepare(
    "SELECT template, subject, body, booking_id, status FROM outbox WHERE recipient = ?",
  )
    .bind(recipient)
    .all<{ template: string; subject: string; body: string; booking_id: string | null; status: string }>();
  return results;
}

describe("POST /api/admin/contact-messages/:id/reply", () => {
  it("queues one e-mail to the sender with the reply and a quote, and the list shows the reply", async () => {
    const { id, email } = await sendContactMessage("Line one\nline two");
    const res = await reply(id, { body: "  Yes, a Sprinter van is free at 5am.  " });
    expect(res.status).toBe(200);
    const result = ContactReplyResult.parse(await res.json());
    expect(result.message).toContain(email);
    expect(result.contactMessage).toMatchObject({ id, reply: "Yes, a Sprinter van is free at 5am." });

    const [mail, ...more] = await outboxTo(email);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      template: "contact-reply",
      subject: `Re: your message to ${siteName()}`,
      booking_id: null,
      status: "queued",
    });
    expect(mail?.body).toContain("Dear Ada Lovelace,");
    expect(mail?.body).toContain("Yes, a Sprinter van is free at 5am.");
    expect(mail?.body).toContain("> Line one\n> line two");

    const list = await adminApi(`/api/admin/contact-messages?search=${encodeURIComponent(email)}`);
    const page = ContactMessagePage.parse(await list.json());
    expect(page.items).toHaveLength(1);
    expect(page.items[0]?.reply).toBe("Yes, a Sprinter van is free at 5am.");
    expect(Number.isNaN(Date.parse(String(page.items[0]?.repliedAt)))).toBe(false);
  });

  it("quotes only the start of a long message", async () => {
    const { id, email } = await sendContactMessage(`${"a".repeat(400)}TAIL`);
    expect((await reply(id, { body: "Thanks" })).status).toBe(200);
    const [mail] = await outboxTo(email);
    expect(mail?.body).toContain(`> ${"a".repeat(300)}…`);
    expect(mail?.body).not.toContain("TAIL");
  });

  it("answers 409 to a second reply and queues nothing more", async () => {
    const { id, email } = await sendContactMessage();
    expect((await reply(id, { body: "First answer" })).status).toBe(200);
    const again = await reply(id, { body: "Second answer" });
    expect(again.status).toBe(409);
    expect(await detailOf(again)).toMatch(/already answered/);
    expect((await outboxTo(email)).map((m) => m.body.includes("First answer"))).toEqual([true]);
  });

  it("sends once when two dispatchers reply at the same moment", async () => {
    const { id, email } = await sendContactMessage();
    const headers = await bearer("admin");
    const answers = await Promise.all([1, 2, 3].map((n) => reply(id, { body: `Answer ${n}` }, headers)));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(await outboxTo(email)).toHaveLength(1);
  });

  it("lets only the guarded update win when both replies read the message before either writes", async () => {
    const { id, email } = await sendContactMessage();
    // Called directly so the two reads really interleave before the writes (requests may run one by one).
    const ctx = { db, config: loadConfig(env), now: new Date() };
    const attempt = (n: number) =>
      replyToContactMessage({ ctx, input: { id, body: `Answer ${n}` } }).then(
        () => "sent",
        (err: unknown) => (err instanceof ConflictError ? "conflict" : err),
      );
    expect((await Promise.all([attempt(1), attempt(2)])).sort()).toEqual(["conflict", "sent"]);
    expect(await outboxTo(email)).toHaveLength(1);
  });

  it("answers 404 for an unknown message", async () => {
    const res = await reply(crypto.randomUUID(), { body: "Hello" });
    expect(res.status).toBe(404);
    expect(await detailOf(res)).toBe("Contact message not found");
  });

  it.each([
    ["an empty body", { body: "   " }, "Reply is required"],
    ["a missing body", {}, "Reply is required"],
    ["a body over 5,000 characters", { body: "x".repeat(5001) }, "at most 5,000"],
  ])("answers 400 for %s and changes nothing", async (_, body, detail) => {
    const { id, email } = await sendContactMessage();
    const res = await reply(id, body);
    expect(res.status).toBe(400);
    expect(await detailOf(res)).toContain(detail);
    expect(await outboxTo(email)).toEqual([]);
  });

  it("needs an admin: 401 without a token, 403 for a driver", async () => {
    const { id, email } = await sendContactMessage();
    expect((await reply(id, { body: "Hi" }, {})).status).toBe(401);
    expect((await reply(id, { body: "Hi" }, await bearer("driver"))).status).toBe(403);
    expect(await outboxTo(email)).toEqual([]);
  });
});

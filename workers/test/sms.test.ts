import { env } from "cloudflare:test";
import { createDb, outbox } from "@chauffeur/db";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTwilioFake } from "../../tests/fakes/twilio/fake";
import { SMS_MAX, smsCopy } from "../src/services/messages/sms";
import { type MailMessage, sendQueuedMail } from "../src/services/outbox/send-outbox";
import { twilioSmsTransport } from "../src/services/outbox/sms-transport";
import { adminApi, HOUR, insertBooking, insertDriver } from "./factories";
import { exec } from "./helpers";

const db = createDb(env.DB);
const SID = "AC0123456789abcdef0123456789abcdef";
const TOKEN = "twilio-test-token";
const settings = {
  baseUrl: "https://sms.example.test",
  accountSid: SID,
  authToken: TOKEN,
  from: "+16175550142",
};

const rowsOf = (bookingId: string, channel: string) =>
  db
    .select()
    .from(outbox)
    .where(and(eq(outbox.bookingId, bookingId), eq(outbox.channel, channel)));

describe("text messages to the customer", () => {
  it("copy the day's messages to the booking's phone, with the tracking link", async () => {
    const driver = await insertDriver({ firstName: "Marcus" });
    const booking = await insertBooking({
      status: "confirmed",
      phone: "(617) 555-0100",
      pickupAt: Date.now() + 30 * HOUR,
    });
    const res = await adminApi(`/api/admin/bookings/${booking.id}/assign-driver?driver_id=${driver.id}`, {
      method: "POST",
    });
    expect(res.status).toBe(200);
    const [sms] = await rowsOf(booking.id, "sms");
    expect(sms).toMatchObject({
      recipient: "+16175550100",
      template: "driver-assigned-sms",
      status: "queued",
    });
    expect(sms?.body).toMatch(/^Your chauffeur for BC-\w+\. Follow your ride: \S*\/track\/[\w.-]+$/);
    expect((await rowsOf(booking.id, "email")).map((m) => m.template)).toContain("driver-assigned");
  });

  it("are not made for a phone that cannot take one", () => {
    const message = { recipient: "a@example.com", template: "t", subject: "S", body: "B", bookingId: null };
    expect(smsCopy(message, "12345")).toEqual([]);
    expect(smsCopy(message, "+44 20 7946 0958")[0]?.recipient).toBe("+442079460958");
  });

  it("keep the tracking link whole: a long subject gives way", () => {
    const link = `https://www.example.com/track/${"t".repeat(200)}`;
    const [sms] = smsCopy(
      {
        recipient: "a@example.com",
        template: "pickup-moved",
        subject: `Your pickup moved: ${"a very long reason ".repeat(8)}`,
        body: `Dear Ada,\nFollow your ride: ${link}\n`,
        bookingId: null,
      },
      "(617) 555-0100",
    );
    expect(sms?.body.length).toBeLessThanOrEqual(SMS_MAX);
    expect(sms?.body).toMatch(/^Your pickup moved: a very long.*… Follow your ride: (\S+)$/);
    expect(sms?.body.endsWith(` ${link}`)).toBe(true);
  });

  it("are sent through the Twilio-compatible API, e-mail through the mail API, each by its channel", async () => {
    await exec(["DELETE FROM outbox"]);
    await exec([
      `INSERT INTO outbox (id, recipient, channel, template, subject, body, status, attempts, created_at) VALUES
        ('m1', 'ada@example.com', 'email', 'ride-en-route', 'Marcus is on the way', 'Long body', 'queued', 0, '2030-01-01T00:00:00.000Z'),
        ('s1', '+16175550100', 'sms', 'ride-en-route-sms', 'Marcus is on the way', 'Marcus is on the way. Follow your ride: /track/x', 'queued', 0, '2030-01-01T00:00:01.000Z')`,
    ]);
    // E-mail only: the text message waits, queued.
    const mails: MailMessage[] = [];
    const mail = { send: async (m: MailMessage) => void mails.push(m) };
    expect(await sendQueuedMail({ db, transports: { email: mail } })).toEqual({
      sent: 1,
      failed: 0,
      deferred: 0,
    });
    expect((await db.select().from(outbox).where(eq(outbox.id, "s1")))[0]?.status).toBe("queued");

    // A wrong token: Twilio's 401 is a failure, retried later.
    const fake = createTwilioFake(SID, TOKEN);
    const wrong = twilioSmsTransport({ ...settings, authToken: "nope" }, fake.fetch);
    expect(await sendQueuedMail({ db, transports: { email: mail, sms: wrong } })).toEqual({
      sent: 0,
      failed: 1,
      deferred: 0,
    });
    expect(fake.messages).toEqual([]);

    const right = twilioSmsTransport(settings, fake.fetch);
    expect(await sendQueuedMail({ db, transports: { sms: right } })).toEqual({
      sent: 1,
      failed: 0,
      deferred: 0,
    });
    expect(fake.messages).toEqual([
      expect.objectContaining({
        to: "+16175550100",
        from: "+16175550142",
        body: "Marcus is on the way. Follow your ride: /track/x",
      }),
    ]);
    expect(mails.map((m) => m.to)).toEqual(["ada@example.com"]);
  });

  it("fail loudly with Twilio's code for a number it refuses", async () => {
    const fake = createTwilioFake(SID, TOKEN);
    const transport = twilioSmsTransport(settings, fake.fetch);
    await expect(
      transport.send({ to: "617-555", subject: "", text: "Hi", idempotencyKey: "outbox-x" }),
    ).rejects.toThrow(/400: 21211/);
  });
});

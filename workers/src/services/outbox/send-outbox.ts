import { type Db, outbox } from "@chauffeur/db";
import { and, asc, eq, lt, sql } from "drizzle-orm";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Where queued messages go: an HTTP mail API when one is configured. */
export interface MailTransport {
  send(message: MailMessage): Promise<void>;
}

export const MAX_ATTEMPTS = 5;

/**
 * A JSON mail API (`POST {to, subject, text}` with a bearer token), the shape most providers' simple
 * send endpoints take; anything but a 2xx is a failure to retry.
 */
export function httpMailTransport(
  url: string,
  token: string | undefined,
  fetchFn: typeof fetch = fetch,
): MailTransport {
  return {
    async send(message) {
      const res = await fetchFn(url, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(message),
      });
      if (!res.ok) throw new Error(`mail provider answered ${res.status}`);
    },
  };
}

/**
 * Sends the oldest queued messages. Each is claimed with a conditional update first, so two runs at once
 * never send one message twice; a failure is retried on the next run, up to MAX_ATTEMPTS.
 */
export async function sendQueuedMail({
  db,
  transport,
  limit = 25,
}: {
  db: Db;
  transport: MailTransport;
  limit?: number;
}) {
  const queued = await db
    .select()
    .from(outbox)
    .where(and(eq(outbox.status, "queued"), lt(outbox.attempts, MAX_ATTEMPTS)))
    .orderBy(asc(outbox.createdAt))
    .limit(limit);
  let sent = 0;
  let failed = 0;
  for (const message of queued) {
    const claimed = await db
      .update(outbox)
      .set({ status: "sending", attempts: sql`${outbox.attempts} + 1` })
      .where(and(eq(outbox.id, message.id), eq(outbox.status, "queued")))
      .returning({ attempts: outbox.attempts });
    const claim = claimed[0];
    if (!claim) continue;
    try {
      await transport.send({ to: message.recipient, subject: message.subject, text: message.body });
      await db
        .update(outbox)
        .set({ status: "sent", sentAt: new Date().toISOString() })
        .where(eq(outbox.id, message.id));
      sent += 1;
    } catch {
      const status = claim.attempts >= MAX_ATTEMPTS ? "failed" : "queued";
      await db.update(outbox).set({ status }).where(eq(outbox.id, message.id));
      failed += 1;
    }
  }
  return { sent, failed };
}

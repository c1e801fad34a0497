import { type Db, outbox } from "@chauffeur/db";
import { and, asc, eq, inArray, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import type { FetchFn } from "../core/context";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The same for every attempt at one outbox message, so the provider can drop a repeat. */
  idempotencyKey: string;
}

/** Where queued messages go: an HTTP mail API when one is configured. */
export interface MailTransport {
  send(message: MailMessage): Promise<void>;
}

export const MAX_ATTEMPTS = 5;
/** How long a claimed message belongs to the run that claimed it; after that another run may retry it. */
export const LEASE_MS = 10 * 60_000;
/** A send gives up long before its lease ends, so a live sender never loses its message to another. */
export const SEND_TIMEOUT_MS = 30_000;

/**
 * A JSON mail API (`POST {to, subject, text}` with a bearer token), the shape most providers' simple
 * send endpoints take; anything but a 2xx is a failure to retry. The outbox id goes in the
 * `Idempotency-Key` header: providers that honour it (Resend keeps keys 24 hours) answer a repeat with
 * the first answer instead of sending again.
 */
export function httpMailTransport(
  url: string,
  token: string | undefined,
  fetchFn: FetchFn = fetch,
): MailTransport {
  return {
    async send({ idempotencyKey, ...message }) {
      const res = await fetchFn(url, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "idempotency-key": idempotencyKey,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(message),
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      if (!res.ok) throw new Error(`mail provider answered ${res.status}`);
    },
  };
}

/** The channels a message can go by, each with the transport that carries it (when one is configured). */
export type Transports = Partial<Record<"email" | "sms", MailTransport>>;

/**
 * Messages a run may take: of a channel it can send, queued with attempts left, or claimed by a run whose
 * lease has run out.
 */
function claimable(now: number, channels: string[]): SQL | undefined {
  const leaseOver = or(isNull(outbox.leaseUntil), lt(outbox.leaseUntil, now));
  return and(
    inArray(outbox.channel, channels),
    lt(outbox.attempts, MAX_ATTEMPTS),
    or(eq(outbox.status, "queued"), and(eq(outbox.status, "sending"), leaseOver)),
  );
}

/**
 * Sends the oldest messages that are queued, or stuck in `sending` after a crash once their lease is
 * over. Each is claimed with a conditional update (status `sending`, a lease, one more attempt), so two
 * runs never hold one message at once; a failure is retried by a later run, up to MAX_ATTEMPTS.
 * "Never sent twice" rests on three things (docs/decisions/019-outbox-lease.md): the claim is one
 * guarded write; a send times out (30 s) long before its lease (10 min) ends; and a crash between the
 * provider's acceptance and our `sent` write is caught by the provider's idempotency key.
 */
export async function sendQueuedMail({
  db,
  transport,
  transports = { email: transport },
  limit = 25,
  now = () => Date.now(),
}: {
  db: Db;
  /** The e-mail transport (shorthand for `transports: { email }`). */
  transport?: MailTransport;
  /** A transport per channel; messages of a channel without one wait, queued. */
  transports?: Transports;
  limit?: number;
  now?: () => number;
}) {
  const channels = Object.entries(transports).flatMap(([channel, t]) => (t ? [channel] : []));
  if (channels.length === 0) return { sent: 0, failed: 0 };
  const startedAt = now();
  // A message whose last attempt crashed mid-send has no attempts left to retry with.
  await db
    .update(outbox)
    .set({ status: "failed", leaseUntil: null })
    .where(
      and(
        eq(outbox.status, "sending"),
        sql`${outbox.attempts} >= ${MAX_ATTEMPTS}`,
        or(isNull(outbox.leaseUntil), lt(outbox.leaseUntil, startedAt)),
      ),
    );
  const candidates = await db
    .select()
    .from(outbox)
    .where(claimable(startedAt, channels))
    .orderBy(asc(outbox.createdAt))
    .limit(limit);
  let sent = 0;
  let failed = 0;
  for (const message of candidates) {
    const claimedAt = now();
    const lease = claimedAt + LEASE_MS;
    const [claim] = await db
      .update(outbox)
      .set({ status: "sending", attempts: sql`${outbox.attempts} + 1`, leaseUntil: lease })
      .where(and(eq(outbox.id, message.id), claimable(claimedAt, channels)))
      .returning({ attempts: outbox.attempts });
    if (!claim) continue;
    const ours = and(eq(outbox.id, message.id), eq(outbox.status, "sending"), eq(outbox.leaseUntil, lease));
    try {
      const carrier = transports[message.channel as keyof Transports];
      if (!carrier) throw new Error(`no transport for ${message.channel}`);
      await carrier.send({
        to: message.recipient,
        subject: message.subject,
        text: message.body,
        idempotencyKey: `outbox-${message.id}`,
      });
      await db
        .update(outbox)
        .set({ status: "sent", sentAt: new Date(now()).toISOString(), leaseUntil: null })
        .where(ours);
      sent += 1;
    } catch {
      const status = claim.attempts >= MAX_ATTEMPTS ? "failed" : "queued";
      await db.update(outbox).set({ status, leaseUntil: null }).where(ours);
      failed += 1;
    }
  }
  return { sent, failed };
}

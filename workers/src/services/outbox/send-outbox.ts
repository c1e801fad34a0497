import { type Db, outbox } from "@chauffeur/db";
import { and, asc, eq, inArray, isNull, lt, lte, or, type SQL, sql } from "drizzle-orm";
import { base64Of, type OutboxAttachment, type OutboxDocument, type QueuedAttachment } from "../core/outbox";
import { CarrierRefusal, type MailTransport } from "./carrier";

export { type MailMessage, type MailTransport, SEND_TIMEOUT_MS } from "./carrier";

export const MAX_ATTEMPTS = 5;
/** How long a claimed message belongs to the run that claimed it; after that another run may retry it. */
export const LEASE_MS = 10 * 60_000;
/** The least a provider's "slow down" defers a message, when it names no time of its own. */
export const MIN_DEFER_MS = 60_000;

/** The channels a message can go by, each with the transport that carries it (when one is configured). */
export type Transports = Partial<Record<"email" | "sms", MailTransport>>;

/**
 * Messages a run may take: of a channel it can send, queued with attempts left and not deferred past
 * now, or claimed by a run whose lease has run out.
 */
function claimable(now: number, channels: string[]): SQL | undefined {
  const leaseOver = or(isNull(outbox.leaseUntil), lt(outbox.leaseUntil, now));
  const due = or(isNull(outbox.nextAttemptAt), lte(outbox.nextAttemptAt, now));
  return and(
    inArray(outbox.channel, channels),
    lt(outbox.attempts, MAX_ATTEMPTS),
    or(and(eq(outbox.status, "queued"), due), and(eq(outbox.status, "sending"), leaseOver)),
  );
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/** Draws a document the outbox names (a receipt, an invoice) as the PDF a person downloads. */
export type DrawDocument = (document: OutboxDocument) => Promise<Uint8Array>;

/**
 * A message's files as the provider takes them: kept bytes as they are, named documents drawn now. A
 * document that cannot be drawn (no drawer, or its record not ready) fails this attempt; a later run retries.
 */
async function filesOf(json: string | null, draw: DrawDocument | undefined): Promise<OutboxAttachment[]> {
  const queued: QueuedAttachment[] = json ? JSON.parse(json) : [];
  return Promise.all(
    queued.map(async (file) => {
      if ("content" in file) return file;
      if (!draw) throw new Error(`no document drawer for ${file.filename}`);
      const { filename, contentType } = file;
      return { filename, contentType, content: base64Of(await draw(file.document)) };
    }),
  );
}

/**
 * Sends the oldest messages that are queued, or stuck in `sending` after a crash once their lease is
 * over. Each is claimed with a conditional update (status `sending`, a lease, one more attempt), so two
 * runs never hold one message at once. What the provider refuses for good fails at once; what it may take
 * later is retried by a later run, up to MAX_ATTEMPTS; a rate limit defers the message (no attempt spent)
 * and rests its channel for the rest of the run. "Never sent twice" rests on three things
 * (docs/decisions/019-outbox-lease.md): the guarded claim, a send timeout far inside the lease, and the
 * provider's idempotency key. The bytes sent are the row's, rendered when it was queued, and the documents
 * it names, drawn now from records that do not change once issued (022).
 */
export async function sendQueuedMail({
  db,
  transport,
  transports = { email: transport },
  documents,
  limit = 25,
  now = () => Date.now(),
}: {
  db: Db;
  /** The e-mail transport (shorthand for `transports: { email }`). */
  transport?: MailTransport;
  /** A transport per channel; messages of a channel without one wait, queued. */
  transports?: Transports;
  /** Draws the documents messages name (receipts, invoices) when they are sent. */
  documents?: DrawDocument;
  limit?: number;
  now?: () => number;
}) {
  const channels = Object.entries(transports).flatMap(([channel, t]) => (t ? [channel] : []));
  if (channels.length === 0) return { sent: 0, failed: 0, deferred: 0 };
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
  const resting = new Set<string>();
  const tally = { sent: 0, failed: 0, deferred: 0 };
  for (const message of candidates) {
    if (resting.has(message.channel)) continue;
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
      const accepted = await carrier.send({
        to: message.recipient,
        subject: message.subject,
        text: message.body,
        html: message.html,
        attachments: await filesOf(message.attachments, documents),
        idempotencyKey: `outbox-${message.id}`,
        outboxId: message.id,
      });
      await db
        .update(outbox)
        .set({
          status: "sent",
          sentAt: new Date(now()).toISOString(),
          leaseUntil: null,
          nextAttemptAt: null,
          lastError: null,
          providerId: accepted?.providerId ?? null,
        })
        .where(ours);
      tally.sent += 1;
    } catch (error) {
      const refusal = error instanceof CarrierRefusal ? error : null;
      if (refusal?.kind === "slow-down") {
        resting.add(message.channel);
        const wait = Math.max(refusal.retryAfterMs ?? 0, MIN_DEFER_MS);
        await db
          .update(outbox)
          .set({
            status: "queued",
            attempts: claim.attempts - 1,
            leaseUntil: null,
            nextAttemptAt: now() + wait,
            lastError: reasonOf(error),
          })
          .where(ours);
        tally.deferred += 1;
        continue;
      }
      const spent = refusal?.kind === "final" || claim.attempts >= MAX_ATTEMPTS;
      await db
        .update(outbox)
        .set({ status: spent ? "failed" : "queued", leaseUntil: null, lastError: reasonOf(error) })
        .where(ours);
      tally.failed += 1;
    }
  }
  return tally;
}

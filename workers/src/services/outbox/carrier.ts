import type { OutboxAttachment } from "../core/outbox";

/** A send gives up long before its lease ends, so a live sender never loses its message to another. */
export const SEND_TIMEOUT_MS = 30_000;

/** A queued message as a carrier (the mail or SMS provider) takes it. */
export interface MailMessage {
  to: string;
  subject: string;
  /** The plain text: a text message whole, or an e-mail's plain-text part. */
  text: string;
  /** An e-mail's HTML part, as rendered when it was queued (null: text only). */
  html?: string | null;
  attachments?: OutboxAttachment[];
  /** The same for every attempt at one outbox message, so the provider can drop a repeat. */
  idempotencyKey: string;
  /** The outbox row's id, sent along where the provider keeps a tag its events return. */
  outboxId?: string;
}

/** What the provider answered on accepting a message: its id, which its delivery events name. */
export interface Accepted {
  providerId: string | null;
}

/** Where queued messages go: a provider's HTTP API, when one is configured. */
export interface MailTransport {
  send(message: MailMessage): Promise<Accepted | undefined>;
}

/**
 * A provider's refusal, as the outbox acts on it: `final` (the request itself is wrong: the same bytes
 * would be refused again; the message fails), `later` (the provider or its configuration: try again on a
 * later run), `slow-down` (a rate limit or quota: not before `retryAfterMs`, and no attempt spent).
 */
export class CarrierRefusal extends Error {
  constructor(
    message: string,
    readonly kind: "final" | "later" | "slow-down",
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
    this.name = "CarrierRefusal";
  }
}

/** Retry-After as seconds or an HTTP date (RFC 9110), in milliseconds from now; null if absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/**
 * The refusal an HTTP answer means: 429 slows down; 400, 422 and 451 are final (the request is wrong, or
 * refused for good); anything else (401/403 a key the operator can fix, 5xx the provider) is tried later.
 */
export function refusalOf(res: Response, provider: string, detail: string): CarrierRefusal {
  const text = `${provider} answered ${res.status}: ${detail}`;
  if (res.status === 429)
    return new CarrierRefusal(text, "slow-down", retryAfterMs(res.headers.get("retry-after")));
  if ([400, 422, 451].includes(res.status)) return new CarrierRefusal(text, "final");
  return new CarrierRefusal(text, "later");
}

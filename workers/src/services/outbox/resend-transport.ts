import type { FetchFn } from "../core/context";
import { CarrierRefusal, type MailTransport, refusalOf, SEND_TIMEOUT_MS } from "./carrier";

export interface ResendSettings {
  /** The API's origin: https://api.resend.com (a local fake in tests). */
  baseUrl: string;
  apiKey: string;
  /** The sender, `Name <address>`, on a domain verified at Resend. */
  from: string;
  replyTo: string | null;
}

/** `Name <address>`, the name quoted when it holds a character that would end it (RFC 5322). */
export function senderOf(name: string, address: string): string {
  const safe = /^[\w .'-]*$/.test(name) ? name : `"${name.replace(/["\\]/g, "\\$&")}"`;
  return safe ? `${safe} <${address}>` : address;
}

/**
 * Resend's send endpoint, `POST /emails` with the API key as a bearer token and the outbox id as its
 * `Idempotency-Key` (a repeat within 24 hours gets the first answer and sends nothing). The message goes
 * with its HTML and plain-text parts, its files in base64, and the outbox id as a tag, which Resend's
 * webhooks return. 200 answers the e-mail's id; an error answers `{ statusCode, name, message }`.
 */
export function resendTransport(settings: ResendSettings, fetchFn: FetchFn = fetch): MailTransport {
  const url = `${settings.baseUrl.replace(/\/$/, "")}/emails`;
  return {
    async send(message) {
      const res = await fetchFn(url, {
        method: "POST",
        headers: {
          authorization: `Bearer ${settings.apiKey}`,
          "content-type": "application/json",
          "idempotency-key": message.idempotencyKey,
        },
        body: JSON.stringify({
          from: settings.from,
          to: [message.to],
          subject: message.subject,
          text: message.text,
          ...(message.html ? { html: message.html } : {}),
          ...(settings.replyTo ? { reply_to: settings.replyTo } : {}),
          ...(message.attachments?.length
            ? {
                attachments: message.attachments.map((a) => ({
                  filename: a.filename,
                  content: a.content,
                  content_type: a.contentType,
                })),
              }
            : {}),
          ...(message.outboxId ? { tags: [{ name: "outbox_id", value: message.outboxId }] } : {}),
        }),
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      const body = (await res.json().catch(() => ({}))) as { id?: string; name?: string; message?: string };
      if (res.ok) return { providerId: body.id ?? null };
      const refusal = refusalOf(res, "Resend", `${body.name ?? "error"}: ${body.message ?? ""}`);
      // The same key still in flight elsewhere is worth another try; with another payload, never.
      if (res.status === 409) {
        throw new CarrierRefusal(
          refusal.message,
          body.name === "concurrent_idempotent_requests" ? "later" : "final",
        );
      }
      throw refusal;
    },
  };
}

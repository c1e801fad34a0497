/**
 * Resend's delivery webhooks as Resend sends them: a JSON event (`{ type, created_at, data }`) signed the
 * Svix way (Standard Webhooks): `svix-id`, `svix-timestamp` (seconds) and `svix-signature` (`v1,<base64
 * HMAC-SHA256 of "id.timestamp.body">`), the key being the secret after `whsec_`, base64-decoded.
 */

export interface DeliveryEvent {
  type: "email.bounced" | "email.complained" | "email.delivered" | "email.sent";
  emailId: string;
  to: string;
  subject: string;
  outboxId?: string;
  /** How the tags come: `[{ name, value }]` as Resend's reference documents them, or its examples' `{ name: value }`. */
  tagsAs?: "array" | "object";
  bounce?: { type: string; subType: string; message: string };
}

export function deliveryEventBody(e: DeliveryEvent, at = new Date()): string {
  return JSON.stringify({
    type: e.type,
    created_at: at.toISOString(),
    data: {
      email_id: e.emailId,
      created_at: at.toISOString(),
      from: "Beacon Chauffeur <bookings@beaconchauffeur.com>",
      to: [e.to],
      subject: e.subject,
      ...(e.outboxId
        ? {
            tags:
              e.tagsAs === "object" ? { outbox_id: e.outboxId } : [{ name: "outbox_id", value: e.outboxId }],
          }
        : {}),
      ...(e.bounce ? { bounce: e.bounce } : {}),
    },
  });
}

export async function svixHeaders(
  secret: string,
  body: string,
  at = new Date(),
  id = `msg_${crypto.randomUUID()}`,
) {
  const timestamp = String(Math.floor(at.getTime() / 1000));
  const raw = Uint8Array.from(atob(secret.replace(/^whsec_/, "")), (c) => c.charCodeAt(0));
  const key = await crypto.subtle.importKey("raw", raw, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const mac = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`${id}.${timestamp}.${body}`));
  const signature = btoa(String.fromCharCode(...new Uint8Array(mac)));
  return { "svix-id": id, "svix-timestamp": timestamp, "svix-signature": `v1,${signature}` };
}

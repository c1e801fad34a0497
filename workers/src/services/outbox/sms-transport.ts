import type { FetchFn } from "../core/context";
import { type MailMessage, type MailTransport, refusalOf, SEND_TIMEOUT_MS } from "./carrier";

export interface SmsSettings {
  /** The API's origin, e.g. https://api.twilio.com (any Twilio-compatible service). */
  baseUrl: string;
  accountSid: string;
  authToken: string;
  /** The sending number, E.164. */
  from: string;
}

/**
 * Twilio's Messages resource (and services that copy it): `POST /2010-04-01/Accounts/{AccountSid}/Messages.json`,
 * form-encoded `To`, `From` and `Body`, HTTP Basic with the account SID and auth token; 201 with the message,
 * or 4xx with `{ code, message }` (400 for a number or body it will never take; 429 to slow down). The
 * message's subject is not sent: the text is the whole body.
 */
export function twilioSmsTransport(settings: SmsSettings, fetchFn: FetchFn = fetch): MailTransport {
  const base = settings.baseUrl.replace(/\/$/, "");
  const url = `${base}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`;
  const auth = `Basic ${btoa(`${settings.accountSid}:${settings.authToken}`)}`;
  return {
    async send(message: MailMessage) {
      const res = await fetchFn(url, {
        method: "POST",
        headers: { authorization: auth, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ To: message.to, From: settings.from, Body: message.text }),
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      const body = (await res.json().catch(() => ({}))) as { sid?: string; code?: number; message?: string };
      if (res.status === 201 || res.status === 200) return { providerId: body.sid ?? null };
      throw refusalOf(res, "SMS provider", `${body.code ?? ""} ${body.message ?? ""}`.trim());
    },
  };
}

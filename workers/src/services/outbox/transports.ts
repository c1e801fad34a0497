import type { Config } from "../../env";
import type { FetchFn } from "../core/context";
import { resendTransport, senderOf } from "./resend-transport";
import type { Transports } from "./send-outbox";
import { twilioSmsTransport } from "./sms-transport";

/**
 * The configured carriers: e-mail through Resend (RESEND_API_KEY, from MAIL_FROM_ADDRESS under
 * MAIL_FROM_NAME or the site's name, replies to MAIL_REPLY_TO or the site's e-mail), text messages through
 * the SMS provider (SMS_PROVIDER_URL with its account); a channel without one waits, queued.
 */
export function transportsFor(c: Config, fetchFn?: FetchFn): Transports {
  return {
    ...(c.RESEND_API_KEY && c.MAIL_FROM_ADDRESS
      ? {
          email: resendTransport(
            {
              baseUrl: c.RESEND_API_BASE,
              apiKey: c.RESEND_API_KEY,
              from: senderOf(c.MAIL_FROM_NAME ?? c.SITE_NAME, c.MAIL_FROM_ADDRESS),
              replyTo: c.MAIL_REPLY_TO ?? c.SITE_EMAIL,
            },
            fetchFn,
          ),
        }
      : {}),
    ...(c.SMS_PROVIDER_URL && c.SMS_ACCOUNT_SID && c.SMS_AUTH_TOKEN && c.SMS_FROM
      ? {
          sms: twilioSmsTransport(
            {
              baseUrl: c.SMS_PROVIDER_URL,
              accountSid: c.SMS_ACCOUNT_SID,
              authToken: c.SMS_AUTH_TOKEN,
              from: c.SMS_FROM,
            },
            fetchFn,
          ),
        }
      : {}),
  };
}

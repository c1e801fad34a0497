import type { Config } from "../../env";
import type { FetchFn } from "../core/context";
import { httpMailTransport, type Transports } from "./send-outbox";
import { twilioSmsTransport } from "./sms-transport";

/**
 * The configured carriers: e-mail through the mail provider (MAIL_PROVIDER_URL), text messages through
 * the SMS provider (SMS_PROVIDER_URL with its account); a channel without one waits, queued.
 */
export function transportsFor(c: Config, fetchFn?: FetchFn): Transports {
  return {
    ...(c.MAIL_PROVIDER_URL
      ? { email: httpMailTransport(c.MAIL_PROVIDER_URL, c.MAIL_PROVIDER_TOKEN, fetchFn) }
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

import { httpMailTransport, sendQueuedMail, type Transports } from "../outbox/send-outbox";
import { twilioSmsTransport } from "../outbox/sms-transport";
import type { Job, JobResult } from "./job";

/**
 * Sends the queued messages: e-mail through the mail provider (MAIL_PROVIDER_URL), text messages through
 * the SMS provider (SMS_PROVIDER_URL with its account); a channel without a provider waits, queued.
 */
export const outboxJob: Job = {
  name: "send-outbox",
  async run(ctx): Promise<JobResult> {
    const c = ctx.config;
    const transports: Transports = {
      ...(c.MAIL_PROVIDER_URL
        ? { email: httpMailTransport(c.MAIL_PROVIDER_URL, c.MAIL_PROVIDER_TOKEN) }
        : {}),
      ...(c.SMS_PROVIDER_URL && c.SMS_ACCOUNT_SID && c.SMS_AUTH_TOKEN && c.SMS_FROM
        ? {
            sms: twilioSmsTransport({
              baseUrl: c.SMS_PROVIDER_URL,
              accountSid: c.SMS_ACCOUNT_SID,
              authToken: c.SMS_AUTH_TOKEN,
              from: c.SMS_FROM,
            }),
          }
        : {}),
    };
    if (!transports.email && !transports.sms) {
      return {
        skipped: "no mail provider configured (MAIL_PROVIDER_URL), no SMS provider (SMS_PROVIDER_URL)",
      };
    }
    const result = await sendQueuedMail({ db: ctx.db, transports });
    return {
      ...result,
      ...(transports.email ? {} : { email: "waiting: no mail provider" }),
      ...(transports.sms ? {} : { sms: "waiting: no SMS provider" }),
    };
  },
};

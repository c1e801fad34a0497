import { attachedDocuments } from "../documents/attached";
import { sendQueuedMail } from "../outbox/send-outbox";
import type { Job, JobResult } from "./job";

/**
 * Sends the queued messages: e-mail through the mail provider (RESEND_API_KEY), text messages through
 * the SMS provider (SMS_PROVIDER_URL with its account); a channel without a provider waits, queued.
 */
export const outboxJob: Job = {
  name: "send-outbox",
  async run(ctx): Promise<JobResult> {
    const { transports } = ctx;
    if (!transports.email && !transports.sms) {
      return {
        skipped: "no mail provider configured (RESEND_API_KEY), no SMS provider (SMS_PROVIDER_URL)",
      };
    }
    const result = await sendQueuedMail({ db: ctx.db, transports, documents: attachedDocuments(ctx) });
    return {
      ...result,
      ...(transports.email ? {} : { email: "waiting: no mail provider" }),
      ...(transports.sms ? {} : { sms: "waiting: no SMS provider" }),
    };
  },
};

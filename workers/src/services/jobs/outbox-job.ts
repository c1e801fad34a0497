import { httpMailTransport, sendQueuedMail } from "../outbox/send-outbox";
import type { Job } from "./job";

/** Sends the queued customer messages through the mail provider, when one is configured. */
export const outboxJob: Job = {
  name: "send-outbox",
  async run(ctx) {
    const url = ctx.config.MAIL_PROVIDER_URL;
    if (!url) return { skipped: "no mail provider configured (MAIL_PROVIDER_URL)" };
    const transport = httpMailTransport(url, ctx.config.MAIL_PROVIDER_TOKEN);
    return sendQueuedMail({ db: ctx.db, transport });
  },
};

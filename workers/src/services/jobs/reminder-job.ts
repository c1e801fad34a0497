import { sendDueReminders } from "../reminders/send-reminders";
import type { Job } from "./job";

/** Queues the reminders due now (24 hours and 2 hours before pickup), once each; the outbox job sends them. */
export const reminderJob: Job = {
  name: "pickup-reminders",
  async run(ctx) {
    const queued = await sendDueReminders({ ctx });
    return { "queued 24h": queued["24h"], "queued 2h": queued["2h"] };
  },
};

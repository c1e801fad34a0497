import type { JobReport } from "@chauffeur/contract";
import type { z } from "zod";
import { flightJob } from "./flight-job";
import type { Job, JobContext } from "./job";
import { outboxJob } from "./outbox-job";
import { paymentHoldsJob, paymentSettlementJob } from "./payment-jobs";
import { reminderJob } from "./reminder-job";

export type { Job, JobContext, JobResult } from "./job";

/**
 * Every scheduled job, in the order a run takes them (money, then flights, then reminders, first, so
 * their messages go out in the same run and a moved pickup is reminded at its new time). Adding a job is one line here.
 */
export const JOBS: readonly Job[] = [
  paymentHoldsJob,
  paymentSettlementJob,
  flightJob,
  reminderJob,
  outboxJob,
];

/** Runs the jobs (all, or those named) one after another; one failing does not stop the others. */
export async function runJobs(ctx: JobContext, only?: string[]): Promise<z.infer<typeof JobReport>[]> {
  const reports: z.infer<typeof JobReport>[] = [];
  for (const job of JOBS) {
    if (only && !only.includes(job.name)) continue;
    try {
      reports.push({ job: job.name, ok: true, did: await job.run(ctx) });
    } catch (err) {
      console.error(
        JSON.stringify({ level: "error", job: job.name, error: String(err), stack: (err as Error).stack }),
      );
      reports.push({ job: job.name, ok: false, did: {}, error: String(err) });
    }
  }
  return reports;
}

import type { JobReport, JobsRunResult, RunJobs } from "@chauffeur/contract";
import type { z } from "zod";
import { type Services, servicesFor } from "../context";
import { BadRequestError } from "../core/errors";
import { canaryJob } from "./canary-job";
import { exceptionsJob, quoteExpiryJob } from "./exceptions-job";
import { flightJob } from "./flight-job";
import { invoiceJob } from "./invoice-job";
import type { Job, JobContext } from "./job";
import { outboxJob } from "./outbox-job";
import { cardDetachJob, paymentHoldsJob, paymentRecoveryJob, paymentSettlementJob } from "./payment-jobs";
import { payoutStatementsJob } from "./payout-job";
import { reconciliationJob } from "./reconciliation-job";
import { reminderJob } from "./reminder-job";

export type { Job, JobContext, JobResult } from "./job";

/**
 * Every scheduled job, in the order a run takes them (money, then flights, reminders and invoices, first, so
 * their messages go out in the same run and a moved pickup is reminded at its new time). Adding a job is one line here.
 */
export const JOBS: readonly Job[] = [
  paymentRecoveryJob,
  paymentHoldsJob,
  paymentSettlementJob,
  cardDetachJob,
  flightJob,
  quoteExpiryJob,
  exceptionsJob,
  reminderJob,
  invoiceJob,
  payoutStatementsJob,
  reconciliationJob,
  canaryJob,
  outboxJob,
];

/** The cron of the daily jobs (wrangler.toml [triggers]); the other cron runs the rest every five minutes. */
export const DAILY_CRON = "30 7 * * *";

/** Runs the jobs (all, or those named) one after another; one failing does not stop the others. */
export async function runJobs({
  ctx,
  input: { only, cron } = {},
}: {
  ctx: JobContext;
  /** The jobs to run, by name (all when left out); or the cron's: the daily ones, or the others. */
  input?: { only?: string[] | undefined; cron?: string };
}): Promise<z.infer<typeof JobReport>[]> {
  const reports: z.infer<typeof JobReport>[] = [];
  for (const job of JOBS) {
    if (only && !only.includes(job.name)) continue;
    if (cron !== undefined && (cron === DAILY_CRON) !== (job.daily === true)) continue;
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

/**
 * POST /api/admin/jobs/run: the jobs named (or all) now, or, on a development server only, as of
 * another time (a context of its own, at that time).
 */
export async function runJobsNow({ ctx, input }: { ctx: Services; input: RunJobs }): Promise<JobsRunResult> {
  if (input.now && ctx.config.ENVIRONMENT !== "development") {
    throw new BadRequestError("now: only a development server runs jobs as of another time");
  }
  const unknown = input.only?.find((name) => !JOBS.some((job) => job.name === name));
  if (unknown !== undefined)
    throw new BadRequestError(`only: there is no job named ${JSON.stringify(unknown)}`);
  const run = input.now
    ? servicesFor({ db: ctx.db, config: ctx.config, bucket: ctx.bucket, now: new Date(input.now) })
    : ctx;
  const jobs = await runJobs({ ctx: run, input: { only: input.only } });
  return { ranAt: run.now.toISOString(), jobs };
}

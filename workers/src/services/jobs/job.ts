import type { Services } from "../context";

/** A job runs with the services context of its run: the cron's time, or an explicit one in development. */
export type JobContext = Services;

/** What a job did, in counts and words: `{ held: 2 }`, `{ skipped: "no mail provider configured" }`. */
export type JobResult = Record<string, number | string>;

/** One piece of scheduled work: run by the cron triggers and by POST /api/admin/jobs/run. */
export interface Job {
  name: string;
  /** Run once a day (the daily cron) rather than every five minutes; POST /api/admin/jobs/run runs it too. */
  daily?: boolean;
  run(ctx: JobContext): Promise<JobResult>;
}

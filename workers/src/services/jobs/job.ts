import type { Db } from "@chauffeur/db";
import type { Config } from "../../env";
import type { FetchFn } from "../payments";

export interface JobContext {
  db: Db;
  config: Config;
  /** The instant the run acts as of (the cron's time; an explicit one in development). */
  now: Date;
  fetchFn?: FetchFn;
}

/** What a job did, in counts and words: `{ held: 2 }`, `{ skipped: "no mail provider configured" }`. */
export type JobResult = Record<string, number | string>;

/** One piece of scheduled work: run by the cron trigger and by POST /api/admin/jobs/run. */
export interface Job {
  name: string;
  run(ctx: JobContext): Promise<JobResult>;
}

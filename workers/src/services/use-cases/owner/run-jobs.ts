import type { JobsRunResult, RunJobs } from "@chauffeur/contract";
import type { Actor } from "../../audit/entry";
import { recordAudit } from "../../audit/record";
import type { Services } from "../../context";
import { runJobsNow } from "../../jobs";

/** The owner runs the scheduled jobs now: what each did is the audit row's after. */
export async function runJobsAudited({
  ctx,
  input: { actor, ...input },
}: {
  ctx: Services;
  input: RunJobs & { actor: Actor };
}): Promise<JobsRunResult> {
  const result = await runJobsNow({ ctx, input });
  await recordAudit({
    ctx,
    input: {
      actor,
      action: "jobs.run",
      target: { type: "jobs", id: (input.only ?? ["all"]).join(",") },
      after: Object.fromEntries(
        result.jobs.map((j) => [j.job, j.ok ? j.did : { error: j.error ?? "failed" }]),
      ),
    },
  });
  return result;
}

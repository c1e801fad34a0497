import { JobsRunResult, RunJobs } from "@chauffeur/contract";
import { actorOf } from "../http/actor";
import { apiRoute, createRouter, json, optionalJsonBody } from "../http/openapi";
import { runJobsAudited } from "../services/use-cases/owner/run-jobs";

const tags = ["admin"];

const jobs = apiRoute({
  operationId: "runJobs",
  method: "post",
  path: "/jobs/run",
  tags,
  auth: { staff: "owner" },
  summary: "Runs every scheduled job now (fare holds, settlement, the outbox) and answers what each did",
  // Every field is optional: an empty POST runs every job (issue 37).
  request: { body: optionalJsonBody(RunJobs) },
  responses: { 200: json(JobsRunResult, "What each job did") },
});

/** /api/admin/jobs/run: every scheduled job now, or those named (and, in development, as of another time). */
export const adminJobsRoutes = createRouter().openapi(jobs, async (c) =>
  c.json(
    await runJobsAudited({ ctx: c.var.services, input: { ...c.req.valid("json"), actor: actorOf(c) } }),
    200,
  ),
);

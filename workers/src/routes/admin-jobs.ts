import { JobsRunResult, RunJobs } from "@chauffeur/contract";
import { apiRoute, createRouter, json, optionalJsonBody } from "../http/openapi";
import { runJobsNow } from "../services/jobs";

const tags = ["admin"];

const jobs = apiRoute({
  operationId: "runJobs",
  method: "post",
  path: "/jobs/run",
  tags,
  auth: "admin",
  summary: "Runs every scheduled job now (fare holds, settlement, the outbox) and answers what each did",
  request: { body: optionalJsonBody(RunJobs) },
  responses: { 200: json(JobsRunResult, "What each job did") },
});

/** /api/admin/jobs/run: every scheduled job now, or those named (and, in development, as of another time). */
export const adminJobsRoutes = createRouter().openapi(jobs, async (c) =>
  c.json(await runJobsNow({ ctx: c.var.services, input: c.req.valid("json") }), 200),
);

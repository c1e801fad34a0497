import { JobsRunResult, RunJobs } from "@chauffeur/contract";
import { apiRoute, createRouter, json, jsonBody } from "../http/openapi";
import { BadRequestError } from "../services/core/errors";
import { JOBS, runJobs } from "../services/jobs";

const tags = ["admin"];

const jobs = apiRoute({
  method: "post",
  path: "/jobs/run",
  tags,
  auth: "admin",
  summary: "Runs every scheduled job now (fare holds, settlement, the outbox) and answers what each did",
  request: { body: jsonBody(RunJobs) },
  responses: { 200: json(JobsRunResult, "What each job did") },
});

/** /api/admin/jobs/run: every scheduled job now, or those named (and, in development, as of another time). */
export const adminJobsRoutes = createRouter().openapi(jobs, async (c) => {
  const input = c.req.valid("json");
  const config = c.get("config");
  if (input.now && config.ENVIRONMENT !== "development") {
    throw new BadRequestError("now: only a development server runs jobs as of another time");
  }
  const unknown = input.only?.find((name) => !JOBS.some((job) => job.name === name));
  if (unknown !== undefined)
    throw new BadRequestError(`only: there is no job named ${JSON.stringify(unknown)}`);
  const now = input.now ? new Date(input.now) : new Date();
  const reports = await runJobs({ db: c.get("db"), config, now }, input.only);
  return c.json({ ranAt: now.toISOString(), jobs: reports }, 200);
});

import {
  AdminCapture,
  AdminRefund,
  AdminRelease,
  JobsRunResult,
  OutboxMessage,
  PaymentActionResult,
  RunJobs,
} from "@chauffeur/contract";
import type { Context } from "hono";
import { apiRoute, createRouter, json, jsonBody } from "../http/openapi";
import type { AppEnv } from "../http/types";
import { BadRequestError } from "../services/core/errors";
import { JOBS, runJobs } from "../services/jobs";
import { moneyFor } from "../services/money/context";
import { captureNow, refundPayment, releasePayment } from "../services/money/operations";
import { getOutboxMessage } from "../services/outbox/list";
import { IdParam } from "./params";

const tags = ["admin"];

const capture = apiRoute({
  method: "post",
  path: "/bookings/{id}/payment/capture",
  tags,
  auth: "admin",
  summary: "Captures now: all that is held, or `amountCents` of it (the rest of the hold is released)",
  request: { params: IdParam, body: jsonBody(AdminCapture) },
  responses: { 200: json(PaymentActionResult, "The payment as it is now") },
  errors: [404, 409, 422],
});

const release = apiRoute({
  method: "post",
  path: "/bookings/{id}/payment/release",
  tags,
  auth: "admin",
  summary: "Releases every hold and closes the booking's money: nothing more is charged automatically",
  request: { params: IdParam, body: jsonBody(AdminRelease) },
  responses: { 200: json(PaymentActionResult, "The payment as it is now") },
  errors: [404, 409],
});

const refund = apiRoute({
  method: "post",
  path: "/bookings/{id}/payment/refund",
  tags,
  auth: "admin",
  summary: "Refunds up to what was captured, with a reason the customer is told",
  request: { params: IdParam, body: jsonBody(AdminRefund) },
  responses: { 200: json(PaymentActionResult, "The payment as it is now") },
  errors: [404, 409, 422],
});

const outboxMessage = apiRoute({
  method: "get",
  path: "/outbox/{id}",
  tags,
  auth: "admin",
  summary: "One customer message whole: recipient, channel, subject, plain-text body, booking, status",
  request: { params: IdParam },
  responses: { 200: json(OutboxMessage, "The message") },
  errors: [404],
});

const jobs = apiRoute({
  method: "post",
  path: "/jobs/run",
  tags,
  auth: "admin",
  summary: "Runs every scheduled job now (fare holds, settlement, the outbox) and answers what each did",
  request: { body: jsonBody(RunJobs) },
  responses: { 200: json(JobsRunResult, "What each job did") },
});

const money = (c: Context<AppEnv>) => moneyFor({ db: c.get("db"), config: c.get("config") });
const admin = (c: Context<AppEnv>) => ({ type: "admin" as const, id: c.get("auth").sub });

/** /api/admin: the dispatcher's money actions (guarded like the other state changes), a message, the jobs. */
export const adminMoneyRoutes = createRouter()
  .openapi(capture, async (c) =>
    c.json(
      await captureNow(money(c), c.req.valid("param").id, c.req.valid("json").amountCents, admin(c)),
      200,
    ),
  )
  .openapi(release, async (c) =>
    c.json(
      await releasePayment(money(c), c.req.valid("param").id, c.req.valid("json").reason, admin(c)),
      200,
    ),
  )
  .openapi(refund, async (c) =>
    c.json(await refundPayment(money(c), c.req.valid("param").id, c.req.valid("json"), admin(c)), 200),
  )
  .openapi(outboxMessage, async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await getOutboxMessage({ db: c.get("db"), id: c.req.valid("param").id }), 200);
  })
  .openapi(jobs, async (c) => {
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

import { AdminCapture, AdminRefund, AdminRelease, PaymentActionResult } from "@chauffeur/contract";
import type { Context } from "hono";
import { actorOf } from "../http/actor";
import { apiRoute, createRouter, json, jsonBody } from "../http/openapi";
import type { AppEnv } from "../http/types";
import { captureAsStaff, refundAsStaff, releaseAsStaff } from "../services/use-cases/dispatch/money";
import { IdParam, idempotencyHeader } from "./params";

const tags = ["admin"];
const once = idempotencyHeader(
  "One per click: the same key again answers the first answer and acts once; with another body, 422",
);

const capture = apiRoute({
  operationId: "capturePayment",
  method: "post",
  path: "/bookings/{id}/payment/capture",
  tags,
  auth: { staff: "money" },
  summary:
    "Captures now, with a reason: all that is held, or `amountCents` of it (the rest of the hold is released)",
  request: { params: IdParam, headers: once, body: jsonBody(AdminCapture) },
  responses: { 200: json(PaymentActionResult, "The payment as it is now") },
  errors: [404, 409, 422],
});

const release = apiRoute({
  operationId: "releasePayment",
  method: "post",
  path: "/bookings/{id}/payment/release",
  tags,
  auth: { staff: "money" },
  summary: "Releases every hold and closes the booking's money: nothing more is charged automatically",
  request: { params: IdParam, headers: once, body: jsonBody(AdminRelease) },
  responses: { 200: json(PaymentActionResult, "The payment as it is now") },
  errors: [404, 409, 422],
});

const refund = apiRoute({
  operationId: "refundPayment",
  method: "post",
  path: "/bookings/{id}/payment/refund",
  tags,
  auth: { staff: "money" },
  summary:
    "Refunds up to what was captured, with a reason the customer is told; a dispatcher up to the refund limit",
  request: { params: IdParam, headers: once, body: jsonBody(AdminRefund) },
  responses: { 200: json(PaymentActionResult, "The payment as it is now") },
  errors: [404, 409, 422],
});

/** The booking of the path, the staff member acting on its money, and the click's Idempotency-Key. */
const target = (c: Context<AppEnv>, id: string, key: string | undefined) => ({
  bookingId: id,
  actor: actorOf(c),
  idempotencyKey: key || null,
});

/** /api/admin/bookings/{id}/payment: staff money actions, each with a reason and one audit row. */
export const adminMoneyRoutes = createRouter()
  .openapi(capture, async (c) => {
    const input = {
      ...c.req.valid("json"),
      ...target(c, c.req.valid("param").id, c.req.valid("header")["idempotency-key"]),
    };
    return c.json(await captureAsStaff({ ctx: c.var.services, input }), 200);
  })
  .openapi(release, async (c) => {
    const input = {
      ...c.req.valid("json"),
      ...target(c, c.req.valid("param").id, c.req.valid("header")["idempotency-key"]),
    };
    return c.json(await releaseAsStaff({ ctx: c.var.services, input }), 200);
  })
  .openapi(refund, async (c) => {
    const input = {
      ...c.req.valid("json"),
      ...target(c, c.req.valid("param").id, c.req.valid("header")["idempotency-key"]),
    };
    return c.json(await refundAsStaff({ ctx: c.var.services, input }), 200);
  });

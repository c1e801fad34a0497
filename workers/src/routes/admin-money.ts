import { AdminCapture, AdminRefund, AdminRelease, PaymentActionResult } from "@chauffeur/contract";
import type { Context } from "hono";
import { actorOf } from "../http/actor";
import { apiRoute, createRouter, json, jsonBody } from "../http/openapi";
import type { AppEnv } from "../http/types";
import { captureAsStaff, refundAsStaff, releaseAsStaff } from "../services/use-cases/dispatch/money";
import { IdParam } from "./params";

const tags = ["admin"];

const capture = apiRoute({
  operationId: "capturePayment",
  method: "post",
  path: "/bookings/{id}/payment/capture",
  tags,
  auth: { staff: "money" },
  summary:
    "Captures now, with a reason: all that is held, or `amountCents` of it (the rest of the hold is released)",
  request: { params: IdParam, body: jsonBody(AdminCapture) },
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
  request: { params: IdParam, body: jsonBody(AdminRelease) },
  responses: { 200: json(PaymentActionResult, "The payment as it is now") },
  errors: [404, 409],
});

const refund = apiRoute({
  operationId: "refundPayment",
  method: "post",
  path: "/bookings/{id}/payment/refund",
  tags,
  auth: { staff: "money" },
  summary:
    "Refunds up to what was captured, with a reason the customer is told; a dispatcher up to the refund limit",
  request: { params: IdParam, body: jsonBody(AdminRefund) },
  responses: { 200: json(PaymentActionResult, "The payment as it is now") },
  errors: [404, 409, 422],
});

/** The booking of the path and the staff member acting on its money. */
const target = (c: Context<AppEnv>, id: string) => ({ bookingId: id, actor: actorOf(c) });

/** /api/admin/bookings/{id}/payment: staff money actions, each with a reason and one audit row. */
export const adminMoneyRoutes = createRouter()
  .openapi(capture, async (c) => {
    const input = { ...c.req.valid("json"), ...target(c, c.req.valid("param").id) };
    return c.json(await captureAsStaff({ ctx: c.var.services, input }), 200);
  })
  .openapi(release, async (c) => {
    const input = { ...c.req.valid("json"), ...target(c, c.req.valid("param").id) };
    return c.json(await releaseAsStaff({ ctx: c.var.services, input }), 200);
  })
  .openapi(refund, async (c) => {
    const input = { ...c.req.valid("json"), ...target(c, c.req.valid("param").id) };
    return c.json(await refundAsStaff({ ctx: c.var.services, input }), 200);
  });

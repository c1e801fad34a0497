import { MessageResult, OpenAlerts, ResolveAlert } from "@chauffeur/contract";
import { actorOf } from "../http/actor";
import { apiRoute, createRouter, json, jsonBody } from "../http/openapi";
import { listOpenAlerts } from "../services/alerts/list";
import { resolveAlertByHand } from "../services/alerts/resolve";
import { IdParam } from "./params";

const tags = ["admin"];

const openAlerts = apiRoute({
  operationId: "listOpenAlerts",
  method: "get",
  path: "/alerts",
  tags,
  // Every staff role reads the exceptions: dispatch's problems and the accounts' reconciliation.
  auth: { staff: "bookings" },
  summary:
    "The open alerts (the console's Exceptions), newest first: each with its kind, booking and reference, when it was raised and what is wrong",
  responses: { 200: json(OpenAlerts, "The open alerts") },
});

const resolve = apiRoute({
  operationId: "resolveAlert",
  method: "post",
  path: "/alerts/{id}/resolve",
  tags,
  // Dispatch follows up its exceptions; reconciliation differences clear themselves (409).
  auth: { staff: "dispatch" },
  summary: "Resolves an open alert by hand with a note of what was done, kept in the audit log",
  request: { params: IdParam, body: jsonBody(ResolveAlert) },
  responses: { 200: json(MessageResult, "Resolved") },
  errors: [404, 409],
});

/** /api/admin/alerts: what dispatch must look at (reconciliation differences and the other exceptions). */
export const adminAlertsRoutes = createRouter()
  .openapi(openAlerts, async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await listOpenAlerts({ ctx: c.var.services }), 200);
  })
  .openapi(resolve, async (c) => {
    const input = { ...c.req.valid("json"), id: c.req.valid("param").id, actor: actorOf(c) };
    return c.json(await resolveAlertByHand({ ctx: c.var.services, input }), 200);
  });

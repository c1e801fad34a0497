import { MessageResult, OpenAlerts, ResolveAlert } from "@chauffeur/contract";
import { z } from "zod";
import { actorOf } from "../http/actor";
import { apiRoute, createRouter, json, optionalJsonBody } from "../http/openapi";
import { listOpenAlerts } from "../services/alerts/list";
import { resolveAlertByStaff } from "../services/alerts/raise";

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
  auth: { staff: "dispatch" },
  summary:
    "Marks an open alert as checked (a ride completed early, a low rating looked into); a problem still true is raised again by the jobs",
  request: {
    params: z.object({ id: z.coerce.number().int().positive().describe("The alert's id") }),
    body: optionalJsonBody(ResolveAlert),
  },
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
    const input = { id: c.req.valid("param").id, note: c.req.valid("json")?.note, actor: actorOf(c) };
    await resolveAlertByStaff({ ctx: c.var.services, input });
    return c.json({ message: "Marked as checked" }, 200);
  });

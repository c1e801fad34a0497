import { OpenAlerts } from "@chauffeur/contract";
import { apiRoute, createRouter, json } from "../http/openapi";
import { listOpenAlerts } from "../services/alerts/list";

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

/** /api/admin/alerts: what dispatch must look at (reconciliation differences and the other exceptions). */
export const adminAlertsRoutes = createRouter().openapi(openAlerts, async (c) => {
  c.header("Cache-Control", "no-store");
  return c.json(await listOpenAlerts({ ctx: c.var.services }), 200);
});

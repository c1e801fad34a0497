import { AdminRatings, AdminRatingsQuery } from "@chauffeur/contract";
import { apiRoute, createRouter, json } from "../http/openapi";
import { recentRatings } from "../services/ratings/recent";

const tags = ["admin"];

const list = apiRoute({
  operationId: "listRatings",
  method: "get",
  path: "/ratings",
  tags,
  auth: { staff: "dispatch" },
  summary:
    "Customers' ratings of the last 90 days, newest first, with the ride and its chauffeur; low=true keeps those of 3 stars or fewer",
  request: { query: AdminRatingsQuery },
  responses: { 200: json(AdminRatings, "The ratings") },
});

/** /api/admin/ratings: what customers said of their rides, for dispatch to review. */
export const adminRatingsRoutes = createRouter().openapi(list, async (c) => {
  c.header("Cache-Control", "no-store");
  return c.json(await recentRatings({ ctx: c.var.services, input: c.req.valid("query") }), 200);
});

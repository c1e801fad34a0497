import { DateRangeQuery, DriverEarnings, DriverRatings, PayoutStatements } from "@chauffeur/contract";
import { z } from "zod";
import { ownDriver } from "../http/guards";
import { apiRoute, createRouter, json } from "../http/openapi";
import { driverEarnings } from "../services/payouts/earnings";
import { statementPdf } from "../services/payouts/statement-pdf";
import { driverStatements } from "../services/payouts/statements";
import { driverRatings } from "../services/ratings/driver-ratings";
import { pdfResponse, pdfSchema } from "./documents";

const tags = ["driver"];
const driverParam = z.object({ id: z.string().describe("The chauffeur's id (a chauffeur: their own)") });

const earnings = apiRoute({
  operationId: "getDriverEarnings",
  method: "get",
  path: "/{id}/earnings",
  tags,
  auth: { driverOrStaff: "pay" },
  middleware: [ownDriver("id")],
  summary:
    "What a chauffeur earned between two New York dates (both included): each ride's payout lines (fare share, waiting share, tolls, parking, gratuity) and the total",
  request: { params: driverParam, query: DateRangeQuery },
  responses: { 200: json(DriverEarnings, "The rides with lines earned in the range, and their total") },
});

const ratings = apiRoute({
  operationId: "getDriverRatings",
  method: "get",
  path: "/{id}/ratings",
  tags,
  auth: "driver",
  middleware: [ownDriver("id")],
  summary:
    "The chauffeur's own 90-day average and their customers' ratings and comments, without who gave them",
  request: { params: driverParam },
  responses: { 200: json(DriverRatings, "The average, the operator's bar and the ratings, newest first") },
});

const statements = apiRoute({
  operationId: "listDriverStatements",
  method: "get",
  path: "/{id}/statements",
  tags,
  auth: "driver",
  middleware: [ownDriver("id")],
  summary: "The chauffeur's weekly pay statements, newest first",
  request: { params: driverParam },
  responses: { 200: json(PayoutStatements, "Every statement issued to them") },
});

const statementFile = apiRoute({
  operationId: "getDriverStatementPdf",
  method: "get",
  path: "/{id}/statements/{statementId}/pdf",
  tags,
  auth: "driver",
  middleware: [ownDriver("id")],
  summary: "One of the chauffeur's own pay statements as PDF",
  request: {
    params: driverParam.extend({ statementId: z.string().describe("The statement's id") }),
  },
  responses: { 200: pdfSchema("The statement") },
  errors: [404],
});

/** /api/drivers/{id}/...: what a chauffeur earned, their statements and their ratings. */
export const driverPayRoutes = createRouter()
  .openapi(earnings, async (c) => {
    c.header("Cache-Control", "no-store");
    const input = { driverId: c.req.valid("param").id, range: c.req.valid("query") };
    return c.json(await driverEarnings({ ctx: c.var.services, input }), 200);
  })
  .openapi(ratings, async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(
      await driverRatings({ ctx: c.var.services, input: { driverId: c.req.valid("param").id } }),
      200,
    );
  })
  .openapi(statements, async (c) => {
    c.header("Cache-Control", "no-store");
    const input = { driverId: c.req.valid("param").id };
    return c.json(await driverStatements({ ctx: c.var.services, input }), 200);
  })
  .openapi(statementFile, async (c) => {
    const { id, statementId } = c.req.valid("param");
    const file = await statementPdf({ ctx: c.var.services, input: { id: statementId, driverId: id } });
    return pdfResponse(file);
  });

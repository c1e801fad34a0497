import {
  DateRangeQuery,
  MarkStatementPaid,
  PayoutRunResult,
  PayoutStatement,
  PayoutStatements,
  PayoutWeekQuery,
  RunPayouts,
} from "@chauffeur/contract";
import { actorOf } from "../http/actor";
import { apiRoute, createRouter, json, jsonBody } from "../http/openapi";
import { payrollCsv } from "../services/payouts/payroll";
import { statementPdf } from "../services/payouts/statement-pdf";
import { markStatementPaid, runWeeklyStatements, weekStatements } from "../services/payouts/statements";
import { csvResponse, csvSchema, pdfResponse, pdfSchema } from "./documents";
import { IdParam } from "./params";

const tags = ["admin"];

const run = apiRoute({
  operationId: "runPayouts",
  method: "post",
  path: "/payouts/run",
  tags,
  auth: { staff: "pay" },
  summary:
    "Issues the weekly pay statements of the week a date falls in (Monday to Sunday, New York), once it has ended: one per chauffeur with earnings not yet on a statement; running it again issues none twice",
  request: { body: jsonBody(RunPayouts) },
  responses: { 200: json(PayoutRunResult, "The week's statements, those issued before included") },
  errors: [422],
});

const list = apiRoute({
  operationId: "listPayouts",
  method: "get",
  path: "/payouts",
  tags,
  auth: { staff: "pay" },
  summary: "The pay statements of the week a date falls in",
  request: { query: PayoutWeekQuery },
  responses: { 200: json(PayoutStatements, "The week's statements, by chauffeur") },
});

const pdf = apiRoute({
  operationId: "getPayoutPdf",
  method: "get",
  path: "/payouts/{id}/pdf",
  tags,
  auth: { staff: "pay" },
  summary: "A pay statement as PDF",
  request: { params: IdParam },
  responses: { 200: pdfSchema("The statement") },
  errors: [404],
});

const markPaid = apiRoute({
  operationId: "markPayoutPaid",
  method: "post",
  path: "/payouts/{id}/mark-paid",
  tags,
  auth: { staff: "pay" },
  summary: "Marks a pay statement paid, once, with the payment's reference; its figures never change",
  request: { params: IdParam, body: jsonBody(MarkStatementPaid) },
  responses: { 200: json(PayoutStatement, "The statement, paid") },
  errors: [404, 409],
});

const payroll = apiRoute({
  operationId: "getPayrollCsv",
  method: "get",
  path: "/payouts.csv",
  tags,
  auth: { staff: "pay" },
  summary:
    "Payroll for a range of New York dates: one row per chauffeur with what they earned in it, by kind, in dollars",
  request: { query: DateRangeQuery },
  responses: { 200: csvSchema("The payroll") },
});

/** /api/admin/payouts: the chauffeurs' weekly statements and the payroll file. */
export const adminPayoutsRoutes = createRouter()
  .openapi(run, async (c) => {
    const input = { ...c.req.valid("json"), actor: actorOf(c) };
    return c.json(await runWeeklyStatements({ ctx: c.var.services, input }), 200);
  })
  .openapi(list, async (c) => {
    c.header("Cache-Control", "no-store");
    const items = await weekStatements({ ctx: c.var.services, input: c.req.valid("query") });
    return c.json({ items }, 200);
  })
  .openapi(pdf, async (c) =>
    pdfResponse(await statementPdf({ ctx: c.var.services, input: { id: c.req.valid("param").id } })),
  )
  .openapi(markPaid, async (c) => {
    const input = {
      id: c.req.valid("param").id,
      reference: c.req.valid("json").reference,
      actor: actorOf(c),
    };
    return c.json(await markStatementPaid({ ctx: c.var.services, input }), 200);
  })
  .openapi(payroll, async (c) =>
    csvResponse(await payrollCsv({ ctx: c.var.services, input: c.req.valid("query") })),
  );

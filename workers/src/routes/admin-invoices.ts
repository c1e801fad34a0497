import {
  InvoiceActionResult,
  InvoiceDetails,
  InvoiceListQuery,
  InvoicePage,
  MarkInvoicePaid,
  RunInvoices,
  RunInvoicesResult,
  VoidInvoice,
} from "@chauffeur/contract";
import { actorOf } from "../http/actor";
import { apiRoute, createRouter, file, json, jsonBody } from "../http/openapi";
import { invoiceCsv, invoicePdf } from "../services/invoices/documents";
import { getInvoice, listInvoices } from "../services/invoices/view";
import {
  markInvoicePaidAsStaff,
  runInvoicesAsStaff,
  voidInvoiceAsStaff,
} from "../services/use-cases/billing/staff-billing";
import { IdParam } from "./params";

const tags = ["admin"];

const run = apiRoute({
  operationId: "runInvoices",
  method: "post",
  path: "/invoices/run",
  tags,
  auth: { staff: "invoices" },
  summary: "Issues a month's invoices, for one company or all; a month already invoiced adds nothing",
  request: { body: jsonBody(RunInvoices) },
  responses: { 200: json(RunInvoicesResult, "The invoices this run issued") },
  errors: [404],
});

const list = apiRoute({
  operationId: "listInvoices",
  method: "get",
  path: "/invoices",
  tags,
  auth: { staff: "invoices" },
  summary: "Invoices newest first, by state or company, searchable by number or company",
  request: { query: InvoiceListQuery },
  responses: { 200: json(InvoicePage, "One page of invoices") },
});

const one = apiRoute({
  operationId: "getInvoice",
  method: "get",
  path: "/invoices/{id}",
  tags,
  auth: { staff: "invoices" },
  summary: "One invoice with its lines, how it was paid and its credit note",
  request: { params: IdParam },
  responses: { 200: json(InvoiceDetails, "The invoice") },
  errors: [404],
});

const pdf = apiRoute({
  operationId: "getInvoicePdf",
  method: "get",
  path: "/invoices/{id}/pdf",
  tags,
  auth: { staff: "invoices" },
  summary: "The invoice as PDF: a line per ride, grouped by cost centre",
  request: { params: IdParam },
  responses: { 200: file("application/pdf", "The invoice") },
  errors: [404],
});

const csv = apiRoute({
  operationId: "getInvoiceCsv",
  method: "get",
  path: "/invoices/{id}/csv",
  tags,
  auth: { staff: "invoices" },
  summary: "The invoice's lines as CSV, grouped by cost centre with subtotals",
  request: { params: IdParam },
  responses: { 200: file("text/csv", "The lines") },
  errors: [404],
});

const markPaid = apiRoute({
  operationId: "markInvoicePaid",
  method: "post",
  path: "/invoices/{id}/mark-paid",
  tags,
  auth: { staff: "invoices" },
  summary: "Marks an issued or overdue invoice paid by transfer, with the payment's reference",
  request: { params: IdParam, body: jsonBody(MarkInvoicePaid) },
  responses: { 200: json(InvoiceActionResult, "The invoice as it is now") },
  errors: [404, 409],
});

const voided = apiRoute({
  operationId: "voidInvoice",
  method: "post",
  path: "/invoices/{id}/void",
  tags,
  auth: { staff: "invoices" },
  summary: "Voids an unpaid invoice with a credit note; its rides go on the next run's corrected invoice",
  request: { params: IdParam, body: jsonBody(VoidInvoice) },
  responses: { 200: json(InvoiceActionResult, "The invoice as it is now") },
  errors: [404, 409],
});

/** /api/admin/invoices: the companies' monthly invoices (docs/decisions/026). */
export const adminInvoicesRoutes = createRouter()
  .openapi(run, async (c) =>
    c.json(
      await runInvoicesAsStaff({
        ctx: c.var.services,
        input: { actor: actorOf(c), run: c.req.valid("json") },
      }),
      200,
    ),
  )
  .openapi(list, async (c) =>
    c.json(await listInvoices({ ctx: c.var.services, input: c.req.valid("query") }), 200),
  )
  .openapi(one, async (c) =>
    c.json(await getInvoice({ ctx: c.var.services, input: c.req.valid("param") }), 200),
  )
  .openapi(pdf, async (c) => {
    const { filename, pdf: bytes } = await invoicePdf({ ctx: c.var.services, input: c.req.valid("param") });
    return c.body(bytes, 200, {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="${filename}"`,
      "cache-control": "no-store",
    }) as never;
  })
  .openapi(csv, async (c) => {
    const { filename, csv: body } = await invoiceCsv({ ctx: c.var.services, input: c.req.valid("param") });
    return c.body(body, 200, {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${filename}"`,
      "cache-control": "no-store",
    }) as never;
  })
  .openapi(markPaid, async (c) => {
    const input = { ...c.req.valid("json"), id: c.req.valid("param").id, actor: actorOf(c) };
    return c.json(await markInvoicePaidAsStaff({ ctx: c.var.services, input }), 200);
  })
  .openapi(voided, async (c) => {
    const input = { ...c.req.valid("json"), id: c.req.valid("param").id, actor: actorOf(c) };
    return c.json(await voidInvoiceAsStaff({ ctx: c.var.services, input }), 200);
  });

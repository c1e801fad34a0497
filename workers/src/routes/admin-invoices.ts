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
import { apiRoute, createRouter, file, json, jsonBody } from "../http/openapi";
import { invoiceCsv, invoicePdf } from "../services/invoices/documents";
import { runInvoices } from "../services/invoices/issue";
import { markInvoicePaid, voidInvoice } from "../services/invoices/settle";
import { getInvoice, listInvoices } from "../services/invoices/view";
import { IdParam } from "./params";

const tags = ["admin"];

// TODO(staff roles, issue 39): invoices are the accountant's (and the owner's) once roles land.
const run = apiRoute({
  operationId: "runInvoices",
  method: "post",
  path: "/invoices/run",
  tags,
  auth: "admin",
  summary: "Issues a month's invoices, for one company or all; a month already invoiced adds nothing",
  request: { body: jsonBody(RunInvoices) },
  responses: { 200: json(RunInvoicesResult, "The invoices this run issued") },
  errors: [404],
});

// TODO(staff roles, issue 39): accountant.
const list = apiRoute({
  operationId: "listInvoices",
  method: "get",
  path: "/invoices",
  tags,
  auth: "admin",
  summary: "Invoices newest first, by state or company, searchable by number or company",
  request: { query: InvoiceListQuery },
  responses: { 200: json(InvoicePage, "One page of invoices") },
});

// TODO(staff roles, issue 39): accountant.
const one = apiRoute({
  operationId: "getInvoice",
  method: "get",
  path: "/invoices/{id}",
  tags,
  auth: "admin",
  summary: "One invoice with its lines, how it was paid and its credit note",
  request: { params: IdParam },
  responses: { 200: json(InvoiceDetails, "The invoice") },
  errors: [404],
});

// TODO(staff roles, issue 39): accountant.
const pdf = apiRoute({
  operationId: "getInvoicePdf",
  method: "get",
  path: "/invoices/{id}/pdf",
  tags,
  auth: "admin",
  summary: "The invoice as PDF: a line per ride, grouped by cost centre",
  request: { params: IdParam },
  responses: { 200: file("application/pdf", "The invoice") },
  errors: [404],
});

// TODO(staff roles, issue 39): accountant.
const csv = apiRoute({
  operationId: "getInvoiceCsv",
  method: "get",
  path: "/invoices/{id}/csv",
  tags,
  auth: "admin",
  summary: "The invoice's lines as CSV, grouped by cost centre with subtotals",
  request: { params: IdParam },
  responses: { 200: file("text/csv", "The lines") },
  errors: [404],
});

// TODO(staff roles, issue 39): accountant.
const markPaid = apiRoute({
  operationId: "markInvoicePaid",
  method: "post",
  path: "/invoices/{id}/mark-paid",
  tags,
  auth: "admin",
  summary: "Marks an issued or overdue invoice paid by transfer, with the payment's reference",
  request: { params: IdParam, body: jsonBody(MarkInvoicePaid) },
  responses: { 200: json(InvoiceActionResult, "The invoice as it is now") },
  errors: [404, 409],
});

// TODO(staff roles, issue 39): accountant.
const voided = apiRoute({
  operationId: "voidInvoice",
  method: "post",
  path: "/invoices/{id}/void",
  tags,
  auth: "admin",
  summary: "Voids an unpaid invoice with a credit note; its rides go on the next run's corrected invoice",
  request: { params: IdParam, body: jsonBody(VoidInvoice) },
  responses: { 200: json(InvoiceActionResult, "The invoice as it is now") },
  errors: [404, 409],
});

/** /api/admin/invoices: the companies' monthly invoices (docs/decisions/026). */
export const adminInvoicesRoutes = createRouter()
  .openapi(run, async (c) =>
    c.json(await runInvoices({ ctx: c.var.services, input: c.req.valid("json") }), 200),
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
    const input = { ...c.req.valid("json"), id: c.req.valid("param").id };
    return c.json(await markInvoicePaid({ ctx: c.var.services, input }), 200);
  })
  .openapi(voided, async (c) => {
    const input = { ...c.req.valid("json"), id: c.req.valid("param").id };
    return c.json(await voidInvoice({ ctx: c.var.services, input }), 200);
  });

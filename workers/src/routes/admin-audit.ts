import { AuditPage, AuditQuery } from "@chauffeur/contract";
import { z } from "zod";
import { apiRoute, createRouter, json } from "../http/openapi";
import { auditCsv, listAudit } from "../services/audit/list";

const tags = ["staff"];

const list = apiRoute({
  method: "get",
  path: "/audit",
  operationId: "listAuditLog",
  tags,
  auth: { staff: "audit" },
  summary: "The audit log, newest first: filter by person, action, booking and Boston dates",
  request: { query: AuditQuery },
  responses: { 200: json(AuditPage, "One page of the log and how many rows match") },
});

const csv = apiRoute({
  method: "get",
  path: "/audit.csv",
  operationId: "exportAuditLog",
  tags,
  auth: { staff: "audit" },
  summary: "The audit log as CSV, every row the filters match (page and pageSize are ignored)",
  request: { query: AuditQuery },
  responses: {
    200: { description: "The rows as CSV", content: { "text/csv": { schema: z.string() } } },
  },
});

/** /api/admin/audit: the append-only log of every staff and chauffeur write (docs/decisions/021). */
export const adminAuditRoutes = createRouter()
  .openapi(list, async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await listAudit({ ctx: c.var.services, input: c.req.valid("query") }), 200);
  })
  .openapi(csv, async (c) => {
    const { page: _page, pageSize: _size, ...filters } = c.req.valid("query");
    const day = c.var.services.now.toISOString().slice(0, 10);
    return c.body(auditCsv({ ctx: c.var.services, input: filters }), 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="audit-${day}.csv"`,
      "Cache-Control": "no-store",
    });
  });

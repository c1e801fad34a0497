import type { AuditQuery } from "@chauffeur/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { ADMIN_KEY, REFRESH_MS } from "../../../lib/admin-query";
import { api } from "../../../lib/api-client";

export type AuditFilters = Pick<AuditQuery, "actor" | "action" | "record" | "from" | "to">;

/** The filters the API takes: the empty ones left out. */
const queryOf = (filters: AuditFilters) =>
  Object.fromEntries(Object.entries(filters).filter(([, v]) => v)) as AuditFilters;

/** GET /api/admin/audit: one page of the log, newest first. */
export const getAudit = (filters: AuditFilters, page: number) =>
  api.get("/api/admin/audit", { query: { ...queryOf(filters), page, pageSize: AUDIT_PAGE_SIZE } });

export const AUDIT_PAGE_SIZE = 50;

export const auditQuery = (filters: AuditFilters, page: number) =>
  queryOptions({
    queryKey: [...ADMIN_KEY, "audit", filters, page],
    queryFn: () => getAudit(filters, page),
    refetchInterval: REFRESH_MS,
    placeholderData: keepPreviousData,
  });

export const useAudit = (filters: AuditFilters, page: number) => useQuery(auditQuery(filters, page));

/** GET /api/admin/audit.csv: every row the filters match, saved as a file. */
export async function downloadAudit(filters: AuditFilters) {
  const blob = await api.download("/api/admin/audit.csv", { query: queryOf(filters) });
  const link = document.createElement("a");
  link.href = URL.createObjectURL(blob);
  link.download = `audit-${new Date().toISOString().slice(0, 10)}.csv`;
  link.click();
  URL.revokeObjectURL(link.href);
}

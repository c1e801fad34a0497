import type { InvoiceStatus, MarkInvoicePaid, RunInvoices, VoidInvoice } from "@chauffeur/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { ADMIN_KEY, REFRESH_MS } from "../../../lib/admin-query";
import { api } from "../../../lib/api-client";
import { pageQuery } from "../../../lib/page-query";

/** GET /api/admin/invoices: newest first, by state, searched by number or company. */
export const getInvoices = (page: number, search: string, status: InvoiceStatus | "") =>
  api.get("/api/admin/invoices", {
    query: { ...pageQuery(page, search, 20), ...(status ? { status } : {}) },
  });

export const useInvoices = (page: number, search: string, status: InvoiceStatus | "") =>
  useQuery(
    queryOptions({
      queryKey: [...ADMIN_KEY, "invoices", page, search, status],
      queryFn: () => getInvoices(page, search, status),
      refetchInterval: REFRESH_MS,
      placeholderData: keepPreviousData,
    }),
  );

/** GET /api/admin/invoices/{id}: the invoice with its lines. */
export const useInvoice = (id: string | null) =>
  useQuery(
    queryOptions({
      queryKey: [...ADMIN_KEY, "invoice", id],
      queryFn: () => api.get("/api/admin/invoices/{id}", { path: { id: id ?? "" } }),
      enabled: id !== null,
    }),
  );

/** POST /api/admin/invoices/run. */
export const runInvoices = (body: RunInvoices) => api.post("/api/admin/invoices/run", { body });

/** POST /api/admin/invoices/{id}/mark-paid. */
export const markInvoicePaid = (id: string, body: MarkInvoicePaid) =>
  api.post("/api/admin/invoices/{id}/mark-paid", { path: { id }, body });

/** POST /api/admin/invoices/{id}/void. */
export const voidInvoice = (id: string, body: VoidInvoice) =>
  api.post("/api/admin/invoices/{id}/void", { path: { id }, body });

/** GET /api/admin/invoices/{id}/pdf or /csv, saved as a file under the invoice's number. */
export async function downloadInvoice(id: string, kind: "pdf" | "csv", number: string) {
  const blob =
    kind === "pdf"
      ? await api.download("/api/admin/invoices/{id}/pdf", { path: { id } })
      : await api.download("/api/admin/invoices/{id}/csv", { path: { id } });
  const link = document.createElement("a");
  link.href = URL.createObjectURL(blob);
  link.download = `${number}.${kind}`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}

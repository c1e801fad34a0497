import type { MarkStatementPaid } from "@chauffeur/contract";
import { api } from "../../../lib/api-client";

/** POST /api/admin/payouts/{id}/mark-paid: once, with how it was paid. */
export const markPaid = (id: string, body: MarkStatementPaid) =>
  api.post("/api/admin/payouts/{id}/mark-paid", { path: { id }, body });

import type { ResolveAlert } from "@chauffeur/contract";
import { api } from "../../../lib/api-client";

/** POST /api/admin/alerts/{id}/resolve: dispatch marks an alert as checked, with a note for the audit log. */
export const resolveAlert = (id: number, body: ResolveAlert = { note: "" }) =>
  api.post("/api/admin/alerts/{id}/resolve", { path: { id }, body });

import { api } from "../../../lib/api-client";

/** POST /api/admin/alerts/{id}/resolve: dispatch marks an alert as checked. */
export const resolveAlert = (id: number) =>
  api.post("/api/admin/alerts/{id}/resolve", { path: { id }, body: { note: "" } });

import type { ResolveAlert } from "@chauffeur/contract";
import { api } from "../../../lib/api-client";

/** POST /api/admin/alerts/{id}/resolve: closes an open alert with a note of what was done (audited). */
export const resolveAlert = (id: number, body: ResolveAlert) =>
  api.post("/api/admin/alerts/{id}/resolve", { path: { id: String(id) }, body });

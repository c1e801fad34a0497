import { api } from "../../../lib/api-client";

/** DELETE /api/admin/drivers/{id}: their rides become unassigned. */
export const deleteDriver = (id: string) => api.delete("/api/admin/drivers/{id}", { path: { id } });

import { api } from "../../../lib/api-client";

/** POST /api/admin/payouts/run: issues the week's statements (none twice); the week's statements. */
export const runPayouts = (weekOf: string) => api.post("/api/admin/payouts/run", { body: { weekOf } });

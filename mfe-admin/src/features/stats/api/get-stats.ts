import { api } from "../../../lib/api-client";

/** GET /api/admin/stats: the dashboard's counts. */
export const getStats = () => api.get("/api/admin/stats");

import { api } from "../../../lib/api-client";

/** GET /api/drivers: the first hundred drivers, for the assign menu (it keeps the active ones that fit). */
export const getAssignableDrivers = () => api.get("/api/drivers", { query: { page: 1, pageSize: 100 } });

import { api } from "../../../lib/api-client";

/** GET /api/rate/{token}: the ride the link names, its gratuity now, what can still be done. */
export const getRating = (token: string) => api.get("/api/rate/{token}", { path: { token } });

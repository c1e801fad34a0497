import type { AdminLogin } from "@chauffeur/contract";
import { api } from "../../../lib/api-client";

/** POST /api/admin/login: the admin token (1 hour). */
export const login = (body: AdminLogin) => api.post("/api/admin/login", { body });

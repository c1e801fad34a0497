import type { AdminLogin } from "@chauffeur/contract";
import { api } from "../../../lib/api-client";

/** POST /api/admin/login: a session, or the second factor's step (a code, or enrolling an app). */
export const login = (body: AdminLogin) => api.post("/api/admin/login", { body });

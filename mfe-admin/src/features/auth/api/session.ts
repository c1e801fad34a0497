import { api } from "../../../lib/api-client";

/** POST /api/auth/session/renew: a fresh token for the session's newest one. */
export const renewSession = (token: string) => api.post("/api/auth/session/renew", { body: { token } });

/** POST /api/admin/logout: this session ends. */
export const logout = () => api.post("/api/admin/logout");

/** POST /api/admin/sessions/revoke-all: every session of the signed-in person ends (this one too). */
export const signOutEverywhere = () => api.post("/api/admin/sessions/revoke-all");

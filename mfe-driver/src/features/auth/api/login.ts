import type { DriverLogin } from "@chauffeur/contract";
import { api } from "../../../lib/api-client";

/** POST /api/drivers/login: a session of a 14-hour shift (its token renewed every 15 minutes). */
export const login = (body: DriverLogin) => api.post("/api/drivers/login", { body });

/** POST /api/auth/session/renew: a fresh token for the session's newest one. */
export const renewSession = (token: string) => api.post("/api/auth/session/renew", { body: { token } });

/** POST /api/drivers/logout: this phone's session ends. */
export const logout = () => api.post("/api/drivers/logout");

/** POST /api/auth/password-reset: a link by e-mail (the same answer whatever the address). */
export const requestPasswordReset = (body: { email: string }) =>
  api.post("/api/auth/password-reset", { body });

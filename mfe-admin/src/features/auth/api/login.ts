import { api } from "../../../lib/api-client";

/** POST /api/admin/login: the admin token (1 hour). */
export const login = (username: string, password: string) =>
  api.post("/api/admin/login", { body: { username, password } });

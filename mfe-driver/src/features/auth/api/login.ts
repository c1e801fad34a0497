import { api } from "../../../lib/api-client";

/** POST /api/drivers/login: the driver token (4 hours). */
export const login = (email: string, password: string) =>
  api.post("/api/drivers/login", { body: { email, password } });

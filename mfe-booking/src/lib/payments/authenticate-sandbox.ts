import { api } from "../api-client";

/** POST /api/payments/sandbox/authenticate: the sandbox bank's 3-D Secure answer (sandbox only). */
export const authenticateSandbox = (clientSecret: string, approve: boolean) =>
  api.post("/api/payments/sandbox/authenticate", { body: { clientSecret, approve } });

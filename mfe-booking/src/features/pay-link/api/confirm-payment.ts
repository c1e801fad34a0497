import { api } from "../../../lib/api-client";

/** POST /api/pay/{reference}/confirm with the link's token: after the bank's 3-D Secure step. */
export const confirmPayment = (reference: string, token: string) =>
  api.post("/api/pay/{reference}/confirm", { path: { reference }, token });

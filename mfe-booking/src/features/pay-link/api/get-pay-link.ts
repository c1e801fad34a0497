import { api } from "../../../lib/api-client";

/** GET /api/pay/{reference} with the link's token: the booking and what the link asks for. */
export const getPayLink = (reference: string, token: string) =>
  api.get("/api/pay/{reference}", { path: { reference }, token });

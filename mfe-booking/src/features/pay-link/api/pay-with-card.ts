import type { PayWithCard } from "@chauffeur/contract";
import { api } from "../../../lib/api-client";

/** POST /api/pay/{reference} with the link's token: the new card's token from the processor. */
export const payWithCard = (reference: string, token: string, body: PayWithCard) =>
  api.post("/api/pay/{reference}", { path: { reference }, body, token });

import type { TripQuoteRequest } from "@chauffeur/contract";
import { api } from "../../../lib/api-client";

/** POST /api/quote-requests: the trip for the dispatcher to price. */
export const sendQuoteRequest = (body: TripQuoteRequest) => api.post("/api/quote-requests", { body });

import type { AcceptQuote } from "@chauffeur/contract";
import { api } from "../../../lib/api-client";

/** GET /api/quote-links/{token}: the quote its private link shows (410 once expired, used or declined). */
export const getQuote = (token: string) => api.get("/api/quote-links/{token}", { path: { token } });

/** POST /api/quote-links/{token}/accept: the pickup time and the card's token; the booking at the quoted price. */
export const acceptQuote = (token: string, body: AcceptQuote) =>
  api.post("/api/quote-links/{token}/accept", { path: { token }, body });

/** POST /api/quote-links/{token}/decline. */
export const declineQuote = (token: string) =>
  api.post("/api/quote-links/{token}/decline", { path: { token } });

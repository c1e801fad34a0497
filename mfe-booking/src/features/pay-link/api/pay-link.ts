import { PayLinkView, PayResult, type PayWithCard } from "@chauffeur/contract";
import { apiFetch } from "../../../lib/api-client";

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const path = (reference: string) => `/api/pay/${encodeURIComponent(reference)}`;

/** GET /api/pay/{reference}: the booking and what the link asks for. */
export const getPayLink = (reference: string, token: string) =>
  apiFetch(path(reference), PayLinkView, { headers: auth(token) });

/** POST /api/pay/{reference}: the new card's token. */
export const payWithCard = (reference: string, token: string, body: PayWithCard) =>
  apiFetch(path(reference), PayResult, { method: "POST", headers: auth(token), body: JSON.stringify(body) });

/** POST /api/pay/{reference}/confirm: after the bank's 3-D Secure step. */
export const confirmPayment = (reference: string, token: string) =>
  apiFetch(`${path(reference)}/confirm`, PayResult, { method: "POST", headers: auth(token) });

import { QUOTE_REQUEST_RECEIVED, TripQuoteReceipt, TripQuoteRequest } from "@chauffeur/contract";
import { apiRoute, createRouter, json, jsonBody } from "../http/openapi";
import { saveQuoteRequest } from "../services/enquiries/quote-requests";

const requestQuote = apiRoute({
  operationId: "requestQuote",
  method: "post",
  path: "/",
  tags: ["trip"],
  summary: "Stores a customer's request to price a trip the online booking does not (the dispatcher answers)",
  request: { body: jsonBody(TripQuoteRequest) },
  responses: { 201: json(TripQuoteReceipt, "Stored; the message to show") },
});

/** POST /api/quote-requests. */
export const quoteRequestRoutes = createRouter().openapi(requestQuote, async (c) => {
  const { id } = await saveQuoteRequest({ ctx: c.var.services, input: c.req.valid("json") });
  const body: TripQuoteReceipt = { id, message: QUOTE_REQUEST_RECEIVED };
  return c.json(body, 201);
});

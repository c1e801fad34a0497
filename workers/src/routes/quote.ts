import { QuoteRequest, QuoteResponse } from "@chauffeur/contract";
import { apiRoute, createRouter, json, jsonBody } from "../http/openapi";
import { quoteTrip } from "../services/pricing/quote";

const quote = apiRoute({
  operationId: "quoteTrip",
  method: "post",
  path: "/",
  tags: ["trip"],
  summary:
    "The server's price for a trip (nothing is stored); a trip outside the service area is 422 with `code: outside_service_area`",
  request: { body: jsonBody(QuoteRequest) },
  responses: { 200: json(QuoteResponse, "The price and its breakdown") },
  errors: [422],
});

/** POST /api/quote: the server's price for a trip (PRODUCT.md: the server owns the price). */
export const quoteRoutes = createRouter().openapi(quote, async (c) =>
  c.json(await quoteTrip({ ctx: c.var.services, input: c.req.valid("json") }), 200),
);

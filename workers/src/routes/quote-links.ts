import {
  AcceptQuote,
  MessageResult,
  QuoteAccepted,
  QuotePrice,
  QuoteTimes,
  QuoteView,
} from "@chauffeur/contract";
import { z } from "zod";
import { apiRoute, createRouter, json, jsonBody } from "../http/openapi";
import {
  acceptQuote,
  declineQuote,
  priceQuote,
  viewQuote,
} from "../services/use-cases/customer/accept-quote";

const tags = ["trip"];

/** The link's token: 256 random bits, base64url (the path is the link's own; only its hash is stored). */
const TokenParam = z.object({
  token: z
    .string()
    .regex(/^[\w-]{20,100}$/, "This quote link is not valid.")
    .describe("The token of the customer's quote link (/quote?token=...)"),
});

const view = apiRoute({
  operationId: "getQuote",
  method: "get",
  path: "/{token}",
  tags,
  summary: "The customer's quote, as their private link shows it (410 once expired, accepted or declined)",
  request: { params: TokenParam },
  responses: { 200: json(QuoteView, "The trip and its quote") },
  errors: [404, 410],
});

const price = apiRoute({
  operationId: "priceQuote",
  method: "get",
  path: "/{token}/price",
  tags,
  summary:
    "The quote at the day and time the customer picks (and a round trip's return), before accepting: the quoted day keeps its price, another day is re-priced with the rules the quote was made under",
  request: { params: TokenParam, query: QuoteTimes },
  responses: { 200: json(QuotePrice, "Each ride's price at the times picked, and the total") },
  errors: [404, 410, 422],
});

const accept = apiRoute({
  operationId: "acceptQuote",
  method: "post",
  path: "/{token}/accept",
  tags,
  summary:
    "Accepts the quote: the pickup's day and time (and a round trip's return) and the card, checked as on the booking's payment step; the booking is made at the price /price shows",
  request: { params: TokenParam, body: jsonBody(AcceptQuote) },
  responses: { 201: json(QuoteAccepted, "Booked at the quoted price") },
  errors: [402, 404, 409, 410, 422],
});

const decline = apiRoute({
  operationId: "declineQuote",
  method: "post",
  path: "/{token}/decline",
  tags,
  summary: "Declines the quote; the link stops working",
  request: { params: TokenParam },
  responses: { 200: json(MessageResult, "Declined") },
  errors: [404, 410],
});

/** /api/quote-links/{token}: the customer's quote, accepted into a booking or declined. */
export const quoteLinkRoutes = createRouter()
  .openapi(view, async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await viewQuote({ ctx: c.var.services, input: c.req.valid("param") }), 200);
  })
  .openapi(price, async (c) => {
    c.header("Cache-Control", "no-store");
    const input = { token: c.req.valid("param").token, times: c.req.valid("query") };
    return c.json(await priceQuote({ ctx: c.var.services, input }), 200);
  })
  .openapi(accept, async (c) => {
    const input = { token: c.req.valid("param").token, accept: c.req.valid("json") };
    return c.json(await acceptQuote({ ctx: c.var.services, input }), 201);
  })
  .openapi(decline, async (c) =>
    c.json(await declineQuote({ ctx: c.var.services, input: c.req.valid("param") }), 200),
  );

import { QuoteAnswer, QuoteDecline, QuoteRequestItem } from "@chauffeur/contract";
import { actorOf } from "../http/actor";
import { apiRoute, createRouter, json, jsonBody } from "../http/openapi";
import { answerQuoteRequest, declineQuoteRequest } from "../services/enquiries/quote-answer";
import { quoteRequestItem } from "../services/enquiries/quote-requests";
import { IdParam } from "./params";

const tags = ["admin"];

const answer = apiRoute({
  operationId: "sendQuote",
  method: "post",
  path: "/quote-requests/{id}/quote",
  tags,
  auth: { staff: "dispatch" },
  summary:
    "Prices a quote request (amount, vehicle, validity, note): it becomes `quoted` and the customer is e-mailed the private link /quote?token=...; a new quote replaces the old link",
  request: { params: IdParam, body: jsonBody(QuoteAnswer) },
  responses: { 200: json(QuoteRequestItem, "The request as it is now") },
  errors: [404, 409, 422],
});

const decline = apiRoute({
  operationId: "declineQuoteRequest",
  method: "post",
  path: "/quote-requests/{id}/decline",
  tags,
  auth: { staff: "dispatch" },
  summary: "Declines a quote request dispatch will not take; its link, if any, stops working",
  request: { params: IdParam, body: jsonBody(QuoteDecline) },
  responses: { 200: json(QuoteRequestItem, "The request as it is now") },
  errors: [404, 409],
});

/** /api/admin/quote-requests/{id}/quote and /decline: dispatch answers a quote request (audited). */
export const adminQuotesRoutes = createRouter()
  .openapi(answer, async (c) => {
    const ctx = c.var.services;
    const input = { id: c.req.valid("param").id, answer: c.req.valid("json"), actor: actorOf(c) };
    return c.json(quoteRequestItem(await answerQuoteRequest({ ctx, input }), null, ctx.now), 200);
  })
  .openapi(decline, async (c) => {
    const ctx = c.var.services;
    const input = { id: c.req.valid("param").id, reason: c.req.valid("json").reason, actor: actorOf(c) };
    return c.json(quoteRequestItem(await declineQuoteRequest({ ctx, input }), null, ctx.now), 200);
  });

import {
  PricingPreviewRequest,
  PricingState,
  PublishedPricing,
  PublishPricingRequest,
  QuoteResponse,
} from "@chauffeur/contract";
import { actorOf } from "../http/actor";
import { apiRoute, createRouter, json, jsonBody } from "../http/openapi";
import { quoteTrip } from "../services/pricing/quote";
import { pricingState, publishPricing } from "../services/pricing/versions";

const tags = ["admin"];

const getPricing = apiRoute({
  operationId: "getPricing",
  method: "get",
  path: "/pricing",
  tags,
  // Every staff role reads the prices (the dispatcher quotes by phone, the accountant checks a fare).
  auth: { staff: "bookings" },
  summary: "The price rules in force (`{ version, rules }`) and the versions published before",
  responses: { 200: json(PricingState, "The version in force and its rules") },
});

const previewPricing = apiRoute({
  operationId: "previewPricing",
  method: "post",
  path: "/pricing/preview",
  tags,
  auth: { staff: "owner" },
  summary: "Prices any trip under draft rules, as a quote would be, storing nothing",
  request: { body: jsonBody(PricingPreviewRequest) },
  responses: { 200: json(QuoteResponse, "The trip's price under the draft, its lines naming their rules") },
  errors: [422],
});

const publish = apiRoute({
  operationId: "publishPricing",
  method: "post",
  path: "/pricing",
  tags,
  auth: { staff: "owner" },
  summary:
    "Publishes the rules as the next version (recorded in the audit log): every price from now on uses it; bookings keep the version they were priced with",
  request: { body: jsonBody(PublishPricingRequest) },
  responses: { 201: json(PublishedPricing, "The new version's number") },
  errors: [409],
});

/** /api/admin/pricing: the operator's price rules, previewed and published in versions. */
export const adminPricingRoutes = createRouter()
  .openapi(getPricing, async (c) => c.json(await pricingState({ ctx: c.var.services }), 200))
  .openapi(previewPricing, async (c) => {
    const { rules, trip } = c.req.valid("json");
    // The draft is priced as version 0: it is no version until it is published.
    const pricing = { version: 0, rules };
    return c.json(await quoteTrip({ ctx: c.var.services, input: trip, pricing }), 200);
  })
  .openapi(publish, async (c) => {
    const input = { ...c.req.valid("json"), actor: actorOf(c) };
    const { version } = await publishPricing({ ctx: c.var.services, input });
    return c.json({ version }, 201);
  });

import { RateResult, RateView, SubmitRating } from "@chauffeur/contract";
import { z } from "zod";
import { apiRoute, createRouter, json, jsonBody } from "../http/openapi";
import { rateRide, viewRating } from "../services/use-cases/customer/rate-ride";

const tags = ["bookings"];
const params = z.object({
  token: z.string().max(2048).describe("The token of the completion message's link /rate?token=<token>"),
});

const view = apiRoute({
  operationId: "getRating",
  method: "get",
  path: "/{token}",
  tags,
  summary:
    "The ride a rating link names (completion message), its gratuity now, and whether it can still be rated (7 days) and the gratuity changed (48 hours)",
  request: { params },
  responses: { 200: json(RateView, "The ride and what the link can still do") },
  errors: [404, 409, 410],
});

const rate = apiRoute({
  operationId: "rateRide",
  method: "post",
  path: "/{token}",
  tags,
  summary:
    "Rates the ride, once (1-5 stars, a comment, what went wrong at 3 or fewer), and may set the gratuity anew: a raise is charged to the saved card (or a payment link), a cut refunded or released",
  request: { params, body: jsonBody(SubmitRating) },
  responses: {
    200: json(RateResult, "The thanks, what the gratuity change moved, and the ride as it is now"),
  },
  errors: [404, 409, 410, 422],
});

/** /api/rate/{token}: the customer's rating page; the token is the only key, as on the tracking link. */
export const rateRoutes = createRouter()
  .openapi(view, async (c) => {
    c.header("Cache-Control", "no-store");
    c.header("Referrer-Policy", "no-referrer");
    const input = { token: c.req.valid("param").token };
    return c.json(await viewRating({ ctx: c.var.services, input }), 200);
  })
  .openapi(rate, async (c) => {
    c.header("Cache-Control", "no-store");
    const input = { token: c.req.valid("param").token, rating: c.req.valid("json") };
    return c.json(await rateRide({ ctx: c.var.services, input }), 200);
  });

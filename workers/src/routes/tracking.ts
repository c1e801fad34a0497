import { TrackView } from "@chauffeur/contract";
import { z } from "zod";
import { apiRoute, createRouter, json } from "../http/openapi";
import { verifyTrackToken } from "../services/tracking/track-token";
import { trackView } from "../services/tracking/track-view";

const view = apiRoute({
  operationId: "getTracking",
  method: "get",
  path: "/{token}",
  tags: ["bookings"],
  summary:
    "A booking's private tracking link (sent with each status message): the ride's stage, the chauffeur and their car, their position while on the way or waiting, the waiting clock",
  request: {
    params: z.object({ token: z.string().max(2048).describe("The token of the link /track/<token>") }),
  },
  responses: { 200: json(TrackView, "The ride as the customer may see it now") },
  errors: [401, 404],
});

/** /api/track/{token}: what the customer's tracking page shows; the token is the only key. */
export const trackingRoutes = createRouter().openapi(view, async (c) => {
  const ctx = c.var.services;
  const bookingId = await verifyTrackToken(c.req.valid("param").token, ctx.config.JWT_SECRET);
  c.header("Cache-Control", "no-store");
  c.header("Referrer-Policy", "no-referrer");
  return c.json(await trackView({ ctx, input: { bookingId } }), 200);
});

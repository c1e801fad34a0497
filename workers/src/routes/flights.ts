import { FlightCheck, FlightCheckRequest } from "@chauffeur/contract";
import { addressOf } from "../http/actor";
import { apiRoute, createRouter, json, jsonBody } from "../http/openapi";
import { checkFlight } from "../services/flights/check";

const check = apiRoute({
  operationId: "checkFlight",
  method: "post",
  path: "/check",
  tags: ["trip"],
  summary:
    "Checks a customer's flight against the pickup's airport and day (advice: `unchecked` without a flight service)",
  request: { body: jsonBody(FlightCheckRequest) },
  responses: { 200: json(FlightCheck, "What the flight service says of it") },
});

/** /api/flights: the booking page's flight check. */
export const flightsRoutes = createRouter().openapi(check, async (c) => {
  // Without an address (only a local run lacks one), every request shares one allowance.
  const client = addressOf(c) ?? "unknown";
  return c.json(await checkFlight({ ctx: c.var.services, input: { ...c.req.valid("json"), client } }), 200);
});

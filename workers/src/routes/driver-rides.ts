import {
  DriverLogin,
  DriverPositionInput,
  DriverPositionResult,
  DriverRides,
  DriverSession,
  RespondQuery,
  RideActionResult,
  RideProgress,
} from "@chauffeur/contract";
import { z } from "zod";
import { ownDriver } from "../http/guards";
import { apiRoute, createRouter, json, jsonBody } from "../http/openapi";
import { clientAddress } from "../services/auth/rate-limit";
import { loginDriver } from "../services/drivers/sign-in";
import { respondToBooking } from "../services/rides/respond";
import { listDriverRides } from "../services/rides/view";
import { recordPosition } from "../services/tracking/positions";
import { advanceRide } from "../services/use-cases/chauffeur/advance-ride";
import { DriverRideParams, idempotencyHeader } from "./params";

const tags = ["driver"];

const login = apiRoute({
  operationId: "signInDriver",
  method: "post",
  path: "/login",
  tags,
  summary: "Signs a driver in: a driver token for 4 hours",
  request: { body: jsonBody(DriverLogin) },
  responses: { 200: json(DriverSession, "token, driver_id, driver_name, status and when the token expires") },
  errors: [401, 403, 429],
});

const rides = apiRoute({
  operationId: "listDriverRides",
  method: "get",
  path: "/{id}/bookings",
  tags,
  auth: "driver",
  middleware: [ownDriver("id")],
  summary: "The driver's own rides, by pickup time",
  request: { params: z.object({ id: z.string().describe("The signed-in driver's id") }) },
  responses: { 200: json(DriverRides, "Every item is { booking, assignment }") },
});

const respond = apiRoute({
  operationId: "respondToRide",
  method: "post",
  path: "/{driverId}/bookings/{bookingId}/respond",
  tags,
  auth: "driver",
  middleware: [ownDriver("driverId")],
  summary: "Accepts or rejects an assigned ride, with an optional note (query only)",
  request: { params: DriverRideParams, query: RespondQuery },
  responses: { 200: json(RideActionResult, "The message and the ride as it is now") },
  errors: [404, 409],
});

const progress = apiRoute({
  operationId: "advanceRide",
  method: "post",
  path: "/{driverId}/bookings/{bookingId}/progress",
  tags,
  auth: "driver",
  middleware: [ownDriver("driverId")],
  summary:
    "Moves an accepted ride on: en route (from 3 hours before pickup) → arrived → on board (waiting beyond the free time added to the fare) → completed, or no-show",
  request: {
    params: DriverRideParams,
    headers: idempotencyHeader(
      "The app's key for this tap: sent again (queued offline, or its answer lost), it is applied once and answered like the first time",
    ),
    body: jsonBody(RideProgress),
  },
  responses: { 200: json(RideActionResult, "The message and the ride as it is now") },
  errors: [404, 409, 422],
});

const position = apiRoute({
  operationId: "shareDriverPosition",
  method: "post",
  path: "/{id}/position",
  tags,
  auth: "driver",
  middleware: [ownDriver("id")],
  summary:
    "Shares where the chauffeur is (with their consent, at most every 15 s), for the customer's tracking link; only while on the way to a pickup or waiting at it",
  request: {
    params: z.object({ id: z.string().describe("The signed-in driver's id") }),
    body: jsonBody(DriverPositionInput),
  },
  responses: { 200: json(DriverPositionResult, "The ride it was recorded for, and when") },
  errors: [409],
});

/**
 * /api/drivers: the driver's own routes (sign-in and rides), mounted beside drivers.ts (the admin's
 * driver list and registration). Guards are per route: a `use("*")` here would run on the admin's paths.
 */
export const driverRidesRoutes = createRouter()
  .openapi(login, async (c) => {
    const address = clientAddress((name) => c.req.header(name));
    const session = await loginDriver({ ctx: c.var.services, input: { ...c.req.valid("json"), address } });
    c.header("Cache-Control", "no-store");
    return c.json(session, 200);
  })
  .openapi(rides, async (c) => {
    c.header("Cache-Control", "no-store");
    const input = { driverId: c.req.valid("param").id };
    return c.json(await listDriverRides({ ctx: c.var.services, input }), 200);
  })
  .openapi(respond, async (c) => {
    const input = { ...c.req.valid("param"), ...c.req.valid("query") };
    return c.json(await respondToBooking({ ctx: c.var.services, input }), 200);
  })
  .openapi(progress, async (c) => {
    const input = {
      ...c.req.valid("param"),
      ...c.req.valid("json"),
      tapKey: c.req.valid("header")["idempotency-key"] || null,
    };
    return c.json(await advanceRide({ ctx: c.var.services, input }), 200);
  })
  .openapi(position, async (c) => {
    const input = { ...c.req.valid("json"), driverId: c.req.valid("param").id };
    return c.json(await recordPosition({ ctx: c.var.services, input }), 200);
  });

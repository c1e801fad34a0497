import {
  DriverLogin,
  DriverPositionInput,
  DriverPositionResult,
  DriverRides,
  DriverSession,
  RespondQuery,
  RideActionResult,
  RideProgress,
  SessionsRevoked,
} from "@chauffeur/contract";
import type { MiddlewareHandler } from "hono";
import { z } from "zod";
import { actorOf, addressOf } from "../http/actor";
import { deviceOf, rememberDevice } from "../http/device-cookie";
import { apiRoute, createRouter, json, jsonBody } from "../http/openapi";
import type { AppEnv } from "../http/types";
import { ForbiddenError } from "../services/core/errors";
import { loginDriver, signOutDriver } from "../services/drivers/sign-in";
import { listDriverRides } from "../services/rides/view";
import { recordPosition } from "../services/tracking/positions";
import { advanceRide, respondToRide } from "../services/use-cases/chauffeur/advance-ride";
import { DriverRideParams, idempotencyHeader } from "./params";

/** The path's driver must be the token's (the guard has checked the token itself); before validation. */
const ownRides =
  (param: "id" | "driverId"): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const driverId = c.req.param(param);
    if (!driverId || driverId !== c.get("auth").sub) {
      throw new ForbiddenError("You can only see and change your own rides");
    }
    await next();
  };

const tags = ["driver"];

const login = apiRoute({
  operationId: "signInDriver",
  method: "post",
  path: "/login",
  tags,
  summary: "Signs a driver in: a session of a 14-hour shift, its token renewed every 15 minutes",
  request: { body: jsonBody(DriverLogin) },
  responses: { 200: json(DriverSession, "token, driver_id, driver_name, status and when the token expires") },
  errors: [401, 403, 429],
});

const logout = apiRoute({
  method: "post",
  path: "/logout",
  operationId: "signOutDriver",
  tags,
  auth: "driver",
  summary: "Signs the chauffeur out of this device: the session ends, its token answers 401 from now on",
  responses: { 200: json(SessionsRevoked, "Signed out") },
});

const revokeAll = apiRoute({
  method: "post",
  path: "/sessions/revoke-all",
  operationId: "signOutDriverEverywhere",
  tags,
  auth: "driver",
  summary: "Signs the chauffeur out everywhere: every session of theirs ends (a lost phone)",
  responses: { 200: json(SessionsRevoked, "How many sessions ended") },
});

const rides = apiRoute({
  operationId: "listDriverRides",
  method: "get",
  path: "/{id}/bookings",
  tags,
  auth: "driver",
  middleware: [ownRides("id")],
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
  middleware: [ownRides("driverId")],
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
  middleware: [ownRides("driverId")],
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
  middleware: [ownRides("id")],
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
    const device = await deviceOf(c);
    const input = { ...c.req.valid("json"), address: addressOf(c), device };
    const session = await loginDriver({ ctx: c.var.services, input });
    await rememberDevice(c, device, "driver", input.email);
    c.header("Cache-Control", "no-store");
    return c.json(session, 200);
  })
  .openapi(logout, async (c) => {
    const input = { sid: c.var.auth.sid ?? "", actor: actorOf(c), everywhere: false };
    return c.json(await signOutDriver({ ctx: c.var.services, input }), 200);
  })
  .openapi(revokeAll, async (c) => {
    const input = { sid: c.var.auth.sid ?? "", actor: actorOf(c), everywhere: true };
    return c.json(await signOutDriver({ ctx: c.var.services, input }), 200);
  })
  .openapi(rides, async (c) => {
    c.header("Cache-Control", "no-store");
    const input = { driverId: c.req.valid("param").id };
    return c.json(await listDriverRides({ ctx: c.var.services, input }), 200);
  })
  .openapi(respond, async (c) => {
    const input = { ...c.req.valid("param"), ...c.req.valid("query"), actor: actorOf(c) };
    return c.json(await respondToRide({ ctx: c.var.services, input }), 200);
  })
  .openapi(progress, async (c) => {
    const input = {
      ...c.req.valid("param"),
      ...c.req.valid("json"),
      tapKey: c.req.valid("header")["idempotency-key"] || null,
      actor: actorOf(c),
    };
    return c.json(await advanceRide({ ctx: c.var.services, input }), 200);
  })
  .openapi(position, async (c) => {
    const input = { ...c.req.valid("json"), driverId: c.req.valid("param").id };
    return c.json(await recordPosition({ ctx: c.var.services, input }), 200);
  });

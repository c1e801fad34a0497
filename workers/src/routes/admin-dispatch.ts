import {
  AssignDriverOverride,
  AssignDriverQuery,
  Board,
  BoardQuery,
  BookingActionResult,
  DayPlan,
  DayPlanQuery,
  DriverOptions,
  FlightLandingInput,
  FlightLandingResult,
  serviceInstant,
} from "@chauffeur/contract";
import { actorOf } from "../http/actor";
import { apiRoute, createRouter, json, jsonBody } from "../http/openapi";
import { BadRequestError } from "../services/core/errors";
import { driverOptions } from "../services/rides/assignment";
import { dispatchBoard } from "../services/rides/board";
import { dayPlan } from "../services/rides/day-plan";
import { assignDriverAudited, enterLandingAudited } from "../services/use-cases/dispatch/dispatch-actions";
import { IdParam } from "./params";

const tags = ["admin"];

const assign = apiRoute({
  operationId: "assignDriver",
  method: "post",
  path: "/bookings/{id}/assign-driver",
  tags,
  auth: { staff: "dispatch" },
  summary:
    "Assigns or reassigns an active driver who drives the vehicle type and is free at that time; a clash is 409 unless the body overrides it with a reason, which the history keeps and the chauffeur is told",
  request: {
    params: IdParam,
    query: AssignDriverQuery,
    body: { required: false, content: { "application/json": { schema: AssignDriverOverride } } },
  },
  responses: { 200: json(BookingActionResult, "The message and the booking as it is now") },
  errors: [404, 409, 422],
});

const board = apiRoute({
  operationId: "getDispatchBoard",
  method: "get",
  path: "/board",
  tags,
  auth: { staff: "dispatch" },
  summary:
    "The dispatcher's board: live bookings from an hour ago to `hours` (1-72, default 24) ahead, by pickup time, with the driver, the ride's stage and the payment's state",
  request: { query: BoardQuery },
  responses: { 200: json(Board, "The window and its rides") },
});

const dayPlanRoute = apiRoute({
  operationId: "getDayPlan",
  method: "get",
  path: "/day-plan",
  tags,
  auth: { staff: "dispatch" },
  summary:
    "One day's plan (New York midnight to midnight, today by default): each driver's rides as busy windows with the rides they clash with, and the day's rides without a driver",
  request: { query: DayPlanQuery },
  responses: { 200: json(DayPlan, "The day's plan") },
});

const flightLanding = apiRoute({
  operationId: "enterFlightLanding",
  method: "post",
  path: "/bookings/{id}/flight-landing",
  tags,
  auth: { staff: "dispatch" },
  summary:
    "Enters when an airport pickup's flight lands (New York date and time): the pickup follows, keeping the customer's margin after the landing (at least FLIGHT_PICKUP_BUFFER_MINUTES), and the customer, the chauffeur and dispatch are told",
  request: { params: IdParam, body: jsonBody(FlightLandingInput) },
  responses: { 200: json(FlightLandingResult, "What happened to the pickup, and when it is now") },
  errors: [404, 409, 422],
});

const options = apiRoute({
  operationId: "listDriverOptions",
  method: "get",
  path: "/bookings/{id}/driver-options",
  tags,
  auth: { staff: "dispatch" },
  summary:
    "The active drivers of the booking's vehicle type, ranked as suggestions (free for the whole ride, fewest rides that day, drives this class only), each with its reasons; a busy one names the ride that clashes",
  request: { params: IdParam },
  responses: { 200: json(DriverOptions, "Every driver who drives that vehicle type, by name") },
  errors: [404],
});

/** /api/admin: dispatching: assigning a driver and the choice of drivers, the board, the day plan, a landing. */
export const adminDispatchRoutes = createRouter()
  .openapi(assign, async (c) => {
    // The body is optional: none (or no override) assigns only a driver who is free.
    const body = c.req.valid("json") as AssignDriverOverride | undefined;
    const input = {
      id: c.req.valid("param").id,
      driverId: c.req.valid("query").driver_id,
      adminId: c.var.auth.sub,
      override: body?.override && body.reason ? { reason: body.reason } : null,
      actor: actorOf(c),
    };
    return c.json(await assignDriverAudited({ ctx: c.var.services, input }), 200);
  })
  .openapi(board, async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await dispatchBoard({ ctx: c.var.services, input: c.req.valid("query") }), 200);
  })
  .openapi(dayPlanRoute, async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await dayPlan({ ctx: c.var.services, input: c.req.valid("query") }), 200);
  })
  .openapi(flightLanding, async (c) => {
    const { date, time } = c.req.valid("json");
    const landingAt = serviceInstant(date, time);
    if (!landingAt) throw new BadRequestError("date: that time does not exist in New York on that day");
    const input = {
      bookingId: c.req.valid("param").id,
      landingAt: landingAt.getTime(),
      adminId: c.var.auth.sub,
      actor: actorOf(c),
    };
    return c.json(await enterLandingAudited({ ctx: c.var.services, input }), 200);
  })
  .openapi(options, async (c) =>
    c.json(await driverOptions({ ctx: c.var.services, input: c.req.valid("param") }), 200),
  );

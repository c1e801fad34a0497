import {
  AdminCancelBooking,
  AdminLogin,
  AdminSession,
  AdminStats,
  AssignDriverQuery,
  Board,
  BoardQuery,
  BookingActionResult,
  BookingDetails,
  BookingListQuery,
  BookingPage,
  ContactMessagePage,
  ContactReply,
  ContactReplyResult,
  DayPlan,
  DayPlanQuery,
  DevSignIn,
  DriverOptions,
  FlightLandingInput,
  FlightLandingResult,
  MessageResult,
  OutboxPage,
  PageQuery,
  QuoteRequestPage,
  serviceInstant,
  UpdateDriver,
} from "@chauffeur/contract";
import { apiRoute, createRouter, json, jsonBody } from "../http/openapi";
import { clientAddress } from "../services/auth/rate-limit";
import { approveBooking } from "../services/bookings/approve";
import { cancelBookingAsAdmin } from "../services/bookings/cancel";
import { getBookingDetails } from "../services/bookings/details";
import { listBookings } from "../services/bookings/list";
import { getStats } from "../services/bookings/stats";
import { BadRequestError } from "../services/core/errors";
import { deleteDriver, updateDriver } from "../services/drivers/manage";
import { listContactMessages, replyToContactMessage } from "../services/enquiries/contact";
import { listQuoteRequests } from "../services/enquiries/quote-requests";
import { flightSettingsOf } from "../services/flights";
import { enterLanding } from "../services/flights/landing";
import { moneyFor } from "../services/money/context";
import { listOutbox } from "../services/outbox/list";
import { assignDriver, driverOptions } from "../services/rides/assignment";
import { dispatchBoard } from "../services/rides/board";
import { dayPlan } from "../services/rides/day-plan";
import { developmentSignIn } from "../services/staff/dev-sign-in";
import { loginAdmin } from "../services/staff/sign-in";
import { linkCtxOf } from "../services/tracking/track-token";
import { IdParam } from "./params";

const tags = ["admin"];

const login = apiRoute({
  method: "post",
  path: "/login",
  tags,
  summary: "Signs the dispatcher in: an admin token for 1 hour",
  request: { body: jsonBody(AdminLogin) },
  responses: { 200: json(AdminSession, "The admin token and when it expires") },
  errors: [401, 429],
});

const devSignIn = apiRoute({
  method: "get",
  path: "/dev-sign-in",
  tags,
  summary: "The development sign-in, when this is a development server where it works (else null)",
  responses: { 200: json(DevSignIn, "The pair the sign-in screen may show, or null") },
});

const stats = apiRoute({
  method: "get",
  path: "/stats",
  tags,
  auth: "admin",
  summary: "The dashboard's counts",
  responses: { 200: json(AdminStats, "Bookings, pending, active drivers, unassigned") },
});

const bookingList = apiRoute({
  method: "get",
  path: "/bookings",
  tags,
  auth: "admin",
  summary: "Bookings, newest first: paged, searchable by reference, name or e-mail, filtered by status",
  request: { query: BookingListQuery },
  responses: { 200: json(BookingPage, "One page of bookings") },
});

const bookingDetails = apiRoute({
  method: "get",
  path: "/bookings/{id}",
  tags,
  auth: "admin",
  summary: "One booking with its history",
  request: { params: IdParam },
  responses: { 200: json(BookingDetails, "The booking and every change to it") },
  errors: [404],
});

const approve = apiRoute({
  method: "post",
  path: "/bookings/{id}/approve",
  tags,
  auth: "admin",
  summary: "Approves a pending booking (pending → confirmed); the customer is told",
  request: { params: IdParam },
  responses: { 200: json(BookingActionResult, "The message and the booking as it is now") },
  errors: [404, 409],
});

const cancel = apiRoute({
  method: "post",
  path: "/bookings/{id}/cancel",
  tags,
  auth: "admin",
  summary: "Cancels a booking with a reason: the refund tier of the moment applies unless the fee is waived",
  request: { params: IdParam, body: jsonBody(AdminCancelBooking) },
  responses: { 200: json(MessageResult, "Cancelled; the customer is told") },
  errors: [404, 409],
});

const assign = apiRoute({
  method: "post",
  path: "/bookings/{id}/assign-driver",
  tags,
  auth: "admin",
  summary: "Assigns or reassigns an active driver who drives the vehicle type and is free at that time",
  request: { params: IdParam, query: AssignDriverQuery },
  responses: { 200: json(BookingActionResult, "The message and the booking as it is now") },
  errors: [404, 409, 422],
});

const options = apiRoute({
  method: "get",
  path: "/bookings/{id}/driver-options",
  tags,
  auth: "admin",
  summary:
    "The active drivers of the booking's vehicle type, each available or not, a busy one with the ride that clashes",
  request: { params: IdParam },
  responses: { 200: json(DriverOptions, "Every driver who drives that vehicle type, by name") },
  errors: [404],
});

const board = apiRoute({
  method: "get",
  path: "/board",
  tags,
  auth: "admin",
  summary:
    "The dispatcher's board: live bookings from an hour ago to `hours` (1-72, default 24) ahead, by pickup time, with the driver, the ride's stage and the payment's state",
  request: { query: BoardQuery },
  responses: { 200: json(Board, "The window and its rides") },
});

const dayPlanRoute = apiRoute({
  method: "get",
  path: "/day-plan",
  tags,
  auth: "admin",
  summary:
    "One day's plan (New York midnight to midnight, today by default): each driver's rides as busy windows with the rides they clash with, and the day's rides without a driver",
  request: { query: DayPlanQuery },
  responses: { 200: json(DayPlan, "The day's plan") },
});

const flightLanding = apiRoute({
  method: "post",
  path: "/bookings/{id}/flight-landing",
  tags,
  auth: "admin",
  summary:
    "Enters when an airport pickup's flight lands (New York date and time): the pickup follows, keeping the customer's margin after the landing (at least FLIGHT_PICKUP_BUFFER_MINUTES), and the customer, the chauffeur and dispatch are told",
  request: { params: IdParam, body: jsonBody(FlightLandingInput) },
  responses: { 200: json(FlightLandingResult, "What happened to the pickup, and when it is now") },
  errors: [404, 409, 422],
});

const removeDriver = apiRoute({
  method: "delete",
  path: "/drivers/{id}",
  tags,
  auth: "admin",
  summary: "Deletes a driver; their rides become unassigned",
  request: { params: IdParam },
  responses: { 200: json(MessageResult, "Deleted") },
  errors: [404],
});

const editDriver = apiRoute({
  method: "patch",
  path: "/drivers/{id}",
  tags,
  auth: "admin",
  summary: "Corrects a driver's details and vehicle types, or makes them active or inactive",
  request: { params: IdParam, body: jsonBody(UpdateDriver) },
  responses: { 200: json(MessageResult, "Updated") },
  errors: [404, 409],
});

const contactMessages = apiRoute({
  method: "get",
  path: "/contact-messages",
  tags,
  auth: "admin",
  summary: "Messages from the contact page, newest first",
  request: { query: PageQuery },
  responses: { 200: json(ContactMessagePage, "One page of messages") },
});

const reply = apiRoute({
  method: "post",
  path: "/contact-messages/{id}/reply",
  tags,
  auth: "admin",
  summary: "Answers a contact message once: stores the reply and queues the e-mail",
  request: { params: IdParam, body: jsonBody(ContactReply) },
  responses: { 200: json(ContactReplyResult, "The message as it is now") },
  errors: [404, 409],
});

const quoteRequests = apiRoute({
  method: "get",
  path: "/quote-requests",
  tags,
  auth: "admin",
  summary: "Customers' quote requests, newest first",
  request: { query: PageQuery },
  responses: { 200: json(QuoteRequestPage, "One page of quote requests") },
});

const outbox = apiRoute({
  method: "get",
  path: "/outbox",
  tags,
  auth: "admin",
  summary: "What customers were told, and whether it went out",
  request: { query: PageQuery },
  responses: { 200: json(OutboxPage, "One page of messages") },
});

/** /api/admin: sign-in is open; everything else needs an admin token. */
export const adminRoutes = createRouter()
  .openapi(login, async (c) => {
    const config = c.get("config");
    const session = await loginAdmin(
      {
        db: c.get("db"),
        jwtSecret: config.JWT_SECRET,
        bootstrap: { username: config.ADMIN_USERNAME, password: config.ADMIN_PASSWORD },
        address: clientAddress((name) => c.req.header(name)),
      },
      c.req.valid("json"),
    );
    c.header("Cache-Control", "no-store");
    return c.json(session, 200);
  })
  .openapi(devSignIn, async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await developmentSignIn({ db: c.get("db"), config: c.get("config") }), 200);
  })
  .openapi(stats, async (c) => c.json(await getStats({ db: c.get("db") }), 200))
  .openapi(bookingList, async (c) =>
    c.json(await listBookings({ db: c.get("db"), query: c.req.valid("query") }), 200),
  )
  .openapi(bookingDetails, async (c) =>
    c.json(await getBookingDetails({ db: c.get("db"), id: c.req.valid("param").id }), 200),
  )
  .openapi(approve, async (c) => {
    const db = c.get("db");
    const result = await approveBooking({
      db,
      id: c.req.valid("param").id,
      adminId: c.get("auth").sub,
      money: moneyFor({ db, config: c.get("config") }),
    });
    return c.json(result, 200);
  })
  .openapi(cancel, async (c) => {
    const { reason, waiveFee } = c.req.valid("json");
    const db = c.get("db");
    const result = await cancelBookingAsAdmin({
      db,
      money: moneyFor({ db, config: c.get("config") }),
      id: c.req.valid("param").id,
      adminId: c.get("auth").sub,
      reason,
      waiveFee,
    });
    return c.json(result, 200);
  })
  .openapi(assign, async (c) => {
    const result = await assignDriver({
      db: c.get("db"),
      id: c.req.valid("param").id,
      driverId: c.req.valid("query").driver_id,
      adminId: c.get("auth").sub,
      links: linkCtxOf(c.get("config")),
      bufferMs: c.get("config").DRIVER_TURNAROUND_MINUTES * 60_000,
    });
    return c.json(result, 200);
  })
  .openapi(board, async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await dispatchBoard({ db: c.get("db"), query: c.req.valid("query") }), 200);
  })
  .openapi(dayPlanRoute, async (c) => {
    c.header("Cache-Control", "no-store");
    const plan = await dayPlan({
      db: c.get("db"),
      date: c.req.valid("query").date,
      bufferMs: c.get("config").DRIVER_TURNAROUND_MINUTES * 60_000,
    });
    return c.json(plan, 200);
  })
  .openapi(flightLanding, async (c) => {
    const { date, time } = c.req.valid("json");
    const landingAt = serviceInstant(date, time);
    if (!landingAt) throw new BadRequestError("date: that time does not exist in New York on that day");
    const result = await enterLanding(
      c.get("db"),
      c.req.valid("param").id,
      landingAt.getTime(),
      c.get("auth").sub,
      flightSettingsOf(c.get("config")),
      new Date(),
    );
    return c.json(result, 200);
  })
  .openapi(options, async (c) => {
    const result = await driverOptions({
      db: c.get("db"),
      id: c.req.valid("param").id,
      bufferMs: c.get("config").DRIVER_TURNAROUND_MINUTES * 60_000,
    });
    return c.json(result, 200);
  })
  .openapi(removeDriver, async (c) => {
    const result = await deleteDriver({
      db: c.get("db"),
      id: c.req.valid("param").id,
      adminId: c.get("auth").sub,
    });
    return c.json(result, 200);
  })
  .openapi(editDriver, async (c) =>
    c.json(
      await updateDriver({ db: c.get("db"), id: c.req.valid("param").id, input: c.req.valid("json") }),
      200,
    ),
  )
  .openapi(contactMessages, async (c) =>
    c.json(await listContactMessages({ db: c.get("db"), query: c.req.valid("query") }), 200),
  )
  .openapi(reply, async (c) => {
    const result = await replyToContactMessage({
      db: c.get("db"),
      id: c.req.valid("param").id,
      input: c.req.valid("json"),
      siteName: c.get("config").SITE_NAME,
    });
    return c.json(result, 200);
  })
  .openapi(quoteRequests, async (c) =>
    c.json(await listQuoteRequests({ db: c.get("db"), query: c.req.valid("query") }), 200),
  )
  .openapi(outbox, async (c) =>
    c.json(await listOutbox({ db: c.get("db"), query: c.req.valid("query") }), 200),
  );

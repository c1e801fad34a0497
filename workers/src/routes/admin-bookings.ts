import {
  AddedExtra,
  AdminAddExtra,
  AdminBooking,
  AdminBookingCreated,
  AdminCancelBooking,
  AdminCreateBooking,
  AdminEditBooking,
  AdminStats,
  BookingActionResult,
  BookingChangePreview,
  BookingDetails,
  BookingListQuery,
  BookingPage,
  MessageResult,
} from "@chauffeur/contract";
import { z } from "zod";
import { actorOf } from "../http/actor";
import { apiRoute, createRouter, json, jsonBody } from "../http/openapi";
import { createDispatcherBooking } from "../services/bookings/create";
import { getBookingDetails } from "../services/bookings/details";
import { listBookings } from "../services/bookings/list";
import { getStats } from "../services/bookings/stats";
import { approveBooking } from "../services/use-cases/dispatch/approve-booking";
import { cancelBooking } from "../services/use-cases/dispatch/cancel-booking";
import { editBookingAsDispatcher } from "../services/use-cases/dispatch/edit-booking";
import { addExtraAsStaff } from "../services/use-cases/dispatch/money";
import { IdParam, idempotencyHeader } from "./params";

const tags = ["admin"];

const stats = apiRoute({
  operationId: "getDashboardStats",
  method: "get",
  path: "/stats",
  tags,
  auth: { staff: "bookings" },
  summary: "The dashboard's counts",
  responses: { 200: json(AdminStats, "Bookings, pending, active drivers, unassigned") },
});

const bookingList = apiRoute({
  operationId: "listBookings",
  method: "get",
  path: "/bookings",
  tags,
  auth: { staff: "bookings" },
  summary: "Bookings, newest first: paged, searchable by reference, name or e-mail, filtered by status",
  request: { query: BookingListQuery },
  responses: { 200: json(BookingPage, "One page of bookings") },
});

const createForCaller = apiRoute({
  operationId: "createBookingForCaller",
  method: "post",
  path: "/bookings",
  tags,
  auth: { staff: "dispatch" },
  summary:
    "Books a caller's ride: the online booking's rules and price (or an override with a reason); the customer adds the card through the answered payment link",
  request: { body: jsonBody(AdminCreateBooking) },
  responses: { 201: json(AdminBookingCreated, "Booked and confirmed; payment awaiting the card") },
  errors: [422],
});

const bookingDetails = apiRoute({
  operationId: "getBooking",
  method: "get",
  path: "/bookings/{id}",
  tags,
  auth: { staff: "bookings" },
  summary: "One booking with its history",
  request: { params: IdParam },
  responses: { 200: json(BookingDetails, "The booking and every change to it") },
  errors: [404],
});

const edit = apiRoute({
  operationId: "changeBooking",
  method: "patch",
  path: "/bookings/{id}",
  tags,
  auth: { staff: "dispatch" },
  summary:
    "Changes a live booking: re-priced and re-checked (lead time, party, service area, the chauffeur's other rides); the hold follows; customer and chauffeur are told. `preview: true` answers the price and changes nothing",
  request: { params: IdParam, body: jsonBody(AdminEditBooking) },
  responses: {
    200: json(
      z.union([AdminBooking, BookingChangePreview]),
      "The booking as it is now; or, for a preview, the new fare and the difference",
    ),
  },
  errors: [404, 409, 422],
});

const addExtra = apiRoute({
  operationId: "addBookingExtra",
  method: "post",
  path: "/bookings/{id}/extras",
  tags,
  auth: { staff: "dispatch" },
  summary:
    "Adds a toll, parking, a meet-and-greet sign or another cost to a ride: captured with the fare, or after the ride charged to the saved card (or owed through the payment link)",
  request: {
    params: IdParam,
    headers: idempotencyHeader(
      "The same extra sent again (a retry, a double click, ten at once) is added and charged once; each answer is the first",
    ),
    body: jsonBody(AdminAddExtra),
  },
  responses: { 201: json(AddedExtra, "The extra's line and how it is paid") },
  errors: [404, 409],
});

const approve = apiRoute({
  operationId: "approveBooking",
  method: "post",
  path: "/bookings/{id}/approve",
  tags,
  auth: { staff: "dispatch" },
  summary: "Approves a pending booking (pending → confirmed); the customer is told",
  request: { params: IdParam },
  responses: { 200: json(BookingActionResult, "The message and the booking as it is now") },
  errors: [404, 409],
});

const cancel = apiRoute({
  operationId: "cancelBookingAsDispatcher",
  method: "post",
  path: "/bookings/{id}/cancel",
  tags,
  auth: { staff: "dispatch" },
  summary: "Cancels a booking with a reason: the refund tier of the moment applies unless the fee is waived",
  request: { params: IdParam, body: jsonBody(AdminCancelBooking) },
  responses: { 200: json(MessageResult, "Cancelled; the customer is told") },
  errors: [404, 409],
});

/** /api/admin: the dashboard's counts and the bookings: the list, one booking, approving and cancelling. */
export const adminBookingsRoutes = createRouter()
  .openapi(stats, async (c) => c.json(await getStats({ ctx: c.var.services }), 200))
  .openapi(bookingList, async (c) =>
    c.json(await listBookings({ ctx: c.var.services, input: c.req.valid("query") }), 200),
  )
  .openapi(createForCaller, async (c) => {
    const input = { booking: c.req.valid("json"), actor: actorOf(c) };
    return c.json(await createDispatcherBooking({ ctx: c.var.services, input }), 201);
  })
  .openapi(bookingDetails, async (c) =>
    c.json(await getBookingDetails({ ctx: c.var.services, input: c.req.valid("param") }), 200),
  )
  .openapi(edit, async (c) => {
    const input = { id: c.req.valid("param").id, change: c.req.valid("json"), actor: actorOf(c) };
    return c.json(await editBookingAsDispatcher({ ctx: c.var.services, input }), 200);
  })
  .openapi(addExtra, async (c) => {
    const input = {
      ...c.req.valid("json"),
      bookingId: c.req.valid("param").id,
      idempotencyKey: c.req.valid("header")["idempotency-key"] || null,
      actor: actorOf(c),
    };
    return c.json(await addExtraAsStaff({ ctx: c.var.services, input }), 201);
  })
  .openapi(approve, async (c) => {
    const input = { id: c.req.valid("param").id, adminId: c.var.auth.sub, actor: actorOf(c) };
    return c.json(await approveBooking({ ctx: c.var.services, input }), 200);
  })
  .openapi(cancel, async (c) => {
    const input = {
      ...c.req.valid("json"),
      id: c.req.valid("param").id,
      adminId: c.var.auth.sub,
      actor: actorOf(c),
    };
    return c.json(await cancelBooking({ ctx: c.var.services, input }), 200);
  });

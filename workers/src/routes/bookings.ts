import {
  BookingChangePreview,
  BookingLookup,
  BookingLookupResult,
  BookingReceipt,
  CancelBooking,
  CancelBookingResult,
  CreateBooking,
  CustomerChangeResult,
  CustomerEditBooking,
  ShortNoticeReceipt,
} from "@chauffeur/contract";
import type { MiddlewareHandler } from "hono";
import { z } from "zod";
import { actorOf, addressOf } from "../http/actor";
import { deviceOf, rememberDevice } from "../http/device-cookie";
import { optionalAccount } from "../http/guards";
import { apiRoute, createRouter, json, jsonBody } from "../http/openapi";
import type { AppEnv } from "../http/types";
import { bookerOf } from "../services/accounts/booker";
import { knownDeviceFor } from "../services/auth/device";
import { lookupKeys } from "../services/auth/rate-limit";
import { createBooking } from "../services/bookings/create";
import { assertTokenBooking, lookupBooking } from "../services/bookings/lookup";
import { shortNoticeQuoteRequest } from "../services/enquiries/short-notice";
import { cancelBooking } from "../services/use-cases/customer/cancel-booking";
import { changeBookingAsCustomer } from "../services/use-cases/customer/change-booking";
import { idempotencyHeader, ReferenceParam } from "./params";

const tags = ["bookings"];

const lookup = apiRoute({
  operationId: "lookUpBooking",
  method: "post",
  path: "/lookup",
  tags,
  summary: "Finds the customer's booking by reference and e-mail; answers a customer token (30 minutes)",
  request: { body: jsonBody(BookingLookup) },
  responses: { 200: json(BookingLookupResult, "The booking, what cancelling now would cost, and the token") },
  errors: [404, 429],
});

/** The token's booking must be the path's, before the body is read (403 otherwise). */
const ownBooking: MiddlewareHandler<AppEnv> = async (c, next) => {
  await assertTokenBooking({
    ctx: c.var.services,
    input: { bookingId: c.var.auth.sub, reference: c.req.param("reference") ?? "" },
  });
  await next();
};

const cancel = apiRoute({
  operationId: "cancelBookingAsCustomer",
  method: "post",
  path: "/{reference}/cancel",
  tags,
  auth: "customer",
  middleware: ownBooking,
  summary: "The customer cancels their booking with the refund tier of the moment",
  request: { params: ReferenceParam, body: jsonBody(CancelBooking) },
  responses: { 200: json(CancelBookingResult, "The booking as it is now") },
  errors: [404, 409],
});

const change = apiRoute({
  operationId: "changeBookingAsCustomer",
  method: "patch",
  path: "/{reference}",
  tags,
  auth: "customer",
  middleware: ownBooking,
  summary:
    "The customer changes their booking until 12 hours before pickup: re-priced and re-checked; `preview: true` answers the price and changes nothing",
  request: { params: ReferenceParam, body: jsonBody(CustomerEditBooking) },
  responses: {
    200: json(
      z.union([CustomerChangeResult, BookingChangePreview]),
      "The booking as changed and the page's message; or, for a preview, the new fare, any fee and the difference",
    ),
  },
  errors: [404, 409, 422],
});

const create = apiRoute({
  operationId: "createBooking",
  method: "post",
  path: "/",
  tags,
  // A signed-in customer's account token (optional): their saved card, or billing a company on account.
  middleware: [optionalAccount],
  summary:
    "Books a ride: validates, prices on the server, authorizes the card (or bills a company), stores it. A pickup inside the lead time is 422, or 202 kept as a quote request when the operator takes short-notice requests",
  request: {
    headers: idempotencyHeader(
      "Retries with the same key book once and answer the first booking again (200)",
    ),
    body: jsonBody(CreateBooking),
  },
  responses: {
    201: json(BookingReceipt, "Booked and authorized"),
    200: json(BookingReceipt, "A retry with the same Idempotency-Key: the first booking again"),
    202: json(
      ShortNoticeReceipt,
      "Inside the lead time: kept as a quote request, nothing booked or charged (a retry with the same Idempotency-Key: the same request again)",
    ),
  },
  // 401 and 403: an ended account token, or billing a company the booker is not approved for.
  errors: [401, 402, 403, 409, 422],
});

/**
 * POST /api/bookings: a paid-for (authorized) booking request; retries with one Idempotency-Key book once.
 * POST /api/bookings/lookup and /api/bookings/{reference}/cancel: the customer's own booking (PRODUCT.md).
 */
export const bookingsRoutes = createRouter()
  .openapi(lookup, async (c) => {
    const { reference, email } = c.req.valid("json");
    // A browser that booked or looked this booking up before is gated by its own misses only.
    const device = await deviceOf(c);
    const limitKeys = lookupKeys(reference, addressOf(c), await knownDeviceFor(device, "lookup", reference));
    const result = await lookupBooking({ ctx: c.var.services, input: { reference, email, limitKeys } });
    await rememberDevice(c, device, "lookup", reference);
    c.header("cache-control", "no-store");
    return c.json(result, 200);
  })
  .openapi(cancel, async (c) => {
    const input = {
      ...c.req.valid("json"),
      bookingId: c.var.auth.sub,
      reference: c.req.valid("param").reference,
    };
    const result = await cancelBooking({ ctx: c.var.services, input });
    c.header("cache-control", "no-store");
    return c.json(result, 200);
  })
  .openapi(change, async (c) => {
    const input = { bookingId: c.var.auth.sub, change: c.req.valid("json"), actor: actorOf(c) };
    const result = await changeBookingAsCustomer({ ctx: c.var.services, input });
    c.header("cache-control", "no-store");
    return c.json(result, 200);
  })
  .openapi(create, async (c) => {
    const input = {
      booking: c.req.valid("json"),
      idempotencyKey: c.req.valid("header")["idempotency-key"] || null,
      booker: bookerOf(c.get("account")),
    };
    const shortNotice = await shortNoticeQuoteRequest({ ctx: c.var.services, input });
    if (shortNotice) {
      if (shortNotice.replayed) c.header("idempotent-replayed", "true");
      return c.json(shortNotice.receipt, 202);
    }
    const { receipt, replayed } = await createBooking({ ctx: c.var.services, input });
    if (replayed) c.header("idempotent-replayed", "true");
    await rememberDevice(c, await deviceOf(c), "lookup", receipt.reference);
    return c.json(receipt, replayed ? 200 : 201);
  });

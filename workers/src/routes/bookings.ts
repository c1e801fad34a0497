import { BookingLookup, CancelBooking, CreateBooking } from "@chauffeur/contract";
import { Hono } from "hono";
import { BadRequestError } from "../lib/errors";
import type { AppEnv } from "../lib/types";
import { jsonBody } from "../lib/validate";
import { requireCustomer } from "../middleware/auth";
import { clientAddress, lookupKeys } from "../services/auth/rate-limit";
import { createBooking } from "../services/bookings/create";
import { cancelBooking, lookupBooking } from "../services/bookings/manage";
import { mapsProviderFor } from "../services/maps";
import { paymentProviderFor } from "../services/payments";

const IDEMPOTENCY_KEY = /^[\w-]{8,100}$/;

/**
 * POST /api/bookings: a paid-for (authorized) booking request; retries with one Idempotency-Key book once.
 * POST /api/bookings/lookup and /api/bookings/{reference}/cancel: the customer's own booking (PRODUCT.md).
 */
export const bookingsRoutes = new Hono<AppEnv>()
  .post("/lookup", async (c) => {
    const { reference, email } = await jsonBody(c, BookingLookup);
    const result = await lookupBooking({
      db: c.get("db"),
      reference,
      email,
      limitKeys: lookupKeys(
        reference,
        clientAddress((name) => c.req.header(name)),
      ),
      secret: c.get("config").JWT_SECRET,
    });
    c.header("cache-control", "no-store");
    return c.json(result, 200);
  })
  .post("/:reference/cancel", requireCustomer, async (c) => {
    const { reason } = await jsonBody(c, CancelBooking);
    const result = await cancelBooking({
      db: c.get("db"),
      bookingId: c.get("auth").sub,
      reference: c.req.param("reference"),
      reason,
    });
    c.header("cache-control", "no-store");
    return c.json(result, 200);
  })
  .post("/", async (c) => {
    const key = c.req.header("idempotency-key")?.trim() || null;
    if (key && !IDEMPOTENCY_KEY.test(key)) {
      throw new BadRequestError("Idempotency-Key must be 8-100 letters, digits, dashes or underscores");
    }
    const input = await jsonBody(c, CreateBooking);
    const db = c.get("db");
    const config = c.get("config");
    const { receipt, replayed } = await createBooking({
      db,
      maps: mapsProviderFor({ db, config }),
      payments: paymentProviderFor(config),
      payment: {
        amountCents: config.PAYMENT_AUTH_AMOUNT_CENTS,
        ttlMinutes: config.PAYMENT_SESSION_TTL_MINUTES,
      },
      input,
      idempotencyKey: key,
      horizonDays: config.BOOKING_HORIZON_DAYS,
    });
    if (replayed) c.header("idempotent-replayed", "true");
    return c.json(receipt, replayed ? 200 : 201);
  });

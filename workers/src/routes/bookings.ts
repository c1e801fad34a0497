import { CreateBooking } from "@chauffeur/contract";
import { Hono } from "hono";
import { BadRequestError } from "../lib/errors";
import type { AppEnv } from "../lib/types";
import { jsonBody } from "../lib/validate";
import { createBooking } from "../services/bookings/create";
import { mapsProviderFor } from "../services/maps";
import { paymentProviderFor } from "../services/payments";

const IDEMPOTENCY_KEY = /^[\w-]{8,100}$/;

/** POST /api/bookings: a paid-for (authorized) booking request; retries with one Idempotency-Key book once. */
export const bookingsRoutes = new Hono<AppEnv>().post("/", async (c) => {
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
  });
  if (replayed) c.header("idempotent-replayed", "true");
  return c.json(receipt, replayed ? 200 : 201);
});

import type { ErrorHandler, NotFoundHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import { AppError, TooManyRequestsError } from "../services/core/errors";
import { PaymentRequiredError } from "../services/payments/provider";
import type { AppEnv } from "./types";

/** The one place errors become answers: `{ "detail": ... }` for what we expect, a plain 500 otherwise. */
export const handleError: ErrorHandler<AppEnv> = (err, c) => {
  if (err instanceof AppError) {
    if (err instanceof TooManyRequestsError) c.header("Retry-After", String(err.retryAfterSeconds));
    // A card the bank wants the customer to confirm: the page completes 3-D Secure, then retries.
    if (err instanceof PaymentRequiredError && err.nextAction) {
      return c.json({ detail: err.message, nextAction: err.nextAction }, err.status);
    }
    return c.json({ detail: err.message, ...(err.code ? { code: err.code } : {}) }, err.status);
  }
  if (err instanceof HTTPException) {
    return c.json({ detail: err.message || "Request failed" }, err.status);
  }
  const requestId = c.get("requestId") ?? "unknown";
  console.error(
    JSON.stringify({ level: "error", requestId, path: c.req.path, error: String(err), stack: err.stack }),
  );
  return c.text(`Internal Server Error (request ${requestId})`, 500);
};

export const handleNotFound: NotFoundHandler<AppEnv> = (c) =>
  c.json({ detail: `No API route for ${c.req.method} ${c.req.path}` }, 404);

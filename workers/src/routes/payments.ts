import { Hono } from "hono";
import { NotFoundError } from "../lib/errors";
import type { AppEnv } from "../lib/types";
import { getPaymentStatus } from "../services/payments";

/** GET /api/payments/status/{session_id}: what the success page polls. */
export const paymentsRoutes = new Hono<AppEnv>().get("/status/:sessionId", async (c) => {
  const sessionId = c.req.param("sessionId");
  if (sessionId.length > 100) throw new NotFoundError("Payment session not found");
  c.header("cache-control", "no-store");
  return c.json(await getPaymentStatus({ db: c.get("db"), sessionId }), 200);
});

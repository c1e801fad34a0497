import { PaymentStatusResponse } from "@chauffeur/contract";
import { z } from "zod";
import { NotFoundError } from "../lib/errors";
import { apiRoute, createRouter, json } from "../lib/openapi";
import { getPaymentStatus } from "../services/payments";

const paymentStatus = apiRoute({
  method: "get",
  path: "/status/{session_id}",
  tags: ["bookings"],
  summary: "Whether the booking's card authorization went through (the success page polls it)",
  request: { params: z.object({ session_id: z.string().describe("The booking receipt's sessionId") }) },
  responses: { 200: json(PaymentStatusResponse, "payment_status and status of the authorization") },
  errors: [404],
});

/** GET /api/payments/status/{session_id}: what the success page polls. */
export const paymentsRoutes = createRouter().openapi(paymentStatus, async (c) => {
  const sessionId = c.req.valid("param").session_id;
  if (sessionId.length > 100) throw new NotFoundError("Payment session not found");
  c.header("cache-control", "no-store");
  return c.json(await getPaymentStatus({ db: c.get("db"), sessionId }), 200);
});

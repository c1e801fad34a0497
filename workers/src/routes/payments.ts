import { PaymentStatusResponse } from "@chauffeur/contract";
import { z } from "zod";
import { apiRoute, createRouter, json, jsonBody, WebhookAnswer } from "../http/openapi";
import { NotFoundError } from "../services/core/errors";
import { receiveStripeEvent } from "../services/money/webhooks";
import { getPaymentStatus } from "../services/payments";
import { authenticateSandbox } from "../services/payments/sandbox";

const paymentStatus = apiRoute({
  operationId: "getPaymentStatus",
  method: "get",
  path: "/status/{session_id}",
  tags: ["bookings"],
  summary: "Whether the booking's card authorization went through (the success page polls it)",
  request: { params: z.object({ session_id: z.string().describe("The booking receipt's sessionId") }) },
  responses: { 200: json(PaymentStatusResponse, "payment_status and status of the authorization") },
  errors: [404],
});

// The body is Stripe's event, read raw: its signature covers the exact bytes, so no validator reads it first.
const stripeWebhook = apiRoute({
  operationId: "receiveStripeEvent",
  method: "post",
  path: "/stripe/webhook",
  tags: ["payments"],
  summary:
    "Stripe's events (charge.expired, payment_intent.amount_capturable_updated, charge.refunded, refund.updated), signed with Stripe-Signature",
  request: {
    headers: z.object({
      "stripe-signature": z.string().optional().describe("t=<unix time>,v1=<HMAC-SHA256>"),
    }),
  },
  responses: { 200: json(WebhookAnswer, "Recorded once (a redelivery is the same ledger row) and acted on") },
  errors: [401, 404],
});

const SandboxAuthentication = z.object({ clientSecret: z.string().min(1).max(200), approve: z.boolean() });

const sandboxAuthenticate = apiRoute({
  operationId: "authenticateSandboxPayment",
  method: "post",
  path: "/sandbox/authenticate",
  tags: ["payments"],
  summary: "The sandbox bank's 3-D Secure answer for an authorization waiting on the customer (sandbox only)",
  request: { body: jsonBody(SandboxAuthentication) },
  responses: { 200: json(z.object({ authenticated: z.boolean() }), "The bank's answer is recorded") },
  errors: [404],
});

/**
 * GET /api/payments/status/{session_id}: what the success page polls.
 * POST /api/payments/stripe/webhook: Stripe's events, signature checked on the raw body.
 * POST /api/payments/sandbox/authenticate: the sandbox's 3-D Secure step (sandbox only).
 */
export const paymentsRoutes = createRouter()
  .openapi(paymentStatus, async (c) => {
    const input = { sessionId: c.req.valid("param").session_id };
    // No session id is that long: not worth a query.
    if (input.sessionId.length > 100) throw new NotFoundError("Payment session not found");
    c.header("cache-control", "no-store");
    return c.json(await getPaymentStatus({ ctx: c.var.services, input }), 200);
  })
  .openapi(stripeWebhook, async (c) => {
    const input = { raw: await c.req.text(), signature: c.req.header("stripe-signature") };
    const result = await receiveStripeEvent({ ctx: c.var.services, input });
    return c.json({ received: true as const, ...result }, 200);
  })
  .openapi(sandboxAuthenticate, async (c) =>
    c.json(await authenticateSandbox({ ctx: c.var.services, input: c.req.valid("json") }), 200),
  );

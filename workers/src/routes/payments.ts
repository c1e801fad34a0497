import { PaymentStatusResponse } from "@chauffeur/contract";
import { z } from "zod";
import { apiRoute, createRouter, json, jsonBody } from "../http/openapi";
import { BadRequestError, NotFoundError } from "../services/core/errors";
import { moneyFor } from "../services/money/context";
import { verifyStripeSignature } from "../services/money/stripe-signature";
import { handleStripeEvent } from "../services/money/webhooks";
import { getPaymentStatus } from "../services/payments";
import { authenticateSandboxIntent } from "../services/payments/sandbox";

const paymentStatus = apiRoute({
  method: "get",
  path: "/status/{session_id}",
  tags: ["bookings"],
  summary: "Whether the booking's card authorization went through (the success page polls it)",
  request: { params: z.object({ session_id: z.string().describe("The booking receipt's sessionId") }) },
  responses: { 200: json(PaymentStatusResponse, "payment_status and status of the authorization") },
  errors: [404],
});

const WebhookAnswer = z.object({ received: z.literal(true), handled: z.boolean() });

// The body is Stripe's event, read raw: its signature covers the exact bytes, so no validator reads it first.
const stripeWebhook = apiRoute({
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
    const sessionId = c.req.valid("param").session_id;
    if (sessionId.length > 100) throw new NotFoundError("Payment session not found");
    c.header("cache-control", "no-store");
    return c.json(await getPaymentStatus({ db: c.get("db"), sessionId }), 200);
  })
  .openapi(stripeWebhook, async (c) => {
    const config = c.get("config");
    if (!config.STRIPE_WEBHOOK_SECRET) throw new NotFoundError("Stripe webhooks are not configured");
    const raw = await c.req.text();
    const now = new Date();
    await verifyStripeSignature(raw, c.req.header("stripe-signature"), config.STRIPE_WEBHOOK_SECRET, now);
    const result = await handleStripeEvent(moneyFor({ db: c.get("db"), config, now }), raw);
    return c.json({ received: true as const, ...result }, 200);
  })
  .openapi(sandboxAuthenticate, async (c) => {
    if (c.get("config").PAYMENT_PROVIDER !== "sandbox") throw new NotFoundError("The sandbox is not in use");
    const { clientSecret, approve } = c.req.valid("json");
    if (!(await authenticateSandboxIntent(c.get("db"), clientSecret, approve))) {
      throw new BadRequestError("No payment is waiting for authentication with this secret");
    }
    return c.json({ authenticated: approve }, 200);
  });

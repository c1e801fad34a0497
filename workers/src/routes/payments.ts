import { Hono } from "hono";
import { z } from "zod";
import { BadRequestError, NotFoundError } from "../lib/errors";
import type { AppEnv } from "../lib/types";
import { jsonBody } from "../lib/validate";
import { moneyFor } from "../services/money/context";
import { verifyStripeSignature } from "../services/money/stripe-signature";
import { handleStripeEvent } from "../services/money/webhooks";
import { getPaymentStatus } from "../services/payments";
import { authenticateSandboxIntent } from "../services/payments/sandbox";

const SandboxAuthentication = z.object({ clientSecret: z.string().min(1).max(200), approve: z.boolean() });

/**
 * GET /api/payments/status/{session_id}: what the success page polls.
 * POST /api/payments/stripe/webhook: Stripe's events, signature checked on the raw body.
 * POST /api/payments/sandbox/authenticate: the sandbox's 3-D Secure step (sandbox only).
 */
export const paymentsRoutes = new Hono<AppEnv>()
  .get("/status/:sessionId", async (c) => {
    const sessionId = c.req.param("sessionId");
    if (sessionId.length > 100) throw new NotFoundError("Payment session not found");
    c.header("cache-control", "no-store");
    return c.json(await getPaymentStatus({ db: c.get("db"), sessionId }), 200);
  })
  .post("/stripe/webhook", async (c) => {
    const config = c.get("config");
    if (!config.STRIPE_WEBHOOK_SECRET) throw new NotFoundError("Stripe webhooks are not configured");
    const raw = await c.req.text();
    const now = new Date();
    await verifyStripeSignature(raw, c.req.header("stripe-signature"), config.STRIPE_WEBHOOK_SECRET, now);
    const result = await handleStripeEvent(moneyFor({ db: c.get("db"), config, now }), raw);
    return c.json({ received: true, ...result }, 200);
  })
  .post("/sandbox/authenticate", async (c) => {
    if (c.get("config").PAYMENT_PROVIDER !== "sandbox") throw new NotFoundError("The sandbox is not in use");
    const { clientSecret, approve } = await jsonBody(c, SandboxAuthentication);
    if (!(await authenticateSandboxIntent(c.get("db"), clientSecret, approve))) {
      throw new BadRequestError("No payment is waiting for authentication with this secret");
    }
    return c.json({ authenticated: approve }, 200);
  });

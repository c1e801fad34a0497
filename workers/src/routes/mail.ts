import { z } from "zod";
import { apiRoute, createRouter, json, WebhookAnswer } from "../http/openapi";
import { receiveMailEvent } from "../services/outbox/delivery-events";

// The body is Resend's event, read raw: its signature covers the exact bytes, so no validator reads it first.
const resendWebhook = apiRoute({
  operationId: "receiveMailEvent",
  method: "post",
  path: "/resend/webhook",
  tags: ["messages"],
  summary:
    "Resend's delivery events (email.bounced, email.complained mark the message and the booking's history), signed the Svix way",
  request: {
    headers: z.object({
      "svix-id": z.string().optional().describe("The event's id"),
      "svix-timestamp": z.string().optional().describe("When it was signed, in Unix seconds"),
      "svix-signature": z.string().optional().describe("v1,<base64 HMAC-SHA256>, space-separated"),
    }),
  },
  responses: {
    200: json(WebhookAnswer, "Verified; a bounce or complaint is marked once (a redelivery changes nothing)"),
  },
  errors: [400, 401, 404],
});

/** POST /api/mail/resend/webhook: the mail provider's delivery events, signature checked on the raw body. */
export const mailRoutes = createRouter().openapi(resendWebhook, async (c) => {
  const input = {
    raw: await c.req.text(),
    headers: {
      id: c.req.header("svix-id"),
      timestamp: c.req.header("svix-timestamp"),
      signature: c.req.header("svix-signature"),
    },
  };
  const result = await receiveMailEvent({ ctx: c.var.services, input });
  return c.json({ received: true as const, ...result }, 200);
});

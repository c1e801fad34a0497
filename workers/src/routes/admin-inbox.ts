import {
  ContactMessagePage,
  ContactReply,
  ContactReplyResult,
  OutboxMessage,
  OutboxPage,
  PageQuery,
  QuoteRequestPage,
} from "@chauffeur/contract";
import { actorOf } from "../http/actor";
import { apiRoute, createRouter, json, jsonBody } from "../http/openapi";
import { listContactMessages } from "../services/enquiries/contact";
import { listQuoteRequests } from "../services/enquiries/quote-requests";
import { getOutboxMessage, listOutbox } from "../services/outbox/list";
import { replyAudited } from "../services/use-cases/dispatch/dispatch-actions";
import { IdParam } from "./params";

const tags = ["admin"];

const outboxMessage = apiRoute({
  operationId: "getOutboxMessage",
  method: "get",
  path: "/outbox/{id}",
  tags,
  auth: { staff: "dispatch" },
  summary: "One customer message whole: recipient, channel, subject, plain-text body, booking, status",
  request: { params: IdParam },
  responses: { 200: json(OutboxMessage, "The message") },
  errors: [404],
});

const contactMessages = apiRoute({
  operationId: "listContactMessages",
  method: "get",
  path: "/contact-messages",
  tags,
  auth: { staff: "dispatch" },
  summary: "Messages from the contact page, newest first",
  request: { query: PageQuery },
  responses: { 200: json(ContactMessagePage, "One page of messages") },
});

const reply = apiRoute({
  operationId: "replyToContactMessage",
  method: "post",
  path: "/contact-messages/{id}/reply",
  tags,
  auth: { staff: "dispatch" },
  summary: "Answers a contact message once: stores the reply and queues the e-mail",
  request: { params: IdParam, body: jsonBody(ContactReply) },
  responses: { 200: json(ContactReplyResult, "The message as it is now") },
  errors: [404, 409],
});

const quoteRequests = apiRoute({
  operationId: "listQuoteRequests",
  method: "get",
  path: "/quote-requests",
  tags,
  auth: { staff: "dispatch" },
  summary: "Customers' quote requests, newest first",
  request: { query: PageQuery },
  responses: { 200: json(QuoteRequestPage, "One page of quote requests") },
});

const outbox = apiRoute({
  operationId: "listOutbox",
  method: "get",
  path: "/outbox",
  tags,
  auth: { staff: "dispatch" },
  summary: "What customers were told, and whether it went out",
  request: { query: PageQuery },
  responses: { 200: json(OutboxPage, "One page of messages") },
});

/** /api/admin: what came in (contact messages, quote requests) and what went out (the outbox). */
export const adminInboxRoutes = createRouter()
  .openapi(contactMessages, async (c) =>
    c.json(await listContactMessages({ ctx: c.var.services, input: c.req.valid("query") }), 200),
  )
  .openapi(reply, async (c) => {
    const input = { ...c.req.valid("json"), id: c.req.valid("param").id };
    return c.json(await replyAudited({ ctx: c.var.services, input: { ...input, actor: actorOf(c) } }), 200);
  })
  .openapi(quoteRequests, async (c) =>
    c.json(await listQuoteRequests({ ctx: c.var.services, input: c.req.valid("query") }), 200),
  )
  .openapi(outbox, async (c) =>
    c.json(await listOutbox({ ctx: c.var.services, input: c.req.valid("query") }), 200),
  );

/**
 * /api/admin/outbox/{id}: one message whole. Its own router only so that it is mounted where the published
 * document has always listed it (after the payment routes); the order of the document's paths is kept.
 */
export const adminOutboxMessageRoutes = createRouter().openapi(outboxMessage, async (c) => {
  c.header("Cache-Control", "no-store");
  return c.json(await getOutboxMessage({ ctx: c.var.services, input: c.req.valid("param") }), 200);
});

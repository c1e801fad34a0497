import { PayLinkView, PayResult, PayWithCard } from "@chauffeur/contract";
import type { Context, MiddlewareHandler } from "hono";
import { addressOf } from "../http/actor";
import { bearerOf } from "../http/guards";
import { apiRoute, createRouter, json, jsonBody } from "../http/openapi";
import type { AppEnv } from "../http/types";
import { confirmPayment, openLink, payWithCard, viewPayLink } from "../services/use-cases/customer/pay-link";
import { PayReferenceParam } from "./params";

const tags = ["payments"];

const view = apiRoute({
  operationId: "getPaymentLink",
  method: "get",
  path: "/{reference}",
  tags,
  auth: "payLink",
  summary:
    "What the payment link asks for: the booking and the hold or amount due, or the invoice and its total",
  request: { params: PayReferenceParam },
  responses: { 200: json(PayLinkView, "The booking, the amount, and whether it is still owed") },
  errors: [404, 410, 429],
});

const pay = apiRoute({
  operationId: "payByLink",
  method: "post",
  path: "/{reference}",
  tags,
  auth: "payLink",
  // The link must be this booking's before the body is read: a stranger learns nothing from a 400.
  middleware: [(c, next) => linkFirst(c, next)],
  summary: "Pays with a new card's token; the answer may ask for the bank's 3-D Secure step",
  request: { params: PayReferenceParam, body: jsonBody(PayWithCard) },
  responses: { 200: json(PayResult, "Paid, or the client secret for 3-D Secure") },
  errors: [402, 404, 409, 410, 429],
});

const confirm = apiRoute({
  operationId: "confirmPaymentLink",
  method: "post",
  path: "/{reference}/confirm",
  tags,
  auth: "payLink",
  summary: "After 3-D Secure in the page: how the authorization stands",
  request: { params: PayReferenceParam },
  responses: { 200: json(PayResult, "Paid") },
  errors: [402, 404, 409, 410, 429],
});

/**
 * The path's booking or invoice, the link's token (the guard made sure there is one; the service checks
 * it against the booking) and the caller's address, as the payment services take them.
 */
const link = (c: Context<AppEnv>) => ({
  reference: c.req.param("reference") ?? "",
  linkToken: bearerOf(c) ?? "",
  client: addressOf(c),
});
const linkFirst: MiddlewareHandler<AppEnv> = async (c, next) => {
  await openLink({ ctx: c.var.services, input: link(c) });
  await next();
};

/** /api/pay/{reference}: the private payment link's page (SPEC.md's payment link, and invoices'): view, pay, confirm. */
export const payRoutes = createRouter()
  .openapi(view, async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await viewPayLink({ ctx: c.var.services, input: link(c) }), 200);
  })
  .openapi(pay, async (c) => {
    const input = { ...link(c), card: c.req.valid("json") };
    return c.json(await payWithCard({ ctx: c.var.services, input }), 200);
  })
  .openapi(confirm, async (c) => c.json(await confirmPayment({ ctx: c.var.services, input: link(c) }), 200));

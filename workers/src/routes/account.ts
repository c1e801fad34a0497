import {
  AccountBookings,
  AccountContact,
  AccountProfile,
  AccountSession,
  AccountSessionRequest,
  AccountSignIn,
  AccountSignInAccepted,
  SavedPassengerInput,
  SavedPlaceInput,
} from "@chauffeur/contract";
import { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { bearerOf } from "../http/guards";
import { apiRoute, createRouter, file, json, jsonBody } from "../http/openapi";
import type { AppEnv } from "../http/types";
import {
  accountProfile,
  addPassenger,
  addPlace,
  deleteAccount,
  removeCard,
  removeSaved,
  updateContact,
} from "../services/accounts/profile";
import { accountBookings, receiptPdf } from "../services/accounts/rides";
import { endSession, openSession, requestSignIn } from "../services/accounts/sign-in";
import { IdParam, ReferenceParam } from "./params";

const tags = ["account"];

const signIn = apiRoute({
  operationId: "requestAccountSignIn",
  method: "post",
  path: "/sign-in",
  tags,
  summary: "E-mails a single-use sign-in link (15 minutes); the same answer whatever the address",
  request: { body: jsonBody(AccountSignIn) },
  responses: { 202: json(AccountSignInAccepted, "Sent if the address can sign in") },
});

const session = apiRoute({
  operationId: "openAccountSession",
  method: "post",
  path: "/session",
  tags,
  summary: "Uses a sign-in link's token, once, for an account token (30 days)",
  request: { body: jsonBody(AccountSessionRequest) },
  responses: { 200: json(AccountSession, "The account token") },
  errors: [410],
});

const signOut = apiRoute({
  operationId: "signOutOfAccount",
  method: "post",
  path: "/sign-out",
  tags,
  auth: "account",
  summary: "Ends this account token's session",
  responses: { 204: { description: "Signed out" } },
});

const profile = apiRoute({
  operationId: "getAccount",
  method: "get",
  path: "/",
  tags,
  auth: "account",
  summary: "Contact details, the saved card, passengers, places and the companies the account may bill",
  responses: { 200: json(AccountProfile, "The account") },
});

const contact = apiRoute({
  operationId: "updateAccountContact",
  method: "patch",
  path: "/contact",
  tags,
  auth: "account",
  summary: "Changes the account holder's name and phone",
  request: { body: jsonBody(AccountContact) },
  responses: { 200: json(AccountProfile, "The account") },
});

const passenger = apiRoute({
  operationId: "addAccountPassenger",
  method: "post",
  path: "/passengers",
  tags,
  auth: "account",
  summary: "Saves a passenger the customer books for, with the name sign's text",
  request: { body: jsonBody(SavedPassengerInput) },
  responses: { 201: json(AccountProfile, "The account") },
  errors: [409],
});

const place = apiRoute({
  operationId: "addAccountPlace",
  method: "post",
  path: "/places",
  tags,
  auth: "account",
  summary: "Saves an address with its label (Home, Office)",
  request: { body: jsonBody(SavedPlaceInput) },
  responses: { 201: json(AccountProfile, "The account") },
  errors: [409],
});

const SavedKind = z.object({
  kind: z.enum(["passengers", "places"]).describe("passengers or places"),
  id: IdParam.shape.id,
});
const removeOne = apiRoute({
  operationId: "removeAccountSaved",
  method: "delete",
  path: "/{kind}/{id}",
  tags,
  auth: "account",
  summary: "Removes a saved passenger or place",
  request: { params: SavedKind },
  responses: { 200: json(AccountProfile, "The account") },
  errors: [404],
});

const card = apiRoute({
  operationId: "removeAccountCard",
  method: "delete",
  path: "/card",
  tags,
  auth: "account",
  summary: "Removes the saved card: detached at the processor, it can no longer be charged",
  responses: { 200: json(AccountProfile, "The account") },
  errors: [409],
});

const remove = apiRoute({
  operationId: "deleteAccount",
  method: "delete",
  path: "/",
  tags,
  auth: "account",
  summary: "Deletes the account: personal data erased or pseudonymised, ledger and invoice rows kept",
  responses: { 204: { description: "Deleted" } },
  errors: [409],
});

const rides = apiRoute({
  operationId: "listAccountBookings",
  method: "get",
  path: "/bookings",
  tags,
  auth: "account",
  summary: "Rides booked with the account's e-mail, from it, or on its companies' accounts",
  responses: { 200: json(AccountBookings, "Upcoming and past rides") },
});

const receipt = apiRoute({
  operationId: "getAccountReceipt",
  method: "get",
  path: "/bookings/{reference}/receipt.pdf",
  tags,
  auth: "account",
  summary: "The receipt of an ended, settled ride as PDF, the same lines as the receipt e-mail",
  request: { params: ReferenceParam },
  responses: { 200: file("application/pdf", "The receipt") },
  errors: [404],
});

const mine = (c: Context<AppEnv>) => ({ account: c.var.account });

/** /api/account: customer accounts signed in by e-mail link (docs/decisions/026). */
export const accountRoutes = createRouter()
  .openapi(signIn, async (c) =>
    c.json(await requestSignIn({ ctx: c.var.services, input: c.req.valid("json") }), 202),
  )
  .openapi(session, async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await openSession({ ctx: c.var.services, input: c.req.valid("json") }), 200);
  })
  .openapi(signOut, async (c) => {
    await endSession({ ctx: c.var.services, input: { token: bearerOf(c) ?? "" } });
    return c.body(null, 204);
  })
  .openapi(profile, async (c) => c.json(await accountProfile({ ctx: c.var.services, input: mine(c) }), 200))
  .openapi(contact, async (c) =>
    c.json(
      await updateContact({ ctx: c.var.services, input: { ...mine(c), contact: c.req.valid("json") } }),
      200,
    ),
  )
  .openapi(passenger, async (c) =>
    c.json(
      await addPassenger({ ctx: c.var.services, input: { ...mine(c), passenger: c.req.valid("json") } }),
      201,
    ),
  )
  .openapi(place, async (c) =>
    c.json(await addPlace({ ctx: c.var.services, input: { ...mine(c), place: c.req.valid("json") } }), 201),
  )
  .openapi(card, async (c) => c.json(await removeCard({ ctx: c.var.services, input: mine(c) }), 200))
  .openapi(rides, async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await accountBookings({ ctx: c.var.services, input: mine(c) }), 200);
  })
  .openapi(receipt, async (c) => {
    const { filename, pdf } = await receiptPdf({
      ctx: c.var.services,
      input: { ...mine(c), reference: c.req.valid("param").reference },
    });
    return c.body(pdf, 200, {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="${filename}"`,
      "cache-control": "no-store",
    }) as never;
  })
  .openapi(removeOne, async (c) =>
    c.json(await removeSaved({ ctx: c.var.services, input: { ...mine(c), ...c.req.valid("param") } }), 200),
  )
  .openapi(remove, async (c) => {
    await deleteAccount({ ctx: c.var.services, input: mine(c) });
    return c.body(null, 204);
  });

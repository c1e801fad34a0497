import {
  MessageResult,
  PasswordResetConfirm,
  PasswordResetDone,
  PasswordResetRequest,
  RenewedSession,
  RenewSession,
} from "@chauffeur/contract";
import { addressOf } from "../http/actor";
import { apiRoute, createRouter, json, jsonBody } from "../http/openapi";
import { confirmPasswordReset, requestPasswordReset } from "../services/auth/password-reset";
import { renewSession } from "../services/auth/sessions";

const tags = ["auth"];

const resetRequest = apiRoute({
  method: "post",
  path: "/password-reset",
  operationId: "requestPasswordReset",
  tags,
  summary: "Sends a password-reset link to a staff member's or chauffeur's e-mail; 202 whatever the address",
  request: { body: jsonBody(PasswordResetRequest) },
  responses: { 202: json(MessageResult, "Sent if an account uses that address") },
});

const resetConfirm = apiRoute({
  method: "post",
  path: "/password-reset/confirm",
  operationId: "confirmPasswordReset",
  tags,
  summary: "Sets a new password with the link's token, once (30 minutes); every session of the account ends",
  request: { body: jsonBody(PasswordResetConfirm) },
  responses: { 200: json(PasswordResetDone, "Set; where to sign in") },
  errors: [410],
});

const renew = apiRoute({
  method: "post",
  path: "/session/renew",
  operationId: "renewSession",
  tags,
  summary: "A fresh 15-minute token for a staff or chauffeur session's newest token, while the session lasts",
  description:
    "The token may have expired: the session decides. Signed out, ended (deactivation, a new password) or " +
    "past its shift answers 401; so does an older token of the session, which also ends it.",
  request: { body: jsonBody(RenewSession) },
  responses: { 200: json(RenewedSession, "The new token and when the session ends") },
  errors: [401],
});

/** /api/auth: password resets for staff and chauffeurs, and renewing a session's token. */
export const authRoutes = createRouter()
  .openapi(resetRequest, async (c) => {
    const input = { email: c.req.valid("json").email, address: addressOf(c) };
    return c.json(await requestPasswordReset({ ctx: c.var.services, input }), 202);
  })
  .openapi(resetConfirm, async (c) => {
    const input = { ...c.req.valid("json"), address: addressOf(c) };
    c.header("Cache-Control", "no-store");
    return c.json(await confirmPasswordReset({ ctx: c.var.services, input }), 200);
  })
  .openapi(renew, async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await renewSession({ ctx: c.var.services, input: c.req.valid("json") }), 200);
  });

import {
  AdminLogin,
  AdminLoginResult,
  AdminSession,
  DevSignIn,
  MessageResult,
  MfaCode,
  RevokeSessions,
  SessionsRevoked,
  StaffMe,
} from "@chauffeur/contract";
import { actorOf, addressOf } from "../http/actor";
import { deviceOf, rememberDevice } from "../http/device-cookie";
import { apiRoute, createRouter, json, jsonBody, optionalJsonBody } from "../http/openapi";
import { currentStaff } from "../services/staff/accounts";
import { developmentSignIn } from "../services/staff/dev-sign-in";
import { completeMfa } from "../services/staff/mfa";
import { revokeStaffSessions, signOutStaff } from "../services/staff/sessions";
import { loginAdmin } from "../services/staff/sign-in";

const tags = ["admin"];

const login = apiRoute({
  operationId: "signInStaff",
  method: "post",
  path: "/login",
  tags,
  summary:
    "Signs a staff member in: a session (15-minute token, 12-hour shift), or the second factor's step next",
  description:
    "An account with a second factor answers `{ mfaRequired, challenge }` (then `POST /api/admin/login/mfa`); " +
    "one without answers `{ mfaSetup: { challenge, secret, otpauthUrl } }` to enrol an authenticator app. The " +
    "environment's owner (ADMIN_USERNAME) gets the session at once only while ENVIRONMENT is development.",
  request: { body: jsonBody(AdminLogin) },
  responses: { 200: json(AdminLoginResult, "The session, or the second step") },
  errors: [401, 403, 429],
});

const loginMfa = apiRoute({
  method: "post",
  path: "/login/mfa",
  operationId: "verifyStaffSecondFactor",
  tags,
  summary: "The sign-in's second step: a code of the authenticator app or a recovery code",
  description: "At enrolment the answer also carries ten single-use `recoveryCodes`, shown this once.",
  request: { body: jsonBody(MfaCode) },
  responses: { 200: json(AdminSession, "The session (and the recovery codes at enrolment)") },
  errors: [401, 429],
});

const devSignIn = apiRoute({
  operationId: "getDevelopmentSignIn",
  method: "get",
  path: "/dev-sign-in",
  tags,
  summary: "The development sign-in, when this is a development server where it works (else null)",
  responses: { 200: json(DevSignIn, "The pair the sign-in screen may show, or null") },
});

const me = apiRoute({
  method: "get",
  path: "/me",
  operationId: "getCurrentStaff",
  tags,
  auth: { staff: "self" },
  summary: "Who is signed in: name, e-mail, role, and how far their role may refund",
  responses: { 200: json(StaffMe, "The signed-in staff member") },
});

const logout = apiRoute({
  method: "post",
  path: "/logout",
  operationId: "signOutStaff",
  tags,
  auth: { staff: "self" },
  summary: "Signs out: this session ends, its token answers 401 from now on",
  responses: { 200: json(MessageResult, "Signed out") },
});

const revokeAll = apiRoute({
  method: "post",
  path: "/sessions/revoke-all",
  operationId: "signOutStaffEverywhere",
  tags,
  auth: { staff: "self" },
  summary: "Signs out everywhere: every session of the caller, or (an owner) of the staff member named",
  request: { body: optionalJsonBody(RevokeSessions) },
  responses: { 200: json(SessionsRevoked, "How many sessions ended") },
  errors: [404],
});

/** /api/admin: staff sign in (open routes: the two steps and the development hint) and out. */
export const adminSessionRoutes = createRouter()
  .openapi(login, async (c) => {
    const body = c.req.valid("json");
    const device = await deviceOf(c);
    const result = await loginAdmin({
      ctx: c.var.services,
      input: { ...body, address: addressOf(c), device },
    });
    if ("token" in result) await rememberDevice(c, device, "admin", result.username);
    c.header("Cache-Control", "no-store");
    return c.json(result, 200);
  })
  .openapi(loginMfa, async (c) => {
    const session = await completeMfa({
      ctx: c.var.services,
      input: { ...c.req.valid("json"), address: addressOf(c) },
    });
    await rememberDevice(c, await deviceOf(c), "admin", session.username);
    c.header("Cache-Control", "no-store");
    return c.json(session, 200);
  })
  .openapi(devSignIn, async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await developmentSignIn({ ctx: c.var.services }), 200);
  })
  .openapi(me, async (c) => {
    c.header("Cache-Control", "no-store");
    const input = { id: c.var.auth.sub, sessionEndsAt: c.var.auth.sessionEndsAt ?? 0 };
    return c.json(await currentStaff({ ctx: c.var.services, input }), 200);
  })
  .openapi(logout, async (c) => {
    const input = { sid: c.var.auth.sid ?? "", actor: actorOf(c) };
    return c.json(await signOutStaff({ ctx: c.var.services, input }), 200);
  })
  .openapi(revokeAll, async (c) => {
    const { staffId } = c.req.valid("json") ?? {};
    return c.json(
      await revokeStaffSessions({ ctx: c.var.services, input: { actor: actorOf(c), staffId } }),
      200,
    );
  });

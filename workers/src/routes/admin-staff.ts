import {
  AcceptInvite,
  InviteAccepted,
  InviteStaff,
  OperatorSettings,
  SettingsPatch,
  StaffAccount,
  StaffList,
  UpdateStaff,
} from "@chauffeur/contract";
import { actorOf, addressOf } from "../http/actor";
import { apiRoute, createRouter, json, jsonBody } from "../http/openapi";
import { readSettings as readOperatorSettings, updateSettings } from "../services/settings";
import { inviteStaff, listStaff, updateStaff } from "../services/staff/accounts";
import { acceptInvite } from "../services/staff/invite";
import { IdParam } from "./params";

const tags = ["staff"];

const list = apiRoute({
  method: "get",
  path: "/staff",
  operationId: "listStaff",
  tags,
  auth: { staff: "owner" },
  summary: "Every staff account: role, active, invited or signing in, second factor",
  responses: { 200: json(StaffList, "The staff, oldest first") },
});

const invite = apiRoute({
  method: "post",
  path: "/staff",
  operationId: "inviteStaff",
  tags,
  auth: { staff: "owner" },
  summary: "Invites a person by e-mail: the outbox carries a single-use link to set a password (72 hours)",
  request: { body: jsonBody(InviteStaff) },
  responses: { 201: json(StaffAccount, "The account, waiting for its password") },
  errors: [409],
});

const update = apiRoute({
  method: "patch",
  path: "/staff/{id}",
  operationId: "updateStaff",
  tags,
  auth: { staff: "owner" },
  summary: "Changes a staff member's role, or deactivates (their sessions end at once) or reactivates them",
  request: { params: IdParam, body: jsonBody(UpdateStaff) },
  responses: { 200: json(StaffAccount, "The account as it is now") },
  errors: [404, 409],
});

const accept = apiRoute({
  method: "post",
  path: "/staff/accept",
  operationId: "acceptStaffInvite",
  tags,
  summary: "Sets the invited person's password with the invite's token, once",
  request: { body: jsonBody(AcceptInvite) },
  responses: { 200: json(InviteAccepted, "The password is set; sign in with it") },
  errors: [410],
});

const readSettings = apiRoute({
  method: "get",
  path: "/settings",
  operationId: "getSettings",
  tags,
  auth: { staff: "owner" },
  summary:
    "The operator's settings by name: the dispatcher's refund limit and the policies (booking horizon, service area, fare hold window, turnaround between rides)",
  responses: { 200: json(OperatorSettings, "The settings as they stand") },
});

const writeSettings = apiRoute({
  method: "patch",
  path: "/settings",
  operationId: "updateSettings",
  tags,
  auth: { staff: "owner" },
  summary:
    "Changes any settings by name (recorded in the audit log); an unknown name or a bad value is 400 with `detail`. Policies apply from the next request",
  request: { body: jsonBody(SettingsPatch) },
  responses: { 200: json(OperatorSettings, "The settings as they stand now") },
});

/** /api/admin/staff and /api/admin/settings: the owner's staff and settings; the invite's acceptance. */
export const adminStaffRoutes = createRouter()
  .openapi(list, async (c) => c.json(await listStaff({ ctx: c.var.services }), 200))
  .openapi(invite, async (c) => {
    const input = { ...c.req.valid("json"), actor: actorOf(c) };
    return c.json(await inviteStaff({ ctx: c.var.services, input }), 201);
  })
  .openapi(update, async (c) => {
    const input = { ...c.req.valid("json"), id: c.req.valid("param").id, actor: actorOf(c) };
    return c.json(await updateStaff({ ctx: c.var.services, input }), 200);
  })
  .openapi(accept, async (c) => {
    const input = { ...c.req.valid("json"), address: addressOf(c) };
    return c.json(await acceptInvite({ ctx: c.var.services, input }), 200);
  })
  .openapi(readSettings, async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await readOperatorSettings({ ctx: c.var.services }), 200);
  })
  .openapi(writeSettings, async (c) => {
    const input = { ...c.req.valid("json"), actor: actorOf(c) };
    return c.json(await updateSettings({ ctx: c.var.services, input }), 200);
  });

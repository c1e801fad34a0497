import { Policies, PoliciesPatch } from "@chauffeur/contract";
import { apiRoute, createRouter, json, jsonBody } from "../http/openapi";
import { readPolicies, updatePolicies } from "../services/settings";

const tags = ["admin"];

const getSettings = apiRoute({
  operationId: "getSettings",
  method: "get",
  path: "/settings",
  tags,
  // TODO(issue 39): owner only, once staff roles are in main.
  auth: "admin",
  summary: "The operator's policies in force, by name (the deployment's values until an owner sets one)",
  responses: { 200: json(Policies, "The policies") },
});

const patchSettings = apiRoute({
  operationId: "updateSettings",
  method: "patch",
  path: "/settings",
  tags,
  // TODO(issue 39): owner only, and the change recorded in the audit log, once staff roles are in main.
  auth: "admin",
  summary:
    "Sets any of the policies by name; an unknown name or a bad value is 400 with `detail`. Takes effect on the next request",
  request: { body: jsonBody(PoliciesPatch) },
  responses: { 200: json(Policies, "The policies as they are now") },
});

/** /api/admin/settings: the operator's policies. */
export const adminSettingsRoutes = createRouter()
  .openapi(getSettings, async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await readPolicies({ ctx: c.var.services }), 200);
  })
  .openapi(patchSettings, async (c) => {
    const input = { patch: c.req.valid("json"), updatedBy: c.var.auth.sub };
    return c.json(await updatePolicies({ ctx: c.var.services, input }), 200);
  });

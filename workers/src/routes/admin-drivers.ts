import { MessageResult, UpdateDriver } from "@chauffeur/contract";
import { actorOf } from "../http/actor";
import { apiRoute, createRouter, json, jsonBody } from "../http/openapi";
import { deleteDriverAudited, updateDriverAudited } from "../services/use-cases/dispatch/drivers";
import { IdParam } from "./params";

const tags = ["admin"];

const removeDriver = apiRoute({
  operationId: "deleteDriver",
  method: "delete",
  path: "/drivers/{id}",
  tags,
  auth: { staff: "dispatch" },
  summary: "Deletes a driver; their rides become unassigned",
  request: { params: IdParam },
  responses: { 200: json(MessageResult, "Deleted") },
  errors: [404],
});

const editDriver = apiRoute({
  operationId: "updateDriver",
  method: "patch",
  path: "/drivers/{id}",
  tags,
  auth: { staff: "dispatch" },
  summary:
    "Corrects a driver's details and vehicle types, or makes them active or inactive; the pay staff (owner, accountant) also set their pay share",
  request: { params: IdParam, body: jsonBody(UpdateDriver) },
  responses: { 200: json(MessageResult, "Updated") },
  errors: [403, 404, 409],
});

/** /api/admin/drivers/{id}: correcting and removing a driver (the list and registration: drivers.ts). */
export const adminDriversRoutes = createRouter()
  .openapi(removeDriver, async (c) => {
    const input = { id: c.req.valid("param").id, adminId: c.var.auth.sub, actor: actorOf(c) };
    return c.json(await deleteDriverAudited({ ctx: c.var.services, input }), 200);
  })
  .openapi(editDriver, async (c) => {
    const input = { ...c.req.valid("json"), id: c.req.valid("param").id, actor: actorOf(c) };
    return c.json(await updateDriverAudited({ ctx: c.var.services, input }), 200);
  });

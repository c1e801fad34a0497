import { MessageResult, UpdateDriver } from "@chauffeur/contract";
import { apiRoute, createRouter, json, jsonBody } from "../http/openapi";
import { deleteDriver, updateDriver } from "../services/drivers/manage";
import { IdParam } from "./params";

const tags = ["admin"];

const removeDriver = apiRoute({
  operationId: "deleteDriver",
  method: "delete",
  path: "/drivers/{id}",
  tags,
  auth: "admin",
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
  auth: "admin",
  summary: "Corrects a driver's details and vehicle types, or makes them active or inactive",
  request: { params: IdParam, body: jsonBody(UpdateDriver) },
  responses: { 200: json(MessageResult, "Updated") },
  errors: [404, 409],
});

/** /api/admin/drivers/{id}: correcting and removing a driver (the list and registration: drivers.ts). */
export const adminDriversRoutes = createRouter()
  .openapi(removeDriver, async (c) => {
    const input = { id: c.req.valid("param").id, adminId: c.var.auth.sub };
    return c.json(await deleteDriver({ ctx: c.var.services, input }), 200);
  })
  .openapi(editDriver, async (c) => {
    const input = { ...c.req.valid("json"), id: c.req.valid("param").id };
    return c.json(await updateDriver({ ctx: c.var.services, input }), 200);
  });

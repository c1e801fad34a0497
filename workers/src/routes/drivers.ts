import { DriverPage, DriverRegistered, PageQuery, RegisterDriver } from "@chauffeur/contract";
import { actorOf } from "../http/actor";
import { apiRoute, createRouter, json, jsonBody } from "../http/openapi";
import { listDrivers } from "../services/drivers/manage";
import { registerDriverAudited } from "../services/use-cases/dispatch/drivers";

const list = apiRoute({
  operationId: "listDrivers",
  method: "get",
  path: "/",
  tags: ["admin"],
  auth: { staff: "dispatch" },
  summary: "Drivers, paged and searchable by name, e-mail or licence",
  request: { query: PageQuery },
  responses: { 200: json(DriverPage, "One page of drivers") },
});

const register = apiRoute({
  operationId: "registerDriver",
  method: "post",
  path: "/register",
  tags: ["admin"],
  auth: { staff: "dispatch" },
  summary:
    "Adds a driver who can then sign in with their e-mail and password; a pay share other than the standard needs the pay staff",
  request: { body: jsonBody(RegisterDriver) },
  responses: { 201: json(DriverRegistered, "The new driver's id and name") },
  errors: [403, 409],
});

/** /api/drivers: the admin's driver list and registration (the driver's own routes: driver-rides.ts). */
export const driversRoutes = createRouter()
  .openapi(list, async (c) =>
    c.json(await listDrivers({ ctx: c.var.services, input: c.req.valid("query") }), 200),
  )
  .openapi(register, async (c) =>
    c.json(
      await registerDriverAudited({
        ctx: c.var.services,
        input: { ...c.req.valid("json"), actor: actorOf(c) },
      }),
      201,
    ),
  );

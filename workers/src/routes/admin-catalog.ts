import {
  AdminCatalog,
  AdminFleetVehicle,
  AdminLeader,
  AdminService,
  FleetVehicleUpdate,
  LeaderUpdate,
  MediaUpload,
  ServiceUpdate,
} from "@chauffeur/contract";
import { z } from "zod";
import { actorOf } from "../http/actor";
import { apiRoute, createRouter, json, jsonBody } from "../http/openapi";
import { adminCatalog, saveLeader, saveService, saveVehicle } from "../services/fleet/edit";
import { MEDIA_MAX_BYTES, uploadMedia } from "../services/fleet/media";

const tags = ["admin"];
const Slug = z.string().regex(/^[a-z][a-z0-9-]{0,39}$/, "must be 1-40 lowercase letters, digits or dashes");

const getCatalog = apiRoute({
  operationId: "getAdminCatalog",
  method: "get",
  path: "/catalog",
  tags,
  auth: { staff: "owner" },
  summary: "The fleet, services and leadership profiles the console edits, shown or hidden, in order",
  responses: { 200: json(AdminCatalog, "Everything the public pages may show") },
});

const putVehicle = apiRoute({
  operationId: "saveFleetVehicle",
  method: "put",
  path: "/fleet/{type}",
  tags,
  auth: { staff: "owner" },
  summary: "Saves a vehicle class as the fleet page shows it (a new type adds one); the pages change at once",
  request: {
    params: z.object({ type: Slug.describe("The vehicle class, e.g. suv") }),
    body: jsonBody(FleetVehicleUpdate),
  },
  responses: { 200: json(AdminFleetVehicle, "The vehicle class as saved") },
});

const putService = apiRoute({
  operationId: "saveService",
  method: "put",
  path: "/services/{serviceId}",
  tags,
  auth: { staff: "owner" },
  summary: "Saves a service's name, description, order and whether it is shown",
  request: {
    params: z.object({ serviceId: Slug.describe("The service's id") }),
    body: jsonBody(ServiceUpdate),
  },
  responses: { 200: json(AdminService, "The service as saved") },
  errors: [404],
});

const putLeader = apiRoute({
  operationId: "saveLeader",
  method: "put",
  path: "/leaders/{id}",
  tags,
  auth: { staff: "owner" },
  summary: "Saves a leadership profile of the about page (a new id adds one)",
  request: { params: z.object({ id: Slug.describe("The profile's id") }), body: jsonBody(LeaderUpdate) },
  responses: { 200: json(AdminLeader, "The profile as saved") },
});

const putMedia = apiRoute({
  operationId: "uploadMedia",
  method: "put",
  path: "/media",
  tags,
  auth: { staff: "owner" },
  summary: `Keeps a picture (raw WebP, AVIF, JPEG or PNG bytes, at most ${MEDIA_MAX_BYTES / 1024 / 1024} MiB) and answers its immutable URL`,
  request: {
    query: z.object({ path: z.string().max(200).describe("Where it goes, e.g. fleet/suv-800.webp") }),
    body: {
      required: true,
      content: { "application/octet-stream": { schema: z.string().meta({ format: "binary" }) } },
    },
  },
  responses: { 200: json(MediaUpload, "Where the picture is served") },
  errors: [413, 415],
});

/** /api/admin: the fleet, services, leadership and their pictures, as the operator edits them. */
export const adminCatalogRoutes = createRouter()
  .openapi(getCatalog, async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await adminCatalog({ ctx: c.var.services }), 200);
  })
  .openapi(putVehicle, async (c) => {
    const input = { type: c.req.valid("param").type, vehicle: c.req.valid("json"), actor: actorOf(c) };
    return c.json(await saveVehicle({ ctx: c.var.services, input }), 200);
  })
  .openapi(putService, async (c) => {
    const input = {
      serviceId: c.req.valid("param").serviceId,
      service: c.req.valid("json"),
      actor: actorOf(c),
    };
    return c.json(await saveService({ ctx: c.var.services, input }), 200);
  })
  .openapi(putLeader, async (c) => {
    const input = { id: c.req.valid("param").id, leader: c.req.valid("json"), actor: actorOf(c) };
    return c.json(await saveLeader({ ctx: c.var.services, input }), 200);
  })
  .openapi(putMedia, async (c) => {
    const input = { path: c.req.valid("query").path, body: await c.req.arrayBuffer(), actor: actorOf(c) };
    return c.json(await uploadMedia({ ctx: c.var.services, input }), 200);
  });

import {
  CreateRelease,
  PromoteRelease,
  ReleaseCheckEvidence,
  ReleaseFilePath,
  RemoteNameSchema,
  RemoteRelease,
  RemoteStatus,
  RemotesOverview,
  RemoteVersion,
  RollbackRelease,
  Sha256Hex,
  StartCanary,
} from "@chauffeur/contract";
import { z } from "zod";
import { actorOf } from "../http/actor";
import { apiRoute, createRouter, json, jsonBody } from "../http/openapi";
import { uploadReleaseFile } from "../services/remotes/build-files";
import { remotesOverview } from "../services/remotes/releases";
import {
  canaryAudited,
  checkAudited,
  promoteAudited,
  rollbackAudited,
  sealAudited,
} from "../services/use-cases/owner/releases";

const tags = ["releases"];
const RemoteParam = z.object({ remote: RemoteNameSchema.describe("The micro-frontend") });
const VersionParams = RemoteParam.extend({ version: RemoteVersion.describe("The release's version") });

/** The largest file of a build the upload takes (the API's other bodies stop at 64 KiB). */
export const RELEASE_FILE_MAX_BYTES = 8 * 1024 * 1024;

const overview = apiRoute({
  operationId: "listRemotes",
  method: "get",
  path: "/remotes",
  tags,
  auth: { staff: "owner" },
  summary: "Each micro-frontend: the version live, the ones before it, every release and the last changes",
  responses: { 200: json(RemotesOverview, "The three remotes") },
});

const uploadFile = apiRoute({
  operationId: "uploadReleaseFile",
  method: "put",
  path: "/remotes/{remote}/releases/{version}/files",
  tags,
  auth: { staff: "owner" },
  summary: `Uploads one file of a build not yet sealed (raw bytes, at most ${RELEASE_FILE_MAX_BYTES / 1024 / 1024} MiB), checked against its SHA-256`,
  request: {
    params: VersionParams,
    query: z.object({ path: ReleaseFilePath, sha256: Sha256Hex }),
    body: {
      required: true,
      content: { "application/octet-stream": { schema: z.string().meta({ format: "binary" }) } },
    },
  },
  responses: { 200: json(z.object({ path: z.string(), size: z.number().int() }), "The file is kept") },
  errors: [409, 422],
});

const seal = apiRoute({
  operationId: "sealRelease",
  method: "post",
  path: "/remotes/{remote}/releases",
  tags,
  auth: { staff: "owner" },
  summary:
    "Seals an uploaded build as a version: written once, never overwritten (the same build again is a no-op)",
  request: { params: RemoteParam, body: jsonBody(CreateRelease) },
  responses: {
    200: json(RemoteRelease, "This build was released under this version already"),
    201: json(RemoteRelease, "The version is released"),
  },
  errors: [409, 422],
});

const check = apiRoute({
  operationId: "recordReleaseCheck",
  method: "post",
  path: "/remotes/{remote}/releases/{version}/check",
  tags,
  auth: { staff: "owner" },
  summary:
    "Records the evidence of the version's check in the built shell, as npm run release:promote ran it: kept only when it is a passing check of this sealed build (its hash, and the SHA-256 of every file the browser loaded)",
  request: { params: VersionParams, body: jsonBody(ReleaseCheckEvidence) },
  responses: { 200: json(RemoteRelease, "The release, with its check's time") },
  errors: [404, 422],
});

const promote = apiRoute({
  operationId: "promoteRelease",
  method: "post",
  path: "/remotes/{remote}/promote",
  tags,
  auth: { staff: "owner" },
  summary: "Makes a checked release the one the site loads, from the next page load on",
  request: { params: RemoteParam, body: jsonBody(PromoteRelease) },
  responses: { 200: json(RemoteStatus, "The remote now") },
  errors: [404, 409],
});

const canary = apiRoute({
  operationId: "startCanary",
  method: "post",
  path: "/remotes/{remote}/canary",
  tags,
  auth: { staff: "owner" },
  summary:
    "Serves a checked release to a share of browsers (sticky per browser) beside the live version, or changes the running canary's share; promote or rollback ends it",
  request: { params: RemoteParam, body: jsonBody(StartCanary) },
  responses: { 200: json(RemoteStatus, "The remote now") },
  errors: [404, 409],
});

const rollback = apiRoute({
  operationId: "rollbackRelease",
  method: "post",
  path: "/remotes/{remote}/rollback",
  tags,
  auth: { staff: "owner" },
  summary:
    "Puts back the version live before this one, or ends the running canary; `from` names the version the caller means to leave (the canary when one runs; otherwise the live one: 409 if another is)",
  request: { params: RemoteParam, body: jsonBody(RollbackRelease) },
  responses: { 200: json(RemoteStatus, "The remote now") },
  errors: [409],
});

/** /api/admin/remotes: releasing, promoting and rolling back the micro-frontends (README, "Releasing"). */
export const adminRemotesRoutes = createRouter()
  .openapi(overview, async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await remotesOverview({ ctx: c.var.services }), 200);
  })
  .openapi(uploadFile, async (c) => {
    const input = { ...c.req.valid("param"), ...c.req.valid("query"), body: await c.req.arrayBuffer() };
    return c.json(await uploadReleaseFile({ ctx: c.var.services, input }), 200);
  })
  .openapi(seal, async (c) => {
    const input = {
      remote: c.req.valid("param").remote,
      release: c.req.valid("json"),
      adminId: c.var.auth.sub,
      actor: actorOf(c),
    };
    const { release, created } = await sealAudited({ ctx: c.var.services, input });
    return created ? c.json(release, 201) : c.json(release, 200);
  })
  .openapi(check, async (c) => {
    const input = { ...c.req.valid("param"), evidence: c.req.valid("json"), actor: actorOf(c) };
    return c.json(await checkAudited({ ctx: c.var.services, input }), 200);
  })
  .openapi(promote, async (c) => {
    const input = {
      ...c.req.valid("json"),
      remote: c.req.valid("param").remote,
      adminId: c.var.auth.sub,
      actor: actorOf(c),
    };
    return c.json(await promoteAudited({ ctx: c.var.services, input }), 200);
  })
  .openapi(canary, async (c) => {
    const input = {
      ...c.req.valid("json"),
      remote: c.req.valid("param").remote,
      adminId: c.var.auth.sub,
      actor: actorOf(c),
    };
    return c.json(await canaryAudited({ ctx: c.var.services, input }), 200);
  })
  .openapi(rollback, async (c) => {
    const input = {
      ...c.req.valid("json"),
      remote: c.req.valid("param").remote,
      adminId: c.var.auth.sub,
      actor: actorOf(c),
    };
    return c.json(await rollbackAudited({ ctx: c.var.services, input }), 200);
  });

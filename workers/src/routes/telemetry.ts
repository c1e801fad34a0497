import { TELEMETRY_MAX_BYTES, TelemetryReport } from "@chauffeur/contract";
import type { MiddlewareHandler } from "hono";
import { addressOf } from "../http/actor";
import { apiRoute, createRouter, jsonBody } from "../http/openapi";
import type { AppEnv } from "../http/types";
import { countReport } from "../services/telemetry/limit";
import { recordPageView } from "../services/telemetry/record";

/** Counted before the body is read: a flood of bad reports is refused like one of good ones. */
const limited: MiddlewareHandler<AppEnv> = async (c, next) => {
  countReport(addressOf(c) ?? "unknown", c.var.services.now.getTime());
  await next();
};

const report = apiRoute({
  operationId: "reportPageView",
  method: "post",
  path: "/",
  tags: ["site"],
  summary: `Takes one sampled page view's field data (the pages send it with navigator.sendBeacon): which version of each micro-frontend ran, whether it loaded, its errors, and the page's Web Vitals. At most ${TELEMETRY_MAX_BYTES / 1024} KiB; a few reports a minute per address`,
  middleware: [limited],
  request: { body: jsonBody(TelemetryReport) },
  responses: { 204: { description: "Counted (versions the site does not serve are left out)" } },
  errors: [429],
});

/** /api/telemetry: field data per micro-frontend version (docs/decisions/029). */
export const telemetryRoutes = createRouter().openapi(report, async (c) => {
  await recordPageView({ ctx: c.var.services, input: c.req.valid("json") });
  return c.body(null, 204);
});

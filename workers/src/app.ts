import { TELEMETRY_MAX_BYTES } from "@chauffeur/contract";
import { Hono } from "hono";
import { handleError, handleNotFound } from "./http/errors-handler";
import { createRouter } from "./http/openapi";
import type { AppEnv } from "./http/types";
import { serveAssets } from "./middleware/assets";
import { limitBody } from "./middleware/body-limit";
import { requestContext } from "./middleware/context";
import { serveMedia } from "./middleware/media";
import { serveRelease } from "./middleware/releases";
import { securityHeaders } from "./middleware/security-headers";
import { driverManifest } from "./pages/driver-manifest";
import { servePage } from "./pages/serve-page";
import { accountRoutes } from "./routes/account";
import { adminAlertsRoutes } from "./routes/admin-alerts";
import { adminAuditRoutes } from "./routes/admin-audit";
import { adminBookingsRoutes } from "./routes/admin-bookings";
import { adminCatalogRoutes } from "./routes/admin-catalog";
import { adminCompaniesRoutes } from "./routes/admin-companies";
import { adminDispatchRoutes } from "./routes/admin-dispatch";
import { adminDriversRoutes } from "./routes/admin-drivers";
import { adminInboxRoutes, adminOutboxMessageRoutes } from "./routes/admin-inbox";
import { adminInvoicesRoutes } from "./routes/admin-invoices";
import { adminJobsRoutes } from "./routes/admin-jobs";
import { adminMoneyRoutes } from "./routes/admin-money";
import { adminPayoutsRoutes } from "./routes/admin-payouts";
import { adminPricingRoutes } from "./routes/admin-pricing";
import { adminQuotesRoutes } from "./routes/admin-quotes";
import { adminRatingsRoutes } from "./routes/admin-ratings";
import { adminRemotesRoutes, RELEASE_FILE_MAX_BYTES } from "./routes/admin-remotes";
import { adminSessionRoutes } from "./routes/admin-session";
import { adminStaffRoutes } from "./routes/admin-staff";
import { authRoutes } from "./routes/auth";
import { bookingsRoutes } from "./routes/bookings";
import { configRoutes } from "./routes/config";
import { contactRoutes } from "./routes/contact";
import { distanceRoutes } from "./routes/distance";
import { docsRoutes } from "./routes/docs";
import { driverPayRoutes } from "./routes/driver-pay";
import { driverRidesRoutes } from "./routes/driver-rides";
import { driversRoutes } from "./routes/drivers";
import { fleetRoutes } from "./routes/fleet";
import { flightsRoutes } from "./routes/flights";
import { leadersRoutes } from "./routes/leaders";
import { mailRoutes } from "./routes/mail";
import { payRoutes } from "./routes/pay";
import { paymentsRoutes } from "./routes/payments";
import { placesRoutes } from "./routes/places";
import { quoteRoutes } from "./routes/quote";
import { quoteLinkRoutes } from "./routes/quote-links";
import { quoteRequestRoutes } from "./routes/quote-requests";
import { rateRoutes } from "./routes/rate";
import { servicesRoutes } from "./routes/services";
import { telemetryRoutes } from "./routes/telemetry";
import { trackingRoutes } from "./routes/tracking";
import { MEDIA_MAX_BYTES } from "./services/fleet/media";

/** The document of every route mounted below, built once per isolate on first request. */
let openApiDocument: object | undefined;
/** The OpenAPI 3.1 document (GET /api/openapi.json; also what the pages' client types are generated from). */
export const describeApi = () => {
  openApiDocument ??= api.getOpenAPI31Document({
    openapi: "3.1.0",
    info: {
      title: "Beacon Chauffeur API",
      version: "1.0.0",
      description:
        "The booking platform's API: what the site's pages call. Bodies are JSON, validated by the " +
        'contract\'s zod schemas; every error is a 4xx with `{ "detail": "..." }`. Staff routes take ' +
        "the bearer token of their sign-in and list the roles that may call them (owner, dispatcher, " +
        "accountant; another role gets 403); a customer's booking takes the token of its look-up.",
      // OpenAPI 3.1's SPDX `identifier`, which the 3.0 types of the document builder do not know yet.
      license: { name: "Proprietary: all rights reserved", ...{ identifier: "LicenseRef-Proprietary" } },
    },
    servers: [
      { url: "http://127.0.0.1:8787", description: "Local: `npm start`" },
      {
        url: "https://{host}",
        description: "A deployed Worker (`wrangler deploy`): its custom domain or workers.dev host",
        variables: { host: { default: "beacon-chauffeur.workers.dev" } },
      },
    ],
    tags: [
      { name: "site", description: "The public site's data" },
      { name: "trip", description: "Places, distance and price of a trip" },
      { name: "bookings", description: "Booking, paying, and the customer's own booking" },
      {
        name: "account",
        description: "Customer accounts: e-mail link sign-in, rides, receipts, saved details",
      },
      { name: "payments", description: "The payment link, the processor's webhooks, the sandbox bank" },
      { name: "messages", description: "The mail provider's delivery events" },
      { name: "admin", description: "The dispatcher's dashboard" },
      { name: "releases", description: "Releasing, promoting and rolling back the micro-frontends" },
      {
        name: "staff",
        description: "Staff accounts, roles and settings (owner); the audit log (owner, accountant)",
      },
      {
        name: "auth",
        description: "Password resets and renewing a session's token, for staff and chauffeurs",
      },
      { name: "driver", description: "The driver's dashboard" },
      { name: "docs", description: "This document and its reference page" },
    ],
  });
  return openApiDocument;
};

/** Every /api route, declared with its schemas (routes/*.ts); the same declarations make the document. */
export const api = createRouter()
  .basePath("/api")
  // The admin's resources, in the order the published document lists their paths.
  .route("/admin", adminSessionRoutes)
  .route("/admin", adminBookingsRoutes)
  .route("/admin", adminDispatchRoutes)
  .route("/admin", adminDriversRoutes)
  .route("/admin", adminInboxRoutes)
  .route("/admin", adminQuotesRoutes)
  .route("/admin", adminMoneyRoutes)
  .route("/admin", adminPayoutsRoutes)
  .route("/admin", adminRatingsRoutes)
  .route("/admin", adminPricingRoutes)
  .route("/admin", adminCatalogRoutes)
  .route("/admin", adminOutboxMessageRoutes)
  .route("/admin", adminJobsRoutes)
  .route("/admin", adminAlertsRoutes)
  .route("/admin", adminRemotesRoutes)
  .route("/admin", adminCompaniesRoutes)
  .route("/admin", adminInvoicesRoutes)
  .route("/account", accountRoutes)
  .route("/admin", adminStaffRoutes)
  .route("/admin", adminAuditRoutes)
  .route("/auth", authRoutes)
  .route("/bookings", bookingsRoutes)
  .route("/config", configRoutes)
  .route("/contact", contactRoutes)
  .route("/distance", distanceRoutes)
  .route("/drivers", driversRoutes)
  .route("/drivers", driverRidesRoutes)
  .route("/drivers", driverPayRoutes)
  .route("/fleet", fleetRoutes)
  .route("/flights", flightsRoutes)
  .route("/leaders", leadersRoutes)
  .route("/mail", mailRoutes)
  .route("/pay", payRoutes)
  .route("/payments", paymentsRoutes)
  .route("/places", placesRoutes)
  .route("/quote", quoteRoutes)
  .route("/quote-requests", quoteRequestRoutes)
  .route("/quote-links", quoteLinkRoutes)
  .route("/rate", rateRoutes)
  .route("/services", servicesRoutes)
  .route("/telemetry", telemetryRoutes)
  .route("/track", trackingRoutes)
  .route("/", docsRoutes(describeApi));

const RELEASE_UPLOAD = /^\/api\/admin\/remotes\/[^/]+\/releases\/[^/]+\/files$/;
const apiBodyLimit = limitBody(64 * 1024);
const releaseBodyLimit = limitBody(RELEASE_FILE_MAX_BYTES);
const mediaBodyLimit = limitBody(MEDIA_MAX_BYTES);
const telemetryBodyLimit = limitBody(TELEMETRY_MAX_BYTES);
const bodyLimitOf = (path: string) =>
  RELEASE_UPLOAD.test(path)
    ? releaseBodyLimit
    : path === "/api/admin/media"
      ? mediaBodyLimit
      : path === "/api/telemetry"
        ? telemetryBodyLimit
        : apiBodyLimit;

export const app = new Hono<AppEnv>()
  .use(requestContext)
  .use(securityHeaders)
  // A release's files (a build's chunks) and the console's pictures are larger than any form; every
  // other body stops at 64 KiB.
  .use("/api/*", (c, next) => bodyLimitOf(c.req.path)(c, next))
  .route("/", api)
  .all("/api/*", handleNotFound)
  .on(["GET", "HEAD"], "/remotes/:remote/:version/*", serveRelease)
  .on(["GET", "HEAD"], "/media/*", serveMedia)
  .get("/driver.webmanifest", driverManifest)
  .all("*", servePage, serveAssets);

app.onError(handleError);

export type AppType = typeof app;

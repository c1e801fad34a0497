import { Hono } from "hono";
import { handleError, handleNotFound } from "./lib/errors-handler";
import type { AppEnv } from "./lib/types";
import { serveAssets } from "./middleware/assets";
import { limitBody } from "./middleware/body-limit";
import { requestContext } from "./middleware/context";
import { securityHeaders } from "./middleware/security-headers";
import { adminRoutes } from "./routes/admin";
import { bookingsRoutes } from "./routes/bookings";
import { configRoutes } from "./routes/config";
import { contactRoutes } from "./routes/contact";
import { distanceRoutes } from "./routes/distance";
import { driverRidesRoutes } from "./routes/driver-rides";
import { driversRoutes } from "./routes/drivers";
import { fleetRoutes } from "./routes/fleet";
import { paymentsRoutes } from "./routes/payments";
import { placesRoutes } from "./routes/places";
import { quoteRoutes } from "./routes/quote";
import { servicesRoutes } from "./routes/services";

const api = new Hono<AppEnv>()
  .use(limitBody(64 * 1024))
  .route("/admin", adminRoutes)
  .route("/bookings", bookingsRoutes)
  .route("/config", configRoutes)
  .route("/contact", contactRoutes)
  .route("/distance", distanceRoutes)
  .route("/drivers", driversRoutes)
  .route("/drivers", driverRidesRoutes)
  .route("/fleet", fleetRoutes)
  .route("/payments", paymentsRoutes)
  .route("/places", placesRoutes)
  .route("/quote", quoteRoutes)
  .route("/services", servicesRoutes);

export const app = new Hono<AppEnv>()
  .use(requestContext)
  .use(securityHeaders)
  .route("/api", api)
  .all("/api/*", handleNotFound)
  .all("*", serveAssets);

app.onError(handleError);

export type AppType = typeof app;

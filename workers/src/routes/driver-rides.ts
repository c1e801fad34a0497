import { DriverLogin, RespondQuery, RideProgress } from "@chauffeur/contract";
import { type Context, Hono } from "hono";
import { ForbiddenError } from "../lib/errors";
import type { AppEnv } from "../lib/types";
import { jsonBody, queryParams } from "../lib/validate";
import { requireDriver } from "../middleware/auth";
import { clientAddress } from "../services/auth/rate-limit";
import { moneyFor } from "../services/money/context";
import { loginDriver } from "../services/rides/login";
import { advanceRide } from "../services/rides/progress";
import { respondToBooking } from "../services/rides/respond";
import { listDriverRides } from "../services/rides/rides-view";

/** The path's driver must be the token's (requireDriver has checked the token itself). */
function ownDriverId(c: Context<AppEnv>, param: "id" | "driverId"): string {
  const driverId = c.req.param(param);
  if (!driverId || driverId !== c.get("auth").sub) {
    throw new ForbiddenError("You can only see and change your own rides");
  }
  return driverId;
}

/**
 * /api/drivers: the driver's own routes (sign-in and rides), mounted beside drivers.ts (the admin's
 * driver list and registration). Guards are per route: a `use("*")` here would run on the admin's paths.
 */
export const driverRidesRoutes = new Hono<AppEnv>()
  .post("/login", async (c) => {
    const input = await jsonBody(c, DriverLogin);
    const session = await loginDriver(
      {
        db: c.get("db"),
        jwtSecret: c.get("config").JWT_SECRET,
        address: clientAddress((name) => c.req.header(name)),
      },
      input,
    );
    c.header("Cache-Control", "no-store");
    return c.json(session, 200);
  })
  .get("/:id/bookings", requireDriver, async (c) => {
    const driverId = ownDriverId(c, "id");
    c.header("Cache-Control", "no-store");
    return c.json(await listDriverRides({ db: c.get("db"), driverId }), 200);
  })
  .post("/:driverId/bookings/:bookingId/respond", requireDriver, async (c) => {
    const driverId = ownDriverId(c, "driverId");
    const input = queryParams(c, RespondQuery);
    const result = await respondToBooking({
      db: c.get("db"),
      driverId,
      bookingId: c.req.param("bookingId"),
      input,
    });
    return c.json(result, 200);
  })
  .post("/:driverId/bookings/:bookingId/progress", requireDriver, async (c) => {
    const driverId = ownDriverId(c, "driverId");
    const { stage } = await jsonBody(c, RideProgress);
    const db = c.get("db");
    const result = await advanceRide({
      db,
      money: moneyFor({ db, config: c.get("config") }),
      driverId,
      bookingId: c.req.param("bookingId"),
      stage,
    });
    return c.json(result, 200);
  });

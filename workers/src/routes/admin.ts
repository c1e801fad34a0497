import {
  AdminCancelBooking,
  AdminLogin,
  AssignDriverQuery,
  BookingListQuery,
  ContactReply,
  PageQuery,
} from "@chauffeur/contract";
import { Hono } from "hono";
import type { AppEnv } from "../lib/types";
import { jsonBody, queryParams } from "../lib/validate";
import { requireAdmin } from "../middleware/auth";
import { assignDriver } from "../services/admin/assign";
import { approveBooking, getBookingDetails, listBookings } from "../services/admin/bookings";
import { replyToContactMessage } from "../services/admin/contact-reply";
import { developmentSignIn } from "../services/admin/dev-sign-in";
import { loginAdmin } from "../services/admin/login";
import { getStats, listContactMessages, listOutbox, listQuoteRequests } from "../services/admin/overview";
import { clientAddress } from "../services/auth/rate-limit";
import { cancelBookingAsAdmin } from "../services/bookings/manage";
import { deleteDriver } from "../services/drivers/admin";

/** /api/admin: sign-in is open; everything after it needs an admin token. */
export const adminRoutes = new Hono<AppEnv>()
  .post("/login", async (c) => {
    const input = await jsonBody(c, AdminLogin);
    const config = c.get("config");
    const session = await loginAdmin(
      {
        db: c.get("db"),
        jwtSecret: config.JWT_SECRET,
        bootstrap: { username: config.ADMIN_USERNAME, password: config.ADMIN_PASSWORD },
        address: clientAddress((name) => c.req.header(name)),
      },
      input,
    );
    c.header("Cache-Control", "no-store");
    return c.json(session, 200);
  })
  .get("/dev-sign-in", async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await developmentSignIn({ db: c.get("db"), config: c.get("config") }), 200);
  })
  .use("*", requireAdmin)
  .get("/stats", async (c) => c.json(await getStats({ db: c.get("db") }), 200))
  .get("/bookings", async (c) => {
    const query = queryParams(c, BookingListQuery);
    return c.json(await listBookings({ db: c.get("db"), query }), 200);
  })
  .get("/bookings/:id", async (c) =>
    c.json(await getBookingDetails({ db: c.get("db"), id: c.req.param("id") }), 200),
  )
  .post("/bookings/:id/approve", async (c) => {
    const result = await approveBooking({
      db: c.get("db"),
      id: c.req.param("id"),
      adminId: c.get("auth").sub,
    });
    return c.json(result, 200);
  })
  .post("/bookings/:id/cancel", async (c) => {
    const { reason, waiveFee } = await jsonBody(c, AdminCancelBooking);
    const result = await cancelBookingAsAdmin({
      db: c.get("db"),
      id: c.req.param("id"),
      adminId: c.get("auth").sub,
      reason,
      waiveFee,
    });
    return c.json(result, 200);
  })
  .post("/bookings/:id/assign-driver", async (c) => {
    const { driver_id } = queryParams(c, AssignDriverQuery);
    const result = await assignDriver({
      db: c.get("db"),
      id: c.req.param("id"),
      driverId: driver_id,
      adminId: c.get("auth").sub,
      bufferMs: c.get("config").DRIVER_TURNAROUND_MINUTES * 60_000,
    });
    return c.json(result, 200);
  })
  .delete("/drivers/:id", async (c) => {
    const result = await deleteDriver({ db: c.get("db"), id: c.req.param("id"), adminId: c.get("auth").sub });
    return c.json(result, 200);
  })
  .get("/contact-messages", async (c) => {
    const query = queryParams(c, PageQuery);
    return c.json(await listContactMessages({ db: c.get("db"), query }), 200);
  })
  .post("/contact-messages/:id/reply", async (c) => {
    const input = await jsonBody(c, ContactReply);
    const siteName = c.get("config").SITE_NAME;
    return c.json(
      await replyToContactMessage({ db: c.get("db"), id: c.req.param("id"), input, siteName }),
      200,
    );
  })
  .get("/quote-requests", async (c) => {
    const query = queryParams(c, PageQuery);
    return c.json(await listQuoteRequests({ db: c.get("db"), query }), 200);
  })
  .get("/outbox", async (c) => {
    const query = queryParams(c, PageQuery);
    return c.json(await listOutbox({ db: c.get("db"), query }), 200);
  });

import { AdminCapture, AdminRefund, AdminRelease, RunJobs } from "@chauffeur/contract";
import { type Context, Hono } from "hono";
import { BadRequestError } from "../lib/errors";
import type { AppEnv } from "../lib/types";
import { jsonBody } from "../lib/validate";
import { requireAdmin } from "../middleware/auth";
import { getOutboxMessage } from "../services/admin/outbox-message";
import { runJobs } from "../services/jobs";
import { captureNow, refundPayment, releasePayment } from "../services/money/admin-actions";
import { moneyFor } from "../services/money/context";

const money = (c: Context<AppEnv>) => moneyFor({ db: c.get("db"), config: c.get("config") });
const admin = (c: Context<AppEnv>) => ({ type: "admin" as const, id: c.get("auth").sub });

/** An empty body means "no options" for the jobs run. */
async function optionalJson(c: Context<AppEnv>) {
  const text = await c.req.text();
  if (!text.trim()) return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new BadRequestError("Request body must be valid JSON");
  }
}

/**
 * /api/admin: the dispatcher's money actions on a booking (each guarded like the other state changes),
 * one customer message whole, and the scheduled jobs on demand. Guards per route (see driver-rides.ts).
 */
export const adminMoneyRoutes = new Hono<AppEnv>()
  .post("/bookings/:id/payment/capture", requireAdmin, async (c) => {
    const { amountCents } = await jsonBody(c, AdminCapture);
    return c.json(await captureNow(money(c), c.req.param("id"), amountCents, admin(c)), 200);
  })
  .post("/bookings/:id/payment/release", requireAdmin, async (c) => {
    const { reason } = await jsonBody(c, AdminRelease);
    return c.json(await releasePayment(money(c), c.req.param("id"), reason, admin(c)), 200);
  })
  .post("/bookings/:id/payment/refund", requireAdmin, async (c) => {
    const input = await jsonBody(c, AdminRefund);
    return c.json(await refundPayment(money(c), c.req.param("id"), input, admin(c)), 200);
  })
  .get("/outbox/:id", requireAdmin, async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await getOutboxMessage({ db: c.get("db"), id: c.req.param("id") }), 200);
  })
  .post("/jobs/run", requireAdmin, async (c) => {
    const parsed = RunJobs.safeParse(await optionalJson(c));
    if (!parsed.success) throw new BadRequestError(parsed.error.issues[0]?.message ?? "Invalid body");
    const config = c.get("config");
    if (parsed.data.now && config.ENVIRONMENT !== "development") {
      throw new BadRequestError("now: only a development server runs jobs as of another time");
    }
    const now = parsed.data.now ? new Date(parsed.data.now) : new Date();
    const jobs = await runJobs({ db: c.get("db"), config, now }, parsed.data.only);
    return c.json({ ranAt: now.toISOString(), jobs }, 200);
  });

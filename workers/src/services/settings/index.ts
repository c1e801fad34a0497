import { Policies, type PoliciesPatch } from "@chauffeur/contract";
import { settings } from "@chauffeur/db";
import { sql } from "drizzle-orm";
import type { Config } from "../../env";
import { forgetCatalog, readCatalog } from "../catalog";
import type { Ctx } from "../core/context";

/** The policies as the deployment's variables set them, before any owner's change. */
export function policiesOf(config: Config): Policies {
  const [lat = 0, lng = 0] = config.SERVICE_AREA_CENTER.split(",").map(Number);
  return {
    bookingHorizonDays: config.BOOKING_HORIZON_DAYS,
    serviceArea: { lat, lng, radiusMiles: config.SERVICE_AREA_RADIUS_MILES },
    holdWindowDays: config.PAYMENT_HOLD_DAYS,
    turnaroundMinutes: config.DRIVER_TURNAROUND_MINUTES,
  };
}

/**
 * The configuration with the owner's saved policies over the deployment's values: every service that
 * reads the horizon, the service area, the hold window or the turnaround reads the owner's. A saved value
 * that no longer validates (a policy's limits changed) is ignored rather than trusted.
 */
export function withPolicies(config: Config, saved: Record<string, unknown>): Config {
  const parsed = Policies.partial().safeParse(saved);
  const p = { ...policiesOf(config), ...(parsed.success ? parsed.data : {}) };
  return {
    ...config,
    BOOKING_HORIZON_DAYS: p.bookingHorizonDays,
    SERVICE_AREA_CENTER: `${p.serviceArea.lat},${p.serviceArea.lng}`,
    SERVICE_AREA_RADIUS_MILES: p.serviceArea.radiusMiles,
    PAYMENT_HOLD_DAYS: p.holdWindowDays,
    DRIVER_TURNAROUND_MINUTES: p.turnaroundMinutes,
  };
}

/** GET /api/admin/settings: the policies in force. */
export async function readPolicies({ ctx }: { ctx: Pick<Ctx, "db" | "config"> }): Promise<Policies> {
  const { settings: saved } = await readCatalog({ ctx });
  return policiesOf(withPolicies(ctx.config, saved));
}

/**
 * PATCH /api/admin/settings: saves the named policies (validated by the contract), each a row of
 * `settings`; the catalog's triggers count the write, so every isolate and page reads them anew.
 */
export async function updatePolicies({
  ctx,
  input: { patch, updatedBy },
}: {
  ctx: Pick<Ctx, "db" | "config" | "now">;
  input: { patch: PoliciesPatch; updatedBy: string };
}): Promise<Policies> {
  const at = ctx.now.toISOString();
  const rows = Object.entries(patch).map(([key, value]) => ({ key, value, updatedAt: at, updatedBy }));
  if (rows.length > 0) {
    await ctx.db
      .insert(settings)
      .values(rows)
      .onConflictDoUpdate({
        target: settings.key,
        set: {
          value: sql`excluded.value`,
          updatedAt: sql`excluded.updated_at`,
          updatedBy: sql`excluded.updated_by`,
        },
      });
    forgetCatalog(ctx.db);
  }
  return readPolicies({ ctx });
}

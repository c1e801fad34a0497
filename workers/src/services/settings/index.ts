import {
  DEFAULT_DISPATCHER_REFUND_LIMIT_CENTS,
  type OperatorSettings,
  Policies,
  type SettingsPatch,
  type StaffSettings,
} from "@chauffeur/contract";
import { type Db, settings } from "@chauffeur/db";
import type { Config } from "../../env";
import type { Actor } from "../audit/entry";
import { auditStatement, changedFields } from "../audit/entry";
import { forgetCatalog } from "../catalog";
import { runGuarded } from "../core/batch";
import type { Ctx } from "../core/context";

/** Every setting an owner changes in the console, with its value until one is saved. */
const DEFAULTS: StaffSettings = { dispatcherRefundLimitCents: DEFAULT_DISPATCHER_REFUND_LIMIT_CENTS };

async function savedRows(db: Db): Promise<Record<string, unknown>> {
  const rows = await db.select({ key: settings.key, value: settings.value }).from(settings);
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

/** The staff settings as they stand (saved values over the defaults). */
export async function getSettings(db: Db): Promise<StaffSettings> {
  const saved = await savedRows(db);
  return {
    dispatcherRefundLimitCents:
      typeof saved.dispatcherRefundLimitCents === "number"
        ? saved.dispatcherRefundLimitCents
        : DEFAULTS.dispatcherRefundLimitCents,
  };
}

/** The policies as the deployment's variables set them, before any owner's change. */
export function policiesOf(config: Config): Policies {
  const [lat = 0, lng = 0] = config.SERVICE_AREA_CENTER.split(",").map(Number);
  return {
    bookingHorizonDays: config.BOOKING_HORIZON_DAYS,
    serviceArea: { lat, lng, radiusMiles: config.SERVICE_AREA_RADIUS_MILES },
    holdWindowDays: config.PAYMENT_HOLD_DAYS,
    turnaroundMinutes: config.DRIVER_TURNAROUND_MINUTES,
    leadTimeMinutes: config.BOOKING_POLICY.leadTimeMinutes,
    freeWaitingMinutes: config.BOOKING_POLICY.freeWaitingMinutes,
    cancellationGraceMinutes: config.BOOKING_POLICY.cancellationGraceMinutes,
    shortNotice: config.BOOKING_POLICY.shortNotice,
    ratingFlag: { average: config.RATING_FLAG_AVERAGE, minCount: config.RATING_FLAG_MIN_COUNT },
  };
}

/**
 * The configuration with the owner's saved policies over the deployment's values: every service that
 * reads the horizon, the service area, the hold window, the turnaround, the booking policy (lead time,
 * free waiting, cancellation grace, short notice) or the chauffeurs' rating bar reads the owner's. A saved value that no longer
 * validates (a policy's limits changed) is ignored rather than trusted.
 */
export function withPolicies(config: Config, saved: Record<string, unknown>): Config {
  const known = Object.fromEntries(Object.entries(saved).filter(([key]) => key in Policies.shape));
  // Each value on its own: one that no longer validates falls back without dropping the others.
  const valid = Object.entries(known).filter(
    ([key, value]) => Policies.partial().safeParse({ [key]: value }).success,
  );
  const p: Policies = { ...policiesOf(config), ...Object.fromEntries(valid) };
  return {
    ...config,
    BOOKING_HORIZON_DAYS: p.bookingHorizonDays,
    SERVICE_AREA_CENTER: `${p.serviceArea.lat},${p.serviceArea.lng}`,
    SERVICE_AREA_RADIUS_MILES: p.serviceArea.radiusMiles,
    PAYMENT_HOLD_DAYS: p.holdWindowDays,
    DRIVER_TURNAROUND_MINUTES: p.turnaroundMinutes,
    RATING_FLAG_AVERAGE: p.ratingFlag.average,
    RATING_FLAG_MIN_COUNT: p.ratingFlag.minCount,
    BOOKING_POLICY: {
      leadTimeMinutes: p.leadTimeMinutes,
      bookingHorizonDays: p.bookingHorizonDays,
      freeWaitingMinutes: p.freeWaitingMinutes,
      cancellationGraceMinutes: p.cancellationGraceMinutes,
      shortNotice: p.shortNotice,
    },
  };
}

/** GET /api/admin/settings: the staff settings and the policies in force, by name. */
export async function readSettings({ ctx }: { ctx: Pick<Ctx, "db" | "config"> }): Promise<OperatorSettings> {
  const saved = await savedRows(ctx.db);
  return { ...(await getSettings(ctx.db)), ...policiesOf(withPolicies(ctx.config, saved)) };
}

/**
 * PATCH /api/admin/settings: an owner changes any settings by name (the contract refused unknown names
 * and bad values), saved with the audit row of what changed, in one batch. The catalog's triggers count
 * the write, so every isolate and page reads the policies anew.
 */
export async function updateSettings({
  ctx,
  input: { actor, ...next },
}: {
  ctx: Ctx;
  input: SettingsPatch & { actor: Actor };
}): Promise<OperatorSettings> {
  const before = await readSettings({ ctx });
  const now = ctx.now.toISOString();
  const { before: was, after: is } = changedFields({ ...before }, { ...before, ...next });
  await runGuarded(ctx.db, [
    ...Object.entries(next).map(([key, value]) => ({
      sql: `insert into settings (key, value, updated_at, updated_by) values (?, ?, ?, ?)
        on conflict(key) do update set value = excluded.value, updated_at = excluded.updated_at,
          updated_by = excluded.updated_by`,
      params: [key, JSON.stringify(value), now, actor.id],
    })),
    auditStatement(
      {
        actor,
        action: "settings.changed",
        target: { type: "settings", id: "console" },
        before: was,
        after: is,
      },
      now,
    ),
  ]);
  forgetCatalog(ctx.db);
  return readSettings({ ctx });
}

import { DEFAULT_DISPATCHER_REFUND_LIMIT_CENTS, type StaffSettings } from "@chauffeur/contract";
import { type Db, settings } from "@chauffeur/db";
import type { Actor } from "../audit/entry";
import { auditStatement, changedFields } from "../audit/entry";
import { runGuarded } from "../core/batch";
import type { Ctx } from "../core/context";

/** Every setting an owner changes in the console, with its value until one is saved. */
const DEFAULTS: StaffSettings = { dispatcherRefundLimitCents: DEFAULT_DISPATCHER_REFUND_LIMIT_CENTS };

/** The operator's settings as they stand (saved values over the defaults). */
export async function getSettings(db: Db): Promise<StaffSettings> {
  const rows = await db.select({ key: settings.key, value: settings.value }).from(settings);
  const saved = Object.fromEntries(rows.map((r) => [r.key, r.value]));
  return {
    dispatcherRefundLimitCents:
      typeof saved.dispatcherRefundLimitCents === "number"
        ? saved.dispatcherRefundLimitCents
        : DEFAULTS.dispatcherRefundLimitCents,
  };
}

/** An owner changes settings: saved with the audit row of what changed, in one batch. */
export async function updateSettings({
  ctx,
  input: { actor, ...next },
}: {
  ctx: Ctx;
  input: StaffSettings & { actor: Actor };
}): Promise<StaffSettings> {
  const before = await getSettings(ctx.db);
  const now = ctx.now.toISOString();
  const { before: was, after: is } = changedFields({ ...before }, { ...next });
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
  return getSettings(ctx.db);
}

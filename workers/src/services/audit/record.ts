import { runGuarded } from "../core/batch";
import type { Ctx } from "../core/context";
import { type AuditEntry, auditStatement, changedFields, type Fields } from "./entry";

/** Records one action on its own (when it is not part of a batch). */
export async function recordAudit({ ctx, input }: { ctx: Ctx; input: AuditEntry }): Promise<void> {
  await runGuarded(ctx.db, [auditStatement(input, ctx.now.toISOString())]);
}

/**
 * The one call a use case makes around a domain's action: reads the record before, runs the action,
 * reads it after, and records who did what with the fields that changed. Nothing is recorded when the
 * action throws (it changed nothing). `snapshot` reads the fields the action may change.
 */
export async function audited<T>(
  {
    ctx,
    input,
  }: {
    ctx: Ctx;
    input: Omit<AuditEntry, "before" | "after"> & {
      snapshot: () => Promise<Fields | null>;
      /** The target's label from the record as it was (a booking's reference, a driver's name). */
      label?: (before: Fields | null) => string | null;
      /** No row when the record did not change (a replayed request that took effect before). */
      skipUnchanged?: boolean;
    };
  },
  action: () => Promise<T>,
): Promise<T> {
  const { snapshot, label, skipUnchanged, ...entry } = input;
  const before = await snapshot();
  const result = await action();
  const after = await snapshot();
  if (skipUnchanged && JSON.stringify(before) === JSON.stringify(after)) return result;
  const target = entry.target && label ? { ...entry.target, label: label(before ?? after) } : entry.target;
  await recordAudit({ ctx, input: { ...entry, target, ...changedFields(before, after) } });
  return result;
}

import type { Statement } from "../core/batch";

/** Who acted: a staff member (with their role), a chauffeur, or the system; and from which address. */
export interface Actor {
  type: "staff" | "driver" | "customer" | "system";
  id: string | null;
  /** owner, dispatcher, accountant; driver; null for the system. */
  role: string | null;
  name?: string | null;
  address?: string | null;
}

/** The record an action changed: its kind, id and a label a person reads (a reference, a name). */
export interface AuditTarget {
  type: string;
  id: string;
  label?: string | null;
}

export type Fields = Record<string, unknown>;

/** One row of the audit log (docs/decisions/021). `action` reads `<record>.<what-happened>`. */
export interface AuditEntry {
  actor: Actor;
  action: string;
  target?: AuditTarget | null;
  /** The booking the action concerns, for the log's booking filter. */
  bookingId?: string | null;
  before?: Fields | null;
  after?: Fields | null;
  /** Why (required of money actions by their schemas). */
  reason?: string | null;
}

const json = (fields: Fields | null | undefined) =>
  fields === null || fields === undefined ? null : JSON.stringify(fields);

/**
 * The audit row of an action as a statement of the action's own D1 batch, so the change and its record
 * commit together. `ifChanged`: written only when the statement just before it changed exactly one row
 * (a guarded update); it inserts one row, so a later `changes() = 1` still holds.
 */
export function auditStatement(entry: AuditEntry, at: string, { ifChanged = false } = {}): Statement {
  const { actor, target } = entry;
  return {
    sql: `insert into audit_log (at, actor_type, actor_id, actor_role, actor_name, address, action, target_type,
        target_id, target_label, booking_id, before, after, reason)
      select ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?${ifChanged ? " where changes() = 1" : ""}`,
    params: [
      at,
      actor.type,
      actor.id,
      actor.role,
      actor.name ?? null,
      actor.address ?? null,
      entry.action,
      target?.type ?? null,
      target?.id ?? null,
      target?.label ?? null,
      entry.bookingId ?? null,
      json(entry.before),
      json(entry.after),
      entry.reason ?? null,
    ],
  };
}

/** The fields that differ between two snapshots, each side's values (both whole when nothing differs). */
export function changedFields(
  before: Fields | null,
  after: Fields | null,
): { before: Fields | null; after: Fields | null } {
  if (!before || !after) return { before, after };
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]),
  );
  if (keys.length === 0) return { before, after };
  return {
    before: Object.fromEntries(keys.map((k) => [k, before[k] ?? null])),
    after: Object.fromEntries(keys.map((k) => [k, after[k] ?? null])),
  };
}

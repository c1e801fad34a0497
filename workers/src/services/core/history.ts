import type { Statement } from "./batch";

export interface EventInput {
  bookingId: string;
  /** Who made the change; the dispatcher unless said otherwise. */
  actorType?: "admin" | "customer" | "driver" | "system";
  actorId: string | null;
  field: string;
  fromValue: string | null;
  toValue: string | null;
  note?: string | null;
}

/** History rows that appear only when the statement just before them changed exactly one row. */
export function eventsIfChanged(events: EventInput[], now: string): Statement {
  const select = "select ?, ?, ?, ?, ?, ?, ?, ? where changes() = 1";
  return {
    sql: `insert into booking_events (booking_id, actor_type, actor_id, field, from_value, to_value, note, created_at) ${events.map(() => select).join(" union all ")}`,
    params: events.flatMap((e) => [
      e.bookingId,
      e.actorType ?? "admin",
      e.actorId,
      e.field,
      e.fromValue,
      e.toValue,
      e.note ?? null,
      now,
    ]),
  };
}

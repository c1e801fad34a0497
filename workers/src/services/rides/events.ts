import type { Statement } from "../admin/guarded";

export interface DriverEvent {
  field: "assignment" | "ride" | "status";
  fromValue: string | null;
  toValue: string;
  note?: string | null;
}

/**
 * The driver's history rows, written only when the guarded update just before them changed exactly one
 * row (the admin's eventsIfChanged records actor 'admin'; these record actor 'driver').
 */
export function driverEventsIfChanged(
  bookingId: string,
  driverId: string,
  events: DriverEvent[],
  now: string,
): Statement {
  const select = "select ?, 'driver', ?, ?, ?, ?, ?, ? where changes() = 1";
  return {
    sql: `insert into booking_events (booking_id, actor_type, actor_id, field, from_value, to_value, note, created_at) ${events.map(() => select).join(" union all ")}`,
    params: events.flatMap((e) => [
      bookingId,
      driverId,
      e.field,
      e.fromValue,
      e.toValue,
      e.note ?? null,
      now,
    ]),
  };
}

import type { Statement } from "../core/batch";
import { eventsIfChanged } from "../core/history";

export interface DriverEvent {
  field: "assignment" | "ride" | "status";
  fromValue: string | null;
  toValue: string;
  note?: string | null;
}

/**
 * The driver's history rows (actor 'driver'), written only when the guarded update just before them
 * changed exactly one row.
 */
export function driverEventsIfChanged(
  bookingId: string,
  driverId: string,
  events: DriverEvent[],
  now: string,
): Statement {
  return eventsIfChanged(
    events.map((e) => ({ ...e, bookingId, actorType: "driver", actorId: driverId })),
    now,
  );
}

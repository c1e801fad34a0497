import { type DriverRide, formatTimeLabel, formatUsDate, serviceToday } from "@chauffeur/contract";

export interface RideCounts {
  total: number;
  pending: number;
  accepted: number;
  rejected: number;
}

/** SPEC.md's counts; a ride the driver accepted stays counted as accepted while it runs and once done. */
export function countRides(rides: DriverRide[]): RideCounts {
  const by = (...statuses: string[]) => rides.filter((r) => statuses.includes(r.assignment.status)).length;
  return {
    total: rides.length,
    pending: by("assigned"),
    accepted: by("accepted", "in_progress", "completed"),
    rejected: by("rejected"),
  };
}

/**
 * Today's and upcoming rides (soonest first), then past ones (latest first). "Today" is the service's
 * day in New York; a ride under way stays on top even if its pickup was yesterday.
 */
export function groupRides(rides: DriverRide[], now: Date = new Date()) {
  const today = serviceToday(now);
  const current = (r: DriverRide) =>
    r.booking.scheduledDate >= today || r.assignment.status === "in_progress";
  const upcoming = rides.filter(current).sort((a, b) => a.booking.pickupAt - b.booking.pickupAt);
  const past = rides.filter((r) => !current(r)).sort((a, b) => b.booking.pickupAt - a.booking.pickupAt);
  return { upcoming, past, today };
}

/** "Today, 2:30 PM" or "03/07/2025, 2:30 PM", in service local time (the booking's wall clock). */
export function pickupLabel(ride: DriverRide, today: string): string {
  const { scheduledDate, scheduledTime } = ride.booking;
  const day = scheduledDate === today ? "Today" : formatUsDate(scheduledDate);
  return `${day}, ${formatTimeLabel(scheduledTime)}`;
}

/** Opens the route in the phone's maps app: a link only, nothing is fetched. */
export function directionsUrl(origin: string, destination: string): string {
  const query = new URLSearchParams({ api: "1", origin, destination, travelmode: "driving" });
  return `https://www.google.com/maps/dir/?${query}`;
}

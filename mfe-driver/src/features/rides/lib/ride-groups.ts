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

/** A ride still ahead of the driver: to answer, to drive, or being driven. */
const OPEN = new Set(["assigned", "accepted", "in_progress"]);

/**
 * Today's rides, then upcoming ones (soonest first), then past ones (latest first). "Today" is the
 * service's day in New York; a ride under way stays in Today even if its pickup was yesterday, and a
 * finished, rejected or cancelled ride moves to Past at once.
 */
export function groupRides(rides: DriverRide[], now: Date = new Date()) {
  const today = serviceToday(now);
  const soonest = (a: DriverRide, b: DriverRide) => a.booking.pickupAt - b.booking.pickupAt;
  const open = rides.filter(
    (r) =>
      OPEN.has(r.assignment.status) &&
      r.booking.status !== "cancelled" &&
      r.booking.status !== "completed" &&
      (r.booking.scheduledDate >= today || r.assignment.status === "in_progress"),
  );
  const todays = open
    .filter((r) => r.booking.scheduledDate <= today || r.assignment.status === "in_progress")
    .sort(soonest);
  const upcoming = open.filter((r) => !todays.includes(r)).sort(soonest);
  const past = rides.filter((r) => !open.includes(r)).sort((a, b) => soonest(b, a));
  return { todays, upcoming, past, today };
}

/** "Today, 2:30 PM" or "03/07/2025, 2:30 PM", in service local time (the booking's wall clock). */
export function pickupLabel(ride: DriverRide, today: string): string {
  const { scheduledDate, scheduledTime } = ride.booking;
  const day = scheduledDate === today ? "Today" : formatUsDate(scheduledDate);
  return `${day}, ${formatTimeLabel(scheduledTime)}`;
}

/** Opens the route, through its stops in order, in the phone's maps app: a link only, nothing is fetched. */
export function directionsUrl(origin: string, destination: string, stops: string[] = []): string {
  const query = new URLSearchParams({
    api: "1",
    origin,
    destination,
    ...(stops.length > 0 ? { waypoints: stops.join("|") } : {}),
    travelmode: "driving",
  });
  return `https://www.google.com/maps/dir/?${query}`;
}

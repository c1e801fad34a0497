/**
 * Who drives when: the assignment states in which a ride holds its driver's time, the window it
 * holds, and when the customer is told the chauffeur's name.
 */

/** Time a driver needs between two rides (return, cleaning, traffic). */
export const ASSIGNMENT_BUFFER_MS = 30 * 60 * 1000;

/** A ride holds its driver's time while the booking is live... */
export const LIVE_BOOKING_STATUSES = ["pending", "confirmed"] as const;
/** ...and the assignment is not one of these (nobody yet, turned down, or done). */
export const RELEASED_ASSIGNMENT_STATUSES = ["unassigned", "rejected", "completed"] as const;

interface Ride {
  status: string;
  assignmentStatus: string;
  pickupAt: number;
  expectedEndAt: number;
}

export function holdsDriver(ride: Pick<Ride, "status" | "assignmentStatus">): boolean {
  return (
    (LIVE_BOOKING_STATUSES as readonly string[]).includes(ride.status) &&
    !(RELEASED_ASSIGNMENT_STATUSES as readonly string[]).includes(ride.assignmentStatus)
  );
}

/** The time a ride keeps its driver busy: from pickup to the expected end plus the buffer. */
export function busyWindow(
  ride: Pick<Ride, "pickupAt" | "expectedEndAt">,
  bufferMs = ASSIGNMENT_BUFFER_MS,
): { from: number; to: number } {
  return { from: ride.pickupAt, to: ride.expectedEndAt + bufferMs };
}

/** Two rides of one driver clash when their busy windows overlap (the SQL guard says the same). */
export function ridesOverlap(
  a: Pick<Ride, "pickupAt" | "expectedEndAt">,
  b: Pick<Ride, "pickupAt" | "expectedEndAt">,
  bufferMs = ASSIGNMENT_BUFFER_MS,
): boolean {
  const x = busyWindow(a, bufferMs);
  const y = busyWindow(b, bufferMs);
  return x.from < y.to && y.from < x.to;
}

/** Assignment states in which the customer is told the chauffeur's first name (a finished ride too). */
export const CHAUFFEUR_NAMED_STATUSES = ["assigned", "accepted", "in_progress", "completed"] as const;

export function isChauffeurNamed(assignmentStatus: string): boolean {
  return (CHAUFFEUR_NAMED_STATUSES as readonly string[]).includes(assignmentStatus);
}

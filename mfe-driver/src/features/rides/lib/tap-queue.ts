import type { DriverRide, RideStage } from "@chauffeur/contract";

/**
 * Status taps made without a connection. Each keeps the time of the tap and the idempotency key it was
 * given, so that sent on reconnect (in order), it is timed as it happened and applied once however often
 * it is sent. A tap the server refuses is kept, with the reason, until the chauffeur has seen it.
 * Kept in localStorage per driver: it must outlive a reload and a closed tab in a car without signal.
 * It holds no token and nothing about the passenger beyond the reference.
 */
export interface QueuedTap {
  key: string;
  bookingId: string;
  reference: string;
  stage: RideStage;
  /** ISO time of the tap, on the phone's clock. */
  tappedAt: string;
  /** The chauffeur confirmed a step taken over an hour before the pickup time. */
  confirmEarly?: boolean;
}

export interface RefusedTap extends QueuedTap {
  /** The server's reason. */
  reason: string;
}

export interface TapState {
  queued: QueuedTap[];
  refused: RefusedTap[];
}

const EMPTY: TapState = { queued: [], refused: [] };
const storageKey = (driverId: string) => `chauffeur.driver.taps.${driverId}`;

export function readTaps(driverId: string): TapState {
  try {
    const raw = localStorage.getItem(storageKey(driverId));
    if (!raw) return EMPTY;
    const state = JSON.parse(raw) as Partial<TapState>;
    return { queued: state.queued ?? [], refused: state.refused ?? [] };
  } catch {
    return EMPTY;
  }
}

export function writeTaps(driverId: string, state: TapState) {
  if (state.queued.length === 0 && state.refused.length === 0) {
    localStorage.removeItem(storageKey(driverId));
  } else {
    localStorage.setItem(storageKey(driverId), JSON.stringify(state));
  }
}

/** The first queued tap went through: the rest wait their turn. */
export const delivered = (state: TapState, key: string): TapState => ({
  ...state,
  queued: state.queued.filter((t) => t.key !== key),
});

/**
 * The server refused a tap: it and the later taps of the same ride (which stood on it) come off the
 * queue, each shown with the reason.
 */
export function refused(state: TapState, tap: QueuedTap, reason: string): TapState {
  const dropped = state.queued.filter((t) => t.bookingId === tap.bookingId);
  return {
    queued: state.queued.filter((t) => t.bookingId !== tap.bookingId),
    refused: [...state.refused, ...dropped.map((t) => ({ ...t, reason }))],
  };
}

/**
 * The ride as the chauffeur left it: the server's answer with the ride's queued taps played on top, so the
 * card offers the next step at once (a chauffeur may arrive, load and drive off without signal).
 */
export function withQueuedTaps(ride: DriverRide, queued: QueuedTap[]): DriverRide {
  const mine = queued.filter((t) => t.bookingId === ride.booking.id);
  const last = mine.at(-1);
  if (!last) return ride;
  const ends = last.stage === "completed" || last.stage === "no_show";
  return {
    booking: {
      ...ride.booking,
      rideStage: last.stage,
      rideStageAt: last.tappedAt,
      status: ends ? "completed" : ride.booking.status,
    },
    assignment: { ...ride.assignment, status: ends ? "completed" : "in_progress" },
  };
}

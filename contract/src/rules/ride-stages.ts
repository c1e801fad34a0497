import { formatServiceTime } from "./format";
import type { RideStageValue } from "./statuses";

/** A chauffeur may set off ("on my way") from this many hours before the pickup, not earlier. */
export const EN_ROUTE_LEAD_HOURS = 3;

/** The moment "on my way" opens for a pickup. */
export function enRouteOpensAt(pickupAt: number): number {
  return pickupAt - EN_ROUTE_LEAD_HOURS * 3_600_000;
}

/** Arrived, on board or completed more than this long before the pickup time: the chauffeur confirms it first. */
export const EARLY_STEP_MINUTES = 60;
/** The answer's `code` when a step is early and not yet confirmed: the app asks, then sends it confirmed. */
export const CONFIRM_EARLY_STEP = "confirm_early_step";

const EARLY_STEP_WORDS: Readonly<Record<string, string>> = {
  arrived: "mark yourself arrived",
  on_board: "mark the passenger on board",
  completed: "complete the ride",
};

/** Whether `stage`, taken at `at`, is more than EARLY_STEP_MINUTES before the pickup (a customer may be ready early). */
export function isEarlyStep(stage: string, pickupAt: number, at = Date.now()): boolean {
  return stage in EARLY_STEP_WORDS && at < pickupAt - EARLY_STEP_MINUTES * 60_000;
}

/** The question the driver app asks before an early step, naming the pickup time (the server's 409 says the same). */
export function earlyStepQuestion(stage: string, pickupAt: number): string {
  return `The pickup is at ${formatServiceTime(pickupAt)}, more than ${EARLY_STEP_MINUTES} minutes from now. Do you want to ${EARLY_STEP_WORDS[stage] ?? "take this step"} now?`;
}

/** The history's note on an early step: how long before the pickup time it was taken. */
export function earlyStepNote(pickupAt: number, at: number): string {
  return `Early: ${Math.round((pickupAt - at) / 60_000)} min before the ${formatServiceTime(pickupAt)} pickup, confirmed by the chauffeur`;
}

/**
 * Why `stage` cannot be taken yet, in the words the server answers (409) and the driver app shows, or
 * null when its time has come. Only setting off waits on the clock: the later steps follow the ride.
 */
export function stageNotYet(stage: string, pickupAt: number, now = Date.now()): string | null {
  if (stage !== "en_route") return null;
  const opens = enRouteOpensAt(pickupAt);
  return now < opens
    ? `"On my way" opens ${EN_ROUTE_LEAD_HOURS} hours before pickup, at ${formatServiceTime(opens)}`
    : null;
}

/** The one forward step from each stage. */
const NEXT_STAGE: Partial<Record<string, RideStageValue>> = {
  en_route: "arrived",
  arrived: "on_board",
  on_board: "completed",
};

/** The stage a ride may move to next, or null when it is over or not accepted. */
export function nextRideStage(assignmentStatus: string, stage: string | null): RideStageValue | null {
  if (assignmentStatus === "accepted" && stage === null) return "en_route";
  if (assignmentStatus !== "in_progress" || stage === null) return null;
  return NEXT_STAGE[stage] ?? null;
}

/** No-show: the driver is at (or on the way to) the pickup and the pickup time has passed. */
export function canMarkNoShow(
  assignmentStatus: string,
  stage: string | null,
  pickupAt: number,
  now = Date.now(),
): boolean {
  return (
    assignmentStatus === "in_progress" && (stage === "en_route" || stage === "arrived") && now >= pickupAt
  );
}

import { formatServiceTime } from "./format";
import type { RideStageValue } from "./statuses";

/** A chauffeur may set off ("on my way") from this many hours before the pickup, not earlier. */
export const EN_ROUTE_LEAD_HOURS = 3;

/** The moment "on my way" opens for a pickup. */
export function enRouteOpensAt(pickupAt: number): number {
  return pickupAt - EN_ROUTE_LEAD_HOURS * 3_600_000;
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

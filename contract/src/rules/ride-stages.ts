import type { RideStageValue } from "./statuses";

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

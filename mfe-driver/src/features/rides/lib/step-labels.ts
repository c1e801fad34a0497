import type { RideStage } from "@chauffeur/contract";

/** The buttons of a ride's steps, and how the app names a step it could not send. */
export const STEP_LABELS: Record<RideStage, string> = {
  en_route: "Start: on my way",
  arrived: "Arrived at pickup",
  on_board: "Passenger on board",
  completed: "Complete ride",
  no_show: "Passenger no-show",
};

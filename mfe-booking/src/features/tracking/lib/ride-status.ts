import type { TrackView } from "@chauffeur/contract";

/** Where the ride stands, in one sentence for its customer. */
export function rideHeadline(view: TrackView): string {
  const name = view.chauffeur?.firstName;
  if (view.status === "cancelled") return "This booking was cancelled.";
  if (view.rideStage === "no_show") return "The chauffeur waited, but the ride ended as a no-show.";
  if (view.rideStage === "completed" || view.status === "completed") {
    return "Your ride is complete. Thank you for riding with us.";
  }
  if (view.rideStage === "on_board") return "You are on board. Enjoy the ride.";
  if (view.rideStage === "arrived") return `${name ?? "Your chauffeur"} has arrived at the pickup.`;
  if (view.rideStage === "en_route") return `${name ?? "Your chauffeur"} is on the way.`;
  if (view.status === "pending") return "Your booking is waiting for our confirmation.";
  if (name) return `${name} will be your chauffeur.`;
  return "Your booking is confirmed. We will tell you your chauffeur's name before the ride.";
}

/** The car is on the move or at the pickup: the map shows it when a position is shared. */
export const isLive = (view: TrackView) =>
  view.status === "confirmed" && (view.rideStage === "en_route" || view.rideStage === "arrived");

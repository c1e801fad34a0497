import type { DistanceRequest, DistanceResponse } from "@chauffeur/contract";
import type { Ctx } from "../core/context";
import type { MapsProvider } from "./provider";
import { requireServiceArea, serviceAreaOf } from "./service-area";
import { measureThroughStops } from "./through-stops";

/**
 * Road miles between two places, through any stops, to one decimal; 422 when an end is unknown, or (with
 * its `code`) when the pickup is outside the service area or the trip longer than it allows.
 */
export async function measureDistance({
  ctx,
  input,
}: {
  ctx: Ctx & { readonly maps: MapsProvider };
  input: DistanceRequest;
}): Promise<DistanceResponse> {
  const measured = await measureThroughStops(ctx.maps, input);
  requireServiceArea(serviceAreaOf(ctx.config), {
    pickup: measured.pickup,
    pickupText: input.pickup,
    miles: measured.distance,
  });
  return measured;
}

import { type DistanceRequest, type DistanceResponse, unknownPlaceMessage } from "@chauffeur/contract";
import { UnknownPlaceError } from "../core/errors";
import type { MapsProvider } from "./provider";

/**
 * A trip measured leg by leg, from the pickup through its stops (in order) to the destination: the
 * miles add up, the route is the legs' routes joined (when every leg has one), and the stops are the
 * places the legs met at (when the provider says where every one is). Without stops it is one call.
 */
export async function measureThroughStops(
  maps: MapsProvider,
  request: DistanceRequest,
): Promise<DistanceResponse> {
  const stops = request.stops ?? [];
  if (stops.length === 0) return maps.distance(request);
  const points = [request.pickup, ...stops, request.destination];
  // A leg's end the maps cannot find that is one of the stops is named as the stop it is.
  const atStop = (e: unknown, i: number): never => {
    const end = e instanceof UnknownPlaceError ? e.field : undefined;
    const stop =
      end === "pickupLocation" && i > 0 ? i - 1 : end === "destination" && i < stops.length ? i : -1;
    throw stop < 0 ? e : new UnknownPlaceError(unknownPlaceMessage("stop", stops[stop] ?? ""), "stops");
  };
  const legs = await Promise.all(
    points.slice(1).map((to, i) =>
      maps
        .distance({
          pickup: points[i] ?? "",
          destination: to,
          ...(i === 0 && request.pickupPlaceId ? { pickupPlaceId: request.pickupPlaceId } : {}),
          ...(i === stops.length && request.destinationPlaceId
            ? { destinationPlaceId: request.destinationPlaceId }
            : {}),
        })
        .catch((e: unknown) => atStop(e, i)),
    ),
  );
  const first = legs[0];
  const last = legs[legs.length - 1];
  const stopPlaces = legs.slice(0, -1).map((leg) => leg.destination);
  const routes = legs.map((leg) => leg.route);
  const source = legs.every((leg) => leg.source === first?.source) ? first?.source : "gazetteer";
  return {
    distance: Math.round(legs.reduce((miles, leg) => miles + leg.distance, 0) * 10) / 10,
    pickup: first?.pickup,
    destination: last?.destination,
    ...(stopPlaces.every((p) => p !== undefined) ? { stops: stopPlaces } : {}),
    source: source ?? "gazetteer",
    ...(routes.every((r) => r !== undefined) ? { route: routes.flat() } : {}),
  };
}

import L from "leaflet";
import { useEffect, useRef } from "react";
import { addGround } from "../../../lib/map/basemap";
import { ensureLeafletStyles } from "../../../lib/map/leaflet-styles";
import { MapFrame } from "../../../lib/map/map-frame";
import type { TripPoint } from "../api/get-distance";
import { greatCirclePoints } from "../lib/great-circle";

interface TripMapProps {
  pickup: TripPoint;
  destination: TripPoint;
  pickupLabel: string;
  destinationLabel: string;
  /** Stops on the way, in order, with their labels. */
  stops?: { point: TripPoint; label: string }[];
  /** The driving route as [lat, lng] pairs, when a router drew it; else the great circle is drawn. */
  route?: [number, number][];
  /** Leaflet URL template; null draws the markers and route on a plain canvas (no tile network). */
  tileUrl: string | null;
}

/** The interactive map of pickup, destination and the route line, 400 px tall (SPEC.md section 2). */
export function TripMap({
  pickup,
  destination,
  pickupLabel,
  destinationLabel,
  stops,
  route,
  tileUrl,
}: TripMapProps) {
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!container.current) return;
    ensureLeafletStyles();
    const map = L.map(container.current, { scrollWheelZoom: false, attributionControl: Boolean(tileUrl) });
    addGround(map, tileUrl);
    const byRoad = route !== undefined && route.length > 1;
    // Without a road route, great circles from stop to stop, in order.
    const points = [pickup, ...(stops ?? []).map((s) => s.point), destination];
    const line = byRoad
      ? route
      : points.slice(1).flatMap((to, i) => greatCirclePoints(points[i] ?? pickup, to));
    L.polyline(line, { color: "#b8892f", weight: 4, dashArray: byRoad ? undefined : "8 6" }).addTo(map);
    // Circle markers are SVG: no marker images to fetch, so they draw with or without tiles.
    const marker = (p: TripPoint, color: string, label: string) =>
      L.circleMarker([p.lat, p.lng], {
        radius: 9,
        color: "#17181c",
        weight: 2,
        fillColor: color,
        fillOpacity: 1,
      })
        .bindTooltip(label, { permanent: true, direction: "top", offset: [0, -8] })
        .addTo(map);
    marker(pickup, "#2f855a", `Pickup: ${pickupLabel}`);
    for (const [i, s] of (stops ?? []).entries()) marker(s.point, "#b8892f", `Stop ${i + 1}: ${s.label}`);
    marker(destination, "#c53030", `Destination: ${destinationLabel}`);
    // Room for the permanent labels beside the markers, within narrow (phone) maps too.
    const side = Math.min(140, container.current.clientWidth / 4);
    map.fitBounds(L.latLngBounds(line), { padding: [side, 56], maxZoom: 13 });
    return () => {
      map.remove();
    };
  }, [pickup, destination, pickupLabel, destinationLabel, stops, route, tileUrl]);

  return (
    <MapFrame
      ref={container}
      label={`Map of the route from ${pickupLabel} to ${destinationLabel}`}
      h="400px"
      tileUrl={tileUrl}
      caption={
        route
          ? "The driving route, on an outline map (coast, state and county lines): no street map is configured for this site."
          : stops?.length
            ? "Route shown as straight lines from pickup through each stop to the destination, on an outline map (coast, state and county lines)."
            : "Route shown as a straight line between pickup and destination, on an outline map (coast, state and county lines)."
      }
    />
  );
}

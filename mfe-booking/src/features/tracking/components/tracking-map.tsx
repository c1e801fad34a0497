import L from "leaflet";
import { useEffect, useRef } from "react";
import { addGround } from "../../../lib/map/basemap";
import { ensureLeafletStyles } from "../../../lib/map/leaflet-styles";
import { MapFrame } from "../../../lib/map/map-frame";

interface Point {
  lat: number;
  lon: number;
}

interface TrackingMapProps {
  pickup: Point | null;
  pickupLabel: string;
  /** The chauffeur's last shared position; null draws the pickup alone. */
  car: (Point & { accuracy: number }) | null;
  carLabel: string;
  /** Leaflet URL template; null draws on a plain canvas (no tile network). */
  tileUrl: string | null;
}

const dot = (color: string) => ({ radius: 9, color: "#17181c", weight: 2, fillColor: color, fillOpacity: 1 });

/**
 * The pickup and the car on one map. The map is made once; each new position moves the car's marker
 * (and its accuracy circle) and refits the view, so polling does not redraw the page.
 */
export function TrackingMap({ pickup, pickupLabel, car, carLabel, tileUrl }: TrackingMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const layers = useRef<L.LayerGroup | null>(null);

  useEffect(() => {
    if (!container.current) return;
    ensureLeafletStyles();
    const m = L.map(container.current, { scrollWheelZoom: false, attributionControl: Boolean(tileUrl) });
    addGround(m, tileUrl);
    map.current = m;
    layers.current = L.layerGroup().addTo(m);
    return () => {
      m.remove();
      map.current = null;
    };
  }, [tileUrl]);

  useEffect(() => {
    const m = map.current;
    const group = layers.current;
    if (!m || !group) return;
    group.clearLayers();
    const points: L.LatLngExpression[] = [];
    if (pickup) {
      L.circleMarker([pickup.lat, pickup.lon], dot("#2f855a"))
        .bindTooltip("Pickup", { permanent: true, direction: "top", offset: [0, -8] })
        .addTo(group);
      points.push([pickup.lat, pickup.lon]);
    }
    if (car) {
      if (car.accuracy > 30) {
        L.circle([car.lat, car.lon], {
          radius: car.accuracy,
          color: "#b8892f",
          weight: 1,
          fillOpacity: 0.12,
        }).addTo(group);
      }
      L.circleMarker([car.lat, car.lon], { ...dot("#b8892f"), radius: 11 })
        .bindTooltip(carLabel, { permanent: true, direction: "bottom", offset: [0, 10] })
        .addTo(group);
      points.push([car.lat, car.lon]);
      if (pickup) {
        L.polyline(points, { color: "#b8892f", weight: 3, dashArray: "6 6" }).addTo(group);
      }
    }
    const [first] = points;
    if (points.length > 1) m.fitBounds(L.latLngBounds(points), { padding: [60, 60], maxZoom: 15 });
    else if (first) m.setView(first, 13);
  }, [pickup, pickupLabel, car, carLabel]);

  return (
    <MapFrame
      ref={container}
      label={car ? `Map: ${carLabel} and the pickup` : `Map of the pickup, ${pickupLabel}`}
      h={{ base: "280px", md: "360px" }}
      tileUrl={tileUrl}
      caption="Positions on an outline map (coast, state and county lines): no street map is configured for this site."
      data={{
        "data-testid": "tracking-map",
        "data-car": car ? `${car.lat.toFixed(5)},${car.lon.toFixed(5)}` : "",
      }}
    />
  );
}

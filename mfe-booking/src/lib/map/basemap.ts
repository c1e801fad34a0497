import L from "leaflet";
import type { GeometryCollection, Topology } from "topojson-specification";
import { api } from "../api-client";

/** Water, land and borders of the offline basemap (the site's quiet greys and a pale sea). */
export const BASEMAP_COLORS = {
  water: "#dbe6ef",
  land: "#f4f1ea",
  coast: "#9fb0c0",
  border: "#b9c0c9",
  county: "#d3d8de",
  label: "#5b6573",
};

type UsAtlas = Topology<{ nation: GeometryCollection; states: GeometryCollection }>;

/**
 * The map's ground when no tile source is configured (MAP_TILE_URL): the US coastline and state lines from
 * us-atlas (Natural Earth-based, 1:10m), drawn on a canvas in its own pane under the route and markers.
 * Its data (about 40 KiB gzip) loads with the first map that needs it, never with the other pages.
 */
export async function addBasemap(map: L.Map): Promise<void> {
  const [{ feature, mesh }, atlas] = await Promise.all([
    import("topojson-client"),
    import("us-atlas/states-10m.json"),
  ]);
  const us = (atlas.default ?? atlas) as unknown as UsAtlas;
  // The map may have gone while the data loaded (the customer left the step).
  if (!map.getContainer().isConnected) return;
  // Leaflet's own stylesheet paints every map grey; here the sea shows between the coasts.
  map.getContainer().style.background = BASEMAP_COLORS.water;
  const pane = map.getPane("basemap") ?? map.createPane("basemap");
  pane.style.zIndex = "250";
  // One canvas for both layers (thousands of vertices draw faster there than as SVG paths); Leaflet hands
  // the GeoJSON's options, the renderer among them, to each shape it makes.
  const shared = { pane: "basemap", renderer: L.canvas({ pane: "basemap" }), interactive: false };
  const options = (style: L.PathOptions) => ({ ...shared, style }) as L.GeoJSONOptions;
  L.geoJSON(
    feature(us, us.objects.nation),
    options({ fillColor: BASEMAP_COLORS.land, fillOpacity: 1, color: BASEMAP_COLORS.coast, weight: 1 }),
  ).addTo(map);
  L.geoJSON(
    mesh(us, us.objects.states, (a, b) => a !== b),
    options({ color: BASEMAP_COLORS.border, weight: 1, dashArray: "4 3" }),
  ).addTo(map);
  showCounties(map, feature(us, us.objects.states).features, shared);
  map.getContainer().dataset.basemap = "us-atlas";
  labelPlaces(map);
}

/** From this zoom (a region: a few counties across) the map draws county lines. */
const COUNTY_ZOOM = 7;

/**
 * County lines of the states in view once the map is zoomed in, each state's loaded when first shown
 * (virtual:county-lines: about 1 KiB gzip a state), and hidden again when zoomed out.
 */
function showCounties(
  map: L.Map,
  states: { id?: string | number; geometry: GeoJSON.Geometry | null }[],
  shared: L.PolylineOptions,
) {
  const group = L.layerGroup();
  const boxes = states.flatMap((s) =>
    s.geometry ? [{ fips: String(s.id), bounds: L.geoJSON(s.geometry).getBounds() }] : [],
  );
  const loaded = new Set<string>();
  const show = async () => {
    if (map.getZoom() < COUNTY_ZOOM) {
      group.remove();
      return;
    }
    group.addTo(map);
    const view = map.getBounds();
    const wanted = boxes.filter((b) => !loaded.has(b.fips) && view.intersects(b.bounds));
    const { countyLines } = await import("virtual:county-lines");
    for (const { fips } of wanted) {
      loaded.add(fips);
      const lines = await countyLines[fips]?.();
      if (!lines) continue;
      const paths = lines.default.map((path) => path.map(([lng, lat]) => L.latLng(lat, lng)));
      L.polyline(paths, { ...shared, color: BASEMAP_COLORS.county, weight: 1, dashArray: "2 3" }).addTo(
        group,
      );
    }
    map.getContainer().dataset.counties = [...loaded].sort().join(",");
  };
  const reshow = () => void show().catch((error: unknown) => console.warn("County lines:", error));
  map.whenReady(reshow);
  map.on("moveend", reshow);
}

/** How many of the gazetteer's places a map names at once. */
const LABELS = 10;

/**
 * Names the airports and biggest cities in view (GET /api/places/nearby), again after each move, so the
 * outline map says where the route runs. Regions wider than the query allows are left unnamed.
 */
function labelPlaces(map: L.Map) {
  const group = L.layerGroup().addTo(map);
  let asked = 0;
  const label = async () => {
    const b = map.getBounds();
    const bounds = { south: b.getSouth(), west: b.getWest(), north: b.getNorth(), east: b.getEast() };
    if (bounds.north - bounds.south > 20 || bounds.east - bounds.west > 30) return group.clearLayers();
    const turn = ++asked;
    // Rounded, so a map that barely moved asks the same (browser-cached) question.
    const at = (v: number) => Math.round(v * 1000) / 1000;
    const { places } = await api.get("/api/places/nearby", {
      query: {
        south: at(bounds.south),
        west: at(bounds.west),
        north: at(bounds.north),
        east: at(bounds.east),
        limit: LABELS,
      },
    });
    if (turn !== asked) return;
    group.clearLayers();
    // The biggest first; a smaller place whose name would overlap one already written is left out.
    const taken: { x: number; y: number; w: number }[] = [];
    let shown = 0;
    for (const place of places) {
      const text = place.kind === "airport" ? place.name : `${place.name}, ${place.state}`;
      const point = map.latLngToContainerPoint([place.lat, place.lng]);
      const w = text.length * 6.5 + 12;
      if (taken.some((t) => Math.abs(t.y - point.y) < 16 && point.x < t.x + t.w && t.x < point.x + w))
        continue;
      taken.push({ x: point.x, y: point.y, w });
      shown += 1;
      L.circleMarker([place.lat, place.lng], {
        pane: "basemap",
        radius: place.kind === "airport" ? 4 : 3,
        color: BASEMAP_COLORS.label,
        weight: 1,
        fillColor: "#ffffff",
        fillOpacity: 1,
        interactive: false,
      })
        .bindTooltip(text, {
          permanent: true,
          direction: "right",
          offset: [4, 0],
          className: "basemap-place",
        })
        .addTo(group);
    }
    map.getContainer().dataset.places = String(shown);
  };
  const relabel = () => void label().catch((error: unknown) => console.warn("Map labels:", error));
  map.whenReady(relabel);
  map.on("moveend", relabel);
}

/** What a map draws under its route: the configured tiles, else the offline basemap. */
export function addGround(map: L.Map, tileUrl: string | null) {
  if (tileUrl) {
    L.tileLayer(tileUrl, { maxZoom: 18, attribution: "Map data" }).addTo(map);
    return;
  }
  addBasemap(map).catch((error: unknown) => console.warn("The offline basemap did not load:", error));
}

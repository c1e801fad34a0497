import L from "leaflet";
import type { GeometryCollection, Topology } from "topojson-specification";

/** Water, land and borders of the offline basemap (the site's quiet greys and a pale sea). */
export const BASEMAP_COLORS = { water: "#dbe6ef", land: "#f4f1ea", coast: "#9fb0c0", border: "#b9c0c9" };

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
  map.getContainer().dataset.basemap = "us-atlas";
}

/** What a map draws under its route: the configured tiles, else the offline basemap. */
export function addGround(map: L.Map, tileUrl: string | null) {
  if (tileUrl) {
    L.tileLayer(tileUrl, { maxZoom: 18, attribution: "Map data" }).addTo(map);
    return;
  }
  addBasemap(map).catch((error: unknown) => console.warn("The offline basemap did not load:", error));
}

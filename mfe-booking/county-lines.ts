/**
 * Build-time only (the vite config): the offline basemap's county lines, one small module per state, so a
 * map loads the lines of the states it shows and no others (us-atlas's whole counties file is 250 KiB gzip;
 * Massachusetts' lines are 1 KiB). `virtual:county-lines` answers `{ [stateFips]: () => import(...) }`;
 * each state's module is the lines between its counties as [lng, lat] paths, to 4 decimals (about 10 m).
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { mesh } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import type { Plugin } from "vite";

const ID = "virtual:county-lines";
const RESOLVED = `\0${ID}`;

type Counties = Topology<{ counties: GeometryCollection; states: GeometryCollection }>;

function loadAtlas(): Counties {
  const file = createRequire(import.meta.url).resolve("us-atlas/counties-10m.json");
  return JSON.parse(readFileSync(file, "utf8")) as Counties;
}

const round = (v: number) => Math.round(v * 1e4) / 1e4;

export function countyLines(): Plugin {
  let atlas: Counties | null = null;
  const states = () => {
    atlas ??= loadAtlas();
    return atlas.objects.states.geometries.map((g) => String(g.id));
  };
  return {
    name: "county-lines",
    resolveId(id) {
      if (id === ID || id.startsWith(`${ID}/`)) return `\0${id}`;
      return null;
    },
    load(id) {
      if (id === RESOLVED) {
        const entries = states().map((fips) => `  "${fips}": () => import("${ID}/counties-${fips}")`);
        return `export const countyLines = {\n${entries.join(",\n")}\n};\n`;
      }
      if (!id.startsWith(`${RESOLVED}/`)) return null;
      const fips = id.slice(`${RESOLVED}/counties-`.length);
      atlas ??= loadAtlas();
      const lines = mesh(
        atlas,
        atlas.objects.counties,
        (a, b) => a !== b && String(a.id).slice(0, 2) === fips && String(b.id).slice(0, 2) === fips,
      );
      const paths = lines.coordinates.map((path) =>
        path.map(([lng = 0, lat = 0]) => [round(lng), round(lat)]),
      );
      return `export default ${JSON.stringify(paths)};\n`;
    },
  };
}

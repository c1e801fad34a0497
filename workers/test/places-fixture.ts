import { placesUpsertStatements, SERVED_VENUES, servedVenueRows } from "@chauffeur/db/seed";
import { exec } from "./helpers";

/** A handful of gazetteer rows, shaped like the seed's (ids, ranks, descriptions). */
export const FIXTURE_PLACES = [
  [
    10_000_001,
    "airport",
    "Boston Logan International Airport",
    "MA",
    "BOS",
    null,
    42.3656,
    -71.0096,
    20_000_000,
    "Boston Logan International Airport (BOS), Boston, MA",
  ],
  [
    10_000_002,
    "airport",
    "New York John F Kennedy International Airport",
    "NY",
    "JFK",
    null,
    40.6398,
    -73.7789,
    20_000_000,
    "New York John F Kennedy International Airport (JFK), New York, NY",
  ],
  [104_930_956, "city", "Boston", "MA", null, null, 42.3584, -71.0598, 617_594, "Boston, MA"],
  [104_948_247, "city", "Quincy", "MA", null, null, 42.2529, -71.0023, 93_494, "Quincy, MA"],
  [104_908_052, "city", "Quincy", "IL", null, null, 39.9356, -91.4099, 40_633, "Quincy, IL"],
  [104_317_639, "city", "Bossier City", "LA", null, null, 32.516, -93.7321, 68_094, "Bossier City, LA"],
  [105_128_581, "city", "New York City", "NY", null, null, 40.7143, -74.006, 8_175_133, "New York City, NY"],
  [105_746_545, "city", "Portland", "OR", null, null, 45.5234, -122.6762, 632_309, "Portland, OR"],
  [104_975_279, "city", "Portland", "ME", null, null, 43.6615, -70.2553, 66_194, "Portland, ME"],
  [300_002_169, "zip", "Quincy", "MA", null, "02169", 42.2491, -70.9978, 0, "Quincy, MA 02169"],
  // Venues, as the seed writes the us-colleges rows (category "university").
  [
    401_234_567,
    "venue",
    "Boston University",
    "MA",
    null,
    "02215",
    42.349581,
    -71.09984,
    50_000,
    "Boston University, MA",
  ],
  [
    407_654_321,
    "venue",
    "Boston College",
    "MA",
    null,
    "02467",
    42.337688,
    -71.171488,
    50_000,
    "Boston College, Chestnut Hill, MA",
  ],
  [
    402_000_139,
    "venue",
    "Massachusetts Institute of Technology (MIT)",
    "MA",
    null,
    "02139",
    42.360095,
    -71.092115,
    200_000,
    "Massachusetts Institute of Technology (MIT), Cambridge, MA",
  ],
  // Ranked as Boston University, with the same initials, farther from Boston.
  [
    400_002_454,
    "venue",
    "Brandeis University",
    "MA",
    null,
    "02454",
    42.364947,
    -71.254716,
    50_000,
    "Brandeis University, Waltham, MA",
  ],
  // Ranked above Boston University here, so only the match can put Boston University first for "Boston".
  [
    404_002_125,
    "venue",
    "University of Massachusetts-Boston",
    "MA",
    null,
    "02125",
    42.314541,
    -71.038653,
    200_000,
    "University of Massachusetts-Boston, MA",
  ],
  [
    403_006_320,
    "venue",
    "Mitchell College",
    "CT",
    null,
    "06320",
    41.328075,
    -72.095337,
    50_000,
    "Mitchell College, New London, CT",
  ],
] as const;

/** The venues' initials by id, as the seed writes them (db/src/seed/places.ts: initialsOf). */
const FIXTURE_ALIASES: Record<number, string> = {
  401234567: "BU",
  400002454: "BU",
  407654321: "BC",
  402000139: "MIT",
  404002125: "UMB",
  403006320: "MC",
};

/** A few venues of the operator's own list, as the seed writes them (db/src/seed/venues.ts). */
export const FIXTURE_SERVED_VENUES = servedVenueRows(
  SERVED_VENUES.filter((v) =>
    [
      "South Station",
      "South Station Bus Terminal",
      "Boston Harbor Hotel",
      "Massachusetts General Hospital",
      "Fenway Park",
    ].includes(v.name),
  ),
);

const literal = (v: string | number | null) =>
  v === null ? "NULL" : typeof v === "number" ? String(v) : `'${v.replaceAll("'", "''")}'`;

export async function loadFixturePlaces() {
  const ids = [...FIXTURE_PLACES.map((p) => p[0]), ...FIXTURE_SERVED_VENUES.map((v) => v.id)].join(", ");
  await exec([
    `DELETE FROM places WHERE id IN (${ids})`,
    ...FIXTURE_PLACES.map(
      (p) =>
        `INSERT INTO places (id, kind, name, state, iata, zip, lat, lng, rank, description, category) VALUES (${[...p, p[1] === "venue" ? "university" : null].map(literal).join(", ")})`,
    ),
    // Written by the seed's own statement.
    ...placesUpsertStatements(FIXTURE_SERVED_VENUES),
    ...Object.entries(FIXTURE_ALIASES).map(
      ([id, alias]) => `UPDATE places SET alias = '${alias}' WHERE id = ${id}`,
    ),
  ]);
}

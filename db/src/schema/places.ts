import { index, integer, real, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * The gazetteer of US places (airports, cities and towns, ZIP areas, venues) behind autocomplete and
 * distance. Full-text search runs on the `places_fts` FTS5 table, kept in step by triggers
 * (see the custom migration that creates it).
 */
export const places = sqliteTable(
  "places",
  {
    id: integer("id").primaryKey(),
    /** airport | city | zip | venue */
    kind: text("kind").notNull(),
    /** A venue's category (contract VenueCategory: university, hotel, station...); null otherwise. */
    category: text("category"),
    name: text("name").notNull(),
    state: text("state").notNull(),
    iata: text("iata"),
    zip: text("zip"),
    lat: real("lat").notNull(),
    lng: real("lng").notNull(),
    /** Larger ranks first: airports above cities, big cities above small ones. */
    rank: integer("rank").notNull().default(0),
    /** The text shown as the suggestion and used as its description. */
    description: text("description").notNull(),
    /** A venue's initials, found when typed whole ("BU" is Boston University); null otherwise. */
    alias: text("alias"),
  },
  (t) => [
    // Distance resolves an IATA code or a suggestion's exact text.
    index("places_iata_idx").on(t.iata),
    index("places_description_idx").on(t.description),
    // A map's labels (GET /api/places/nearby) read the cities and airports between its latitudes,
    // not all sixty thousand places.
    index("places_kind_lat_idx").on(t.kind, t.lat),
    index("places_alias_idx").on(t.alias),
  ],
);

import { createRequire } from "node:module";
import { VenueCategory } from "@chauffeur/contract";
import { describe, expect, it } from "vitest";
import { type CollegeSource, collegeRows, INITIALS, servedVenueRows, type ZipSource } from "./places";
import { SERVED_VENUES } from "./venues";

const require = createRequire(import.meta.url);
const zips = (require("zipcodes/lib/codes.js") as { codes: Record<string, ZipSource> }).codes;

/** Miles between two points (haversine). */
function miles(a: { lat: number; lng: number }, b: { lat: number; lng: number }) {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2;
  return 2 * 3958.8 * Math.asin(Math.sqrt(h));
}

/**
 * How far a venue may lie from the centre of its ZIP area: a suburban ZIP is miles across (Route 128
 * Station is at the edge of Westwood's, 3.2 miles out). A venue put in the wrong town or with a sign
 * dropped fails; a few hundred metres off does not, which the pickup's own address text covers.
 */
const NEAR_ITS_ZIP_MILES = 3.5;

describe("the operator's venues", () => {
  it("each lies in its ZIP area's state, near the area's centre", () => {
    const far = SERVED_VENUES.flatMap((v) => {
      const zip = zips[v.zip];
      if (!zip) return [`${v.name}: no ZIP area ${v.zip}`];
      const off = miles(v, { lat: zip.latitude, lng: zip.longitude });
      if (zip.state !== v.state) return [`${v.name}: ${v.zip} is in ${zip.state}, not ${v.state}`];
      return off > NEAR_ITS_ZIP_MILES ? [`${v.name}: ${off.toFixed(1)} miles from ${v.zip}'s centre`] : [];
    });
    expect(far).toEqual([]);
  });

  it("names each venue once, with a category, and short names as people say them", () => {
    const names = SERVED_VENUES.map((v) => v.name);
    expect(new Set(names).size).toBe(names.length);
    for (const v of SERVED_VENUES) {
      expect(VenueCategory.safeParse(v.category).success, v.name).toBe(true);
      if (v.alias) expect(v.alias, v.name).toMatch(INITIALS);
    }
  });

  it("become venue rows with the town in their description, landmarks ranked like a city", () => {
    const rows = servedVenueRows(SERVED_VENUES);
    expect(rows.find((r) => r.name === "South Station")).toMatchObject({
      kind: "venue",
      category: "station",
      description: "South Station, Boston, MA",
      zip: "02111",
      rank: 200_000,
    });
    // A name that already says its town is not followed by it again.
    expect(rows.find((r) => r.name === "Boston Harbor Hotel")).toMatchObject({
      description: "Boston Harbor Hotel, MA",
      rank: 50_000,
      alias: null,
    });
    expect(rows.find((r) => r.name === "Massachusetts General Hospital")?.alias).toBe("MGH");
  });

  it("never shares an id with another venue or with a college", () => {
    const colleges = require("us-colleges/data/us-colleges.json") as CollegeSource[];
    const ids = [...servedVenueRows(SERVED_VENUES), ...collegeRows(colleges)].map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

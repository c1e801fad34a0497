import { describe, expect, it } from "vitest";
import { airportRows, cityRows, collegeRows, initialsOf, placesUpsertStatements, zipRows } from "./places";

const logan = {
  id: "3422",
  type: "large_airport",
  name: "Logan International Airport",
  latitude_deg: "42.3643",
  longitude_deg: "-71.005203",
  iso_country: "US",
  iso_region: "US-MA",
  municipality: "Boston",
  scheduled_service: "yes",
  iata_code: "BOS",
};

describe("gazetteer rows", () => {
  it("keeps US airports with an IATA code and scheduled service, named with their city", () => {
    const rows = airportRows([
      logan,
      { ...logan, id: "1", scheduled_service: "no" },
      { ...logan, id: "2", iso_country: "CA" },
    ]);
    expect(rows).toEqual([
      expect.objectContaining({
        id: 10_003_422,
        kind: "airport",
        name: "Boston Logan International Airport",
        state: "MA",
        iata: "BOS",
        description: "Boston Logan International Airport (BOS), Boston, MA",
      }),
    ]);
  });

  it("ranks hubs above cities, cities by population, ZIPs last", () => {
    const [airport] = airportRows([logan]);
    const [boston] = cityRows([
      {
        cityId: 4930956,
        name: "Boston",
        country: "US",
        featureCode: "PPLA",
        adminCode: "MA",
        population: 667137,
        loc: { coordinates: [-71.06, 42.36] },
      },
    ]);
    const [zip] = zipRows([
      { zip: "02169", latitude: 42.25, longitude: -71, city: "Quincy", state: "MA", country: "US" },
    ]);
    expect(boston).toMatchObject({ id: 104_930_956, description: "Boston, MA", lat: 42.36, lng: -71.06 });
    expect(zip).toMatchObject({ id: 300_002_169, zip: "02169", description: "Quincy, MA 02169", rank: 0 });
    expect((airport?.rank ?? 0) > (boston?.rank ?? 0)).toBe(true);
  });

  it("writes idempotent upserts in chunks, escaping quotes", () => {
    const rows = cityRows(
      Array.from({ length: 5 }, (_, i) => ({
        cityId: i,
        name: "Coeur d'Alene",
        country: "US",
        featureCode: "PPL",
        adminCode: "ID",
        population: 1,
        loc: { coordinates: [-116.78, 47.68] as [number, number] },
      })),
    );
    const statements = placesUpsertStatements(rows, 2);
    expect(statements).toHaveLength(3);
    expect(statements[0]).toContain("'Coeur d''Alene'");
    expect(statements[0]).toMatch(
      /ON CONFLICT\(id\) DO UPDATE SET .* WHERE \(places\.kind.*\) IS NOT \(excluded\.kind.*\);$/,
    );
  });

  it("makes colleges venues: category, the ZIP's lost zero put back, a stable id, a name in a state once", () => {
    const harvard = {
      name: "Harvard University",
      zip_code: "2138",
      state_abbreviation: "MA",
      city: "Cambridge",
      latitude: 42.374429,
      longitude: -71.118177,
    };
    const bu = { ...harvard, name: "Boston University", zip_code: "02215-1300", city: "Boston" };
    const rows = collegeRows([harvard, bu, { ...harvard, city: "Somewhere" }]);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      kind: "venue",
      category: "university",
      name: "Harvard University",
      state: "MA",
      zip: "02138",
      description: "Harvard University, Cambridge, MA",
    });
    // The city is said once when the name holds it.
    expect(rows[1]).toMatchObject({ zip: "02215", description: "Boston University, MA" });
    expect(rows[0]?.id).toBe(collegeRows([harvard])[0]?.id);
    expect(rows[0]?.id).toBeGreaterThanOrEqual(400_000_000);
    expect(rows[0]?.id).toBeLessThan(500_000_000);
  });

  it("ranks the best-known universities higher, under the name people use", () => {
    const mit = {
      name: "Massachusetts Institute of Technology",
      zip_code: "02139-4307",
      state_abbreviation: "MA",
      city: "Cambridge",
      latitude: 42.360095,
      longitude: -71.092115,
    };
    const other = { ...mit, name: "Cambridge College", latitude: 42.37, longitude: -71.1 };
    const [known, plain] = collegeRows([mit, other], [{ ...mit, name: `${mit.name} (MIT)` }]);
    expect(known).toMatchObject({
      name: "Massachusetts Institute of Technology (MIT)",
      description: "Massachusetts Institute of Technology (MIT), Cambridge, MA",
      rank: 200_000,
    });
    expect(known?.id).toBe(collegeRows([mit])[0]?.id);
    expect(plain?.rank).toBe(50_000);
  });

  it("names the region's state universities by the short names people type", () => {
    const campus = (name: string, city: string, state: string) => ({
      name,
      zip_code: "01003",
      state_abbreviation: state,
      city,
      latitude: 42.39,
      longitude: -72.53,
    });
    const uconnCampus = { ...campus("University of Connecticut", "Storrs", "CT"), latitude: 41.8 };
    const [amherst, uconn, unh, plain] = collegeRows(
      [
        campus("University of Massachusetts-Amherst", "Amherst", "MA"),
        uconnCampus,
        campus("University of New Hampshire-Main Campus", "Durham", "NH"),
        campus("Amherst College", "Amherst", "MA"),
      ],
      // In the popular list under its listed name: that adds nothing, the short name still does.
      [uconnCampus],
    );
    expect(amherst).toMatchObject({
      name: "University of Massachusetts-Amherst (UMass Amherst)",
      description: "University of Massachusetts-Amherst (UMass Amherst), MA",
      alias: "UMA",
    });
    expect(uconn).toMatchObject({ name: "University of Connecticut (UConn)", alias: "UC" });
    // A short name that is initials is the alias, not the initials of the listed name (UNHMC).
    expect(unh).toMatchObject({ name: "University of New Hampshire-Main Campus (UNH)", alias: "UNH" });
    expect(plain).toMatchObject({ name: "Amherst College", alias: "AC" });
  });

  it("keeps each venue's initials, the short name people type, and none for other places", () => {
    expect(initialsOf("Boston University")).toBe("BU");
    expect(initialsOf("Massachusetts Institute of Technology (MIT)")).toBe("MIT");
    expect(initialsOf("University of Massachusetts-Boston")).toBe("UMB");
    // One word, or more than six, or a digit: nothing anyone types as initials.
    expect(initialsOf("Harvard")).toBeNull();
    expect(initialsOf("College of Saint Scholastica Duluth Adult Nursing Health")).toBeNull();
    expect(initialsOf("School 21 of Arts")).toBeNull();
    const [college] = collegeRows([
      {
        name: "Boston College",
        zip_code: "2467",
        state_abbreviation: "MA",
        city: "Chestnut Hill",
        latitude: 42.337688,
        longitude: -71.171488,
      },
    ]);
    expect(college?.alias).toBe("BC");
    const [city] = cityRows([
      {
        cityId: 4930956,
        name: "Boston",
        country: "US",
        featureCode: "PPLA",
        adminCode: "MA",
        population: 617_594,
        loc: { coordinates: [-71.0598, 42.3584] },
      },
    ]);
    expect(city?.alias).toBeNull();
  });
});

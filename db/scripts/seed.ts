/**
 * Loads the demo data (catalog, then the places gazetteer) into D1: `tsx db/scripts/seed.ts --local
 * [--persist-to=DIR] [--migrate]` (or `--remote`; d1-target.ts). Every statement is an upsert, so running
 * it twice leaves the same rows. `--migrate` first applies the migrations a local D1 lacks, in the same
 * process (the test runs' databases: wrangler's command line cost about 12 s of CPU more).
 */
import { catalogSeedStatements } from "../src/seed";
import { openTarget } from "./d1-target";
import { placeStatements } from "./seed-places";

const target = await openTarget();
try {
  if (process.argv.includes("--migrate")) {
    const applied = await target.migrate();
    console.log(`Applied ${applied.length} migrations.`);
  }
  await target.run(catalogSeedStatements());
  console.log("Seeded the catalog (fleet and services).");
  // The gazetteer behind address suggestions and distances.
  const started = Date.now();
  const places = await placeStatements();
  await target.run(places.statements);
  console.log(`Seeded ${places.rows} places in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
} finally {
  await target.close();
}

/**
 * Loads the demo data (catalog, then the places gazetteer) into D1: `tsx db/scripts/seed.ts --local`
 * (or `--remote`). Every statement is an upsert, so running it twice leaves the same rows.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { catalogSeedStatements } from "../src/seed";
import { seedPlaces } from "./seed-places";

const target = process.argv.includes("--remote") ? "--remote" : "--local";
const persistArg = process.argv.find((a) => a.startsWith("--persist-to="));

const dir = mkdtempSync(join(tmpdir(), "chauffeur-seed-"));
try {
  const file = join(dir, "catalog.sql");
  writeFileSync(file, `${catalogSeedStatements().join("\n")}\n`);
  const args = ["wrangler", "d1", "execute", "DB", target, `--file=${file}`, "--yes"];
  if (persistArg) args.push(persistArg);
  // wrangler prints every statement's result as JSON: keep its errors, not that.
  execFileSync("npx", args, { stdio: ["ignore", "ignore", "inherit"] });
  console.log("Seeded the catalog (fleet and services).");
} finally {
  rmSync(dir, { recursive: true, force: true });
}

// The gazetteer behind address suggestions and distances (same target and --persist-to).
await seedPlaces();

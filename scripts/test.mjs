// The README's test command: check, unit and component tests, Worker tests in workerd, then a fresh
// build driven end to end in headless Chromium. Stops at the first failing stage; ends with one line
// counting every test.
//
// The four front ends build, and the end-to-end tests' database is migrated and seeded, in the background
// from the start, while the check and the unit, Worker and security tests run: none of those stages keeps
// both cores busy by itself, and none reads what the background jobs write (each app builds into its own
// dist/; the site's dist/, which the Worker's assets binding serves, is assembled only after them).
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const results = resolve(".tmp/test-results");
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
const report = (name) => [
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${results}/${name}.json`,
];

function totals() {
  let passed = 0;
  let failed = 0;
  for (const name of ["unit", "worker", "security", "e2e"]) {
    try {
      const r = JSON.parse(readFileSync(`${results}/${name}.json`, "utf8"));
      passed += r.numPassedTests;
      failed += r.numFailedTests;
    } catch {
      // the stage did not run
    }
  }
  return `Tests: ${passed} passed, ${failed} failed`;
}

/** The end-to-end tests' database, prepared in the background; scripts/e2e.mjs removes it when done. */
const e2eDatabase = mkdtempSync(join(tmpdir(), "chauffeur-e2e-"));
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(0)} s`;
const background = [];

/** Ends the run at a failed stage: what runs in the background is stopped, the tests so far counted. */
function fail(name, status) {
  for (const job of background) job.stop();
  rmSync(e2eDatabase, { recursive: true, force: true });
  console.error(`\n✗ ${name} failed (exit ${status}).`);
  console.log(totals());
  process.exit(status ?? 1);
}

/** The stage running in the foreground, if any. */
let foreground;

// Interrupted: the foreground stage and the background ones (in process groups of their own) stop too.
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    foreground?.kill(signal);
    for (const job of background) job.stop();
    rmSync(e2eDatabase, { recursive: true, force: true });
    process.exit(130);
  });
}

/**
 * A stage in the foreground: its output on this terminal. Awaited, not run synchronously, so that the
 * background stages' ends are seen (and timed) when they happen.
 */
async function stage(name, cmd, args, env = {}) {
  const t = Date.now();
  console.log(`\n=== ${name} ===`);
  const child = spawn(cmd, args, { stdio: "inherit", env: { ...process.env, ...env } });
  foreground = child;
  const status = await new Promise((resolve) => child.on("exit", (code) => resolve(code ?? 1)));
  foreground = undefined;
  if (status !== 0) fail(name, status);
  console.log(`✓ ${name} (${seconds(t)})`);
}

/** A stage in the background: its output in a file under .tmp/test-results, shown when it is awaited. */
function backgroundStage(name, file, cmd, args) {
  const t = Date.now();
  const log = join(results, file);
  const out = openSync(log, "w");
  // Its own process group, so that a failed run stops the whole of it (npm, vite, wrangler).
  const child = spawn(cmd, args, { stdio: ["ignore", out, out], detached: true });
  let took = "";
  const done = new Promise((resolve) =>
    child.on("exit", (code) => {
      took = seconds(t);
      resolve(code ?? 1);
    }),
  );
  const job = {
    stop: () => {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // already ended
      }
    },
    /** Waits for it, shows its output, and stops the run if it failed. */
    async finish() {
      const status = await done;
      console.log(`\n=== ${name} (in the background) ===`);
      console.log(readFileSync(log, "utf8"));
      if (status !== 0) fail(name, status);
      console.log(`✓ ${name} (${took}, in the background)`);
    },
  };
  background.push(job);
  return job;
}

const started = Date.now();
const build = backgroundStage("build (shell and three micro-frontends)", "build.log", "npm", [
  "run",
  "build:apps",
]);
const database = backgroundStage(
  "the end-to-end tests' database (migrations and seed)",
  "e2e-database.log",
  "node",
  [
    "--input-type=module",
    "-e",
    "import { prepareDatabase } from './scripts/lib/worker.mjs'; prepareDatabase(process.argv[1]);",
    e2eDatabase,
  ],
);
await stage("check (types, lint, format)", "npm", ["run", "check"]);
await stage("unit and component tests", "npx", ["vitest", "run", ...report("unit")]);
await stage("Worker tests (workerd + D1)", "npx", [
  "vitest",
  "run",
  "--config",
  "workers/vitest.config.ts",
  ...report("worker"),
]);
await stage("security: authorization matrix and hostile-input sweep over /api/openapi.json", "npx", [
  "vitest",
  "run",
  "--config",
  "workers/vitest.security.config.ts",
  ...report("security"),
]);
await build.finish();
await database.finish();
await stage("assemble dist/ (the site the end-to-end tests load)", "node", ["scripts/assemble.mjs"]);
await stage("end-to-end tests (Chromium)", "node", ["scripts/e2e.mjs", ...report("e2e")], {
  E2E_DATABASE: e2eDatabase,
});
console.log(`\nAll stages passed in ${seconds(started)}.`);
console.log(totals());

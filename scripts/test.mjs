// The README's test command: check, unit and component tests, Worker tests in workerd, and a fresh build
// driven end to end in headless Chromium. Stops at the first failing stage; ends with one line counting
// every test.
//
// Two lanes run side by side from the start, since neither keeps both cores busy by itself:
// - in the foreground, the check, then the unit, Worker and security tests, their output on the terminal;
// - in the background, the browser lane: the four front ends build and the end-to-end tests' database is
//   migrated and seeded, then the site is assembled in a folder of its own (not dist/, which the Worker
//   tests' assets binding serves) and the end-to-end tests run on it. Its output goes to files under
//   .tmp/test-results: shown, and then followed live, once the foreground lane is done.
// A stage that fails in either lane ends the run at once.
import { spawn } from "node:child_process";
import { closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, readSync, rmSync } from "node:fs";
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
/** The site the end-to-end tests load, assembled from the four builds. */
const e2eSite = mkdtempSync(join(tmpdir(), "chauffeur-e2e-site-"));
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(0)} s`;
const background = [];
/** The stage running in the foreground, if any. */
let foreground;

/** Stops a stage's whole process group (npx, vitest and its workers, wrangler, Chromium). */
function stopGroup(child) {
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {
    // already ended
  }
}

function cleanUp() {
  if (foreground) stopGroup(foreground);
  for (const job of background) job.stop();
  rmSync(e2eDatabase, { recursive: true, force: true });
  rmSync(e2eSite, { recursive: true, force: true });
}

/** Ends the run at a failed stage: every other stage is stopped, the tests so far counted. */
function fail(name, status) {
  cleanUp();
  console.error(`\n✗ ${name} failed (exit ${status}).`);
  console.log(totals());
  process.exit(status || 1);
}

// Interrupted: every stage stops too. Each runs in a process group of its own, which the terminal's Ctrl-C
// does not reach: this process passes it on.
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    cleanUp();
    process.exit(130);
  });
}

/**
 * A stage in the foreground: its output on this terminal. Awaited, not run synchronously, so that the
 * background lane goes on (and its failures are seen) meanwhile.
 */
async function stage(name, cmd, args, env = {}) {
  const t = Date.now();
  console.log(`\n=== ${name} ===`);
  // A process group of its own, as the background stages have: a failure elsewhere stops all of it.
  const child = spawn(cmd, args, { stdio: "inherit", detached: true, env: { ...process.env, ...env } });
  foreground = child;
  const status = await new Promise((resolve) => child.on("exit", (code) => resolve(code ?? 1)));
  foreground = undefined;
  if (status !== 0) fail(name, status);
  console.log(`✓ ${name} (${seconds(t)})`);
}

/**
 * A stage in the background: its output in a file under .tmp/test-results. A failure shows that file and
 * ends the run at once; `finish` shows it, follows it until the stage ends, and says how long it took.
 */
function backgroundStage(name, file, cmd, args, env = {}) {
  const t = Date.now();
  const log = join(results, file);
  const out = openSync(log, "w");
  // Its own process group, so that a failed run stops the whole of it.
  const child = spawn(cmd, args, {
    stdio: ["ignore", out, out],
    detached: true,
    env: { ...process.env, ...env },
  });
  closeSync(out);
  let took = "";
  let shown = 0;
  let headed = false;
  /** The stage's heading, once: a failure while `finish` follows it does not repeat it. */
  const heading = () => {
    if (!headed) console.log(`\n=== ${name} (in the background) ===`);
    headed = true;
  };
  /** Writes what the log gained since it was last shown. */
  const show = () => {
    const fd = openSync(log, "r");
    try {
      const chunk = Buffer.alloc(64 * 1024);
      for (;;) {
        const n = readSync(fd, chunk, 0, chunk.length, shown);
        if (n === 0) break;
        process.stdout.write(chunk.subarray(0, n));
        shown += n;
      }
    } finally {
      closeSync(fd);
    }
  };
  const done = new Promise((resolve) =>
    child.on("exit", (code) => {
      took = seconds(t);
      if (code !== 0) {
        heading();
        show();
        fail(name, code ?? 1);
      }
      resolve();
    }),
  );
  const job = {
    done,
    stop: () => stopGroup(child),
    async finish() {
      heading();
      show();
      const follow = setInterval(show, 500);
      await done;
      clearInterval(follow);
      show();
      console.log(`✓ ${name} (${took}, in the background)`);
    },
  };
  background.push(job);
  return job;
}

const started = Date.now();

// The browser lane.
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
const browserLane = Promise.all([build.done, database.done]).then(async () => {
  const assemble = backgroundStage("assemble the site the end-to-end tests load", "assemble.log", "node", [
    "scripts/assemble.mjs",
    e2eSite,
  ]);
  await assemble.done;
  const e2e = backgroundStage(
    "end-to-end tests (Chromium)",
    "e2e.log",
    "node",
    ["scripts/e2e.mjs", ...report("e2e")],
    { E2E_DATABASE: e2eDatabase, E2E_SITE: e2eSite },
  );
  return [assemble, e2e];
});

// The foreground lane.
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
for (const job of await browserLane) await job.finish();
rmSync(e2eSite, { recursive: true, force: true });
console.log(`\nAll stages passed in ${seconds(started)}.`);
console.log(totals());

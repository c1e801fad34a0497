// End-to-end tests: the built site on a fresh local D1, served by the Worker's bundle in Miniflare on a
// free loopback port (docs/decisions/014), driven in headless Chromium. `npm run test:e2e [-- vitest args]`
//
// The Worker is watched while the tests run: should its workerd stop answering (seen once, under wrangler
// dev: workerd ended on a client's broken pipe), it is started again on the same port and database, and
// the test files that failed while it was down run once more. Both are said on the console; a failure
// with the Worker up is never run again.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ensureTestBrowser } from "./lib/chromium.mjs";
import { buildWorkerBundle, freePort, prepareDatabase, startWorker } from "./lib/worker.mjs";

const chromium = ensureTestBrowser();
// The site the Worker serves: dist/, built when missing (or asked), unless E2E_SITE names a folder already
// assembled (`npm test` assembles one while the Worker tests, whose assets binding is dist/, still run).
const site = process.env.E2E_SITE;
if (!site && (!existsSync("dist/index.html") || process.env.E2E_REBUILD === "1")) {
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// A database already migrated and seeded (`npm test` prepares it while the Worker tests run), else a new one.
const state = process.env.E2E_DATABASE ?? mkdtempSync(join(tmpdir(), "chauffeur-e2e-"));
if (!process.env.E2E_DATABASE) prepareDatabase(state);
// The Worker bundled once, as `wrangler deploy` bundles it, and served by Miniflare: the suite's Worker,
// each test file's own and every restart start from it, without wrangler dev's proxy in front of each of
// the run's thousands of requests (scripts/lib/bundled-worker.mjs).
const bundleDir = mkdtempSync(join(tmpdir(), "chauffeur-worker-bundle-"));
const bundle = buildWorkerBundle(bundleDir, site);
const port = await freePort();
const start = (n) =>
  startWorker({
    port,
    persistTo: state,
    logFile: join(state, n === 0 ? "worker.log" : `worker-${n}.log`),
    vars: { ENVIRONMENT: "development" },
    bundle,
    assets: site,
  });
const workers = [await start(0)];
const current = () => workers[workers.length - 1];
console.log(`e2e: Worker on ${current().url}, Chromium at ${chromium}`);

/** Restarts the Worker when it has exited or failed to answer three checks in a row. */
function watchWorker() {
  let misses = 0;
  let busy = false;
  const timer = setInterval(async () => {
    if (busy) return;
    busy = true;
    try {
      const worker = current();
      let down = worker.child.exitCode !== null;
      if (!down) {
        const ok = await fetch(`${worker.url}/api/config`, { signal: AbortSignal.timeout(5_000) })
          .then((r) => r.status < 500)
          .catch(() => false);
        misses = ok ? 0 : misses + 1;
        down = misses >= 3;
      }
      if (!down) return;
      const at = new Date().toISOString();
      console.error(`e2e: the Worker stopped answering at ${at}; starting it again on the same port.`);
      console.error(logSummary(worker.log(), 20));
      // A wrangler that hangs instead of ending is killed outright.
      await Promise.race([worker.stop(), new Promise((r) => setTimeout(r, 10_000))]);
      try {
        process.kill(-worker.child.pid, "SIGKILL");
      } catch {
        // already gone
      }
      workers.push(await start(workers.length));
      misses = 0;
      console.error(`e2e: the Worker is back (restart ${workers.length - 1}).`);
    } finally {
      busy = false;
    }
  }, 2_000);
  return () => clearInterval(timer);
}

/** `vitest run` with these arguments, not blocking this process (the watch keeps running). */
function vitest(args) {
  return new Promise((resolve) => {
    const child = spawn("npx", ["vitest", "run", "--config", "tests/vitest.config.ts", ...args], {
      stdio: "inherit",
      env: {
        ...process.env,
        E2E_BASE_URL: current().url,
        E2E_STATE_DIR: state,
        E2E_WORKER_PID: String(current().child.pid),
        E2E_WORKER_BUNDLE: bundle,
        E2E_SITE: site ?? "",
        CHROMIUM_PATH: chromium,
      },
    });
    child.on("exit", (code) => resolve(code ?? 1));
  });
}

// The run's JSON report: where the caller asked for it, else a file of our own (to find failed files).
const args = process.argv.slice(2);
const asked = args.find((a) => a.startsWith("--outputFile.json="))?.split("=")[1];
const report = asked ?? join(state, "e2e.json");
const runArgs = asked
  ? args
  : [...args, "--reporter=default", "--reporter=json", `--outputFile.json=${report}`];

/** The run's database and Worker bundle, removed when it ends however it ends. */
function removeRunFiles() {
  rmSync(state, { recursive: true, force: true });
  rmSync(bundleDir, { recursive: true, force: true });
}

// Interrupted (Ctrl-C, or `npm test` ending the run on a failure elsewhere): the Worker is ended by
// scripts/lib/worker.mjs; its database and bundle go too.
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    removeRunFiles();
    process.exit(130);
  });
}

let status = 1;
const unwatch = watchWorker();
try {
  status = await vitest(runArgs);
  if (status !== 0 && workers.length > 1) status = await rerunFailed();
} finally {
  unwatch();
  await current().stop();
  if (status !== 0) {
    for (const w of workers) console.error(`Worker log, its errors and last lines:\n${logSummary(w.log())}`);
  }
  removeRunFiles();
}
process.exit(status);

/**
 * After a restart: the files that failed run once more, on the Worker as it is now, and their results
 * replace the first run's in the report. Answers the exit status of the whole.
 */
async function rerunFailed() {
  const first = JSON.parse(readFileSync(report, "utf8"));
  const failed = first.testResults.filter((f) => f.status === "failed").map((f) => f.name);
  if (failed.length === 0) return 1;
  console.error(
    `e2e: the Worker was restarted during the run; running the ${failed.length} failed files again.`,
  );
  // The options as given, without the files named on the command line: only the failed ones run.
  const again = await vitest([...runArgs.filter((a) => a.startsWith("-")), ...failed]);
  const second = JSON.parse(readFileSync(report, "utf8"));
  const byName = new Map(second.testResults.map((f) => [f.name, f]));
  const merged = first.testResults.map((f) => byName.get(f.name) ?? f);
  const tests = merged.flatMap((f) => f.assertionResults);
  const count = (status) => tests.filter((t) => t.status === status).length;
  writeFileSync(
    report,
    JSON.stringify({
      ...first,
      testResults: merged,
      numTotalTests: tests.length,
      numPassedTests: count("passed"),
      numFailedTests: count("failed"),
      numPassedTestSuites: merged.filter((f) => f.status === "passed").length,
      numFailedTestSuites: merged.filter((f) => f.status === "failed").length,
      success: again === 0 && merged.every((f) => f.status !== "failed"),
    }),
  );
  return again;
}

/** Lines that report a failure (anything but 2xx-4xx answers, thrown errors), then the last lines. */
function logSummary(log, last = 40) {
  const lines = log.split("\n");
  const failures = lines.filter((l) => /\b5\d\d\b|error|exception|uncaught/i.test(l) && !/npm warn/.test(l));
  return [...failures.slice(-60), "…", ...lines.slice(-last)].join("\n");
}

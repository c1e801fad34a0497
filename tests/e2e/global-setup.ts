// Starts the suite's Worker before any test file: the Worker bundled once as `wrangler deploy` bundles it,
// served by Miniflare on workerd (scripts/lib/bundled-worker.mjs, as `npm start` serves it) on a free
// loopback port, over a local D1 with the migrations and the seed applied. What the test processes need
// to know of it goes to them through the environment; the returned function ends it.
//
// E2E_SITE: a site folder already assembled (`npm test` assembles one while the Worker tests, whose
// assets binding is dist/, still run); else dist/, built when missing or when E2E_REBUILD=1.
// E2E_DATABASE: a local D1 folder already migrated and seeded (`npm test` prepares it meanwhile); else a
// new one, removed at the end.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { buildWorkerBundle, freePort, prepareDatabase, startWorker } from "../../scripts/lib/worker.mjs";

const root = resolve(import.meta.dirname, "..", "..");

export default async function globalSetup() {
  process.chdir(root);
  const site = process.env.E2E_SITE || undefined;
  if (!site && (!existsSync("dist/index.html") || process.env.E2E_REBUILD === "1")) {
    const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
    if (build.status !== 0) throw new Error("npm run build failed");
  }
  const ownDatabase = !process.env.E2E_DATABASE;
  const state = process.env.E2E_DATABASE ?? mkdtempSync(join(tmpdir(), "chauffeur-e2e-"));
  if (ownDatabase) prepareDatabase(state);
  const bundleDir = mkdtempSync(join(tmpdir(), "chauffeur-worker-bundle-"));
  const removeRunFiles = () => {
    if (ownDatabase) rmSync(state, { recursive: true, force: true });
    rmSync(bundleDir, { recursive: true, force: true });
  };
  // Also when the run is interrupted and the teardown below does not run (the Worker ends with this
  // process: scripts/lib/worker.mjs).
  process.once("exit", removeRunFiles);
  const bundle = buildWorkerBundle(bundleDir, site);
  // Kept after the run, beside the report: what the Worker said while the tests ran.
  const logFile = join(root, ".tmp", "e2e-worker.log");
  mkdirSync(join(root, ".tmp"), { recursive: true });
  const worker = await startWorker({
    port: await freePort(),
    persistTo: state,
    logFile,
    vars: { ENVIRONMENT: "development" },
    bundle,
    assets: site,
  });
  console.log(`e2e: Worker on ${worker.url} (its log: .tmp/e2e-worker.log)`);
  Object.assign(process.env, {
    E2E_BASE_URL: worker.url,
    E2E_STATE_DIR: state,
    E2E_WORKER_PID: String(worker.child.pid),
    E2E_WORKER_BUNDLE: bundle,
    E2E_SITE: site ?? "",
  });

  return async () => {
    await worker.stop();
    if (/\b5\d\d\b|uncaught|exception/i.test(readFileSync(logFile, "utf8"))) {
      console.log("e2e: the Worker logged errors or 5xx answers: see .tmp/e2e-worker.log");
    }
    removeRunFiles();
  };
}

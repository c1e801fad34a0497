// End-to-end tests: the built site on a fresh local D1, served by wrangler dev on a free loopback
// port, driven in headless Chromium. `npm run test:e2e [-- vitest args]`
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ensureChromium } from "./lib/chromium.mjs";
import { freePort, prepareDatabase, startWorker } from "./lib/worker.mjs";

const chromium = ensureChromium();
if (!existsSync("dist/index.html") || process.env.E2E_REBUILD === "1") {
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const state = mkdtempSync(join(tmpdir(), "chauffeur-e2e-"));
prepareDatabase(state);
const port = await freePort();
const worker = await startWorker({
  port,
  persistTo: state,
  logFile: join(state, "worker.log"),
  vars: { ENVIRONMENT: "development" },
});
console.log(`e2e: Worker on ${worker.url}, Chromium at ${chromium}`);

let status = 1;
try {
  const r = spawnSync(
    "npx",
    ["vitest", "run", "--config", "tests/vitest.config.ts", ...process.argv.slice(2)],
    {
      stdio: "inherit",
      env: {
        ...process.env,
        E2E_BASE_URL: worker.url,
        E2E_STATE_DIR: state,
        E2E_WORKER_PID: String(worker.child.pid),
        CHROMIUM_PATH: chromium,
      },
    },
  );
  status = r.status ?? 1;
} finally {
  worker.stop();
  if (status !== 0) console.error(`Worker log, its errors and last lines:\n${logSummary(worker.log())}`);
  rmSync(state, { recursive: true, force: true });
}
process.exit(status);

/** Lines that report a failure (anything but 2xx-4xx answers, thrown errors), then the last 40. */
function logSummary(log) {
  const lines = log.split("\n");
  const failures = lines.filter((l) => /\b5\d\d\b|error|exception|uncaught/i.test(l) && !/npm warn/.test(l));
  return [...failures.slice(-60), "…", ...lines.slice(-40)].join("\n");
}

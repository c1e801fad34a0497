import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll } from "vitest";
import { executeSql, freePort, startWorker } from "../../../scripts/lib/worker.mjs";
import { BASE_URL, pointAt } from "./browser";

type Worker = Awaited<ReturnType<typeof startWorker>>;

/**
 * A Worker of this test file's own, on a copy of the suite's database, for what the suite's other tests
 * must not see: other settings (`vars`, read once the file's earlier hooks have run), a promoted release,
 * or stored state changed while it is stopped (`restartAfter`). The file's pages and API calls go to it.
 */
export function useOwnWorker(name: string, vars: () => Record<string, string> = () => ({})) {
  let worker: Worker | undefined;
  let port = 0;
  const own = {
    url: "",
    state: "",
    /** Stops the Worker, runs `sql` on its database, and starts it again at the same address. */
    async restartAfter(sql: string) {
      await worker?.stop();
      executeSql(own.state, sql);
      worker = await start();
    },
  };
  const start = () =>
    startWorker({
      port,
      persistTo: own.state,
      logFile: join(own.state, "worker.log"),
      vars: { ENVIRONMENT: "development", ...vars() },
      // The suite's bundle (scripts/e2e.mjs), served by Miniflare; wrangler dev when run without it.
      bundle: process.env.E2E_WORKER_BUNDLE,
      // The suite's site folder, when it is not dist/ (scripts/e2e.mjs: E2E_SITE).
      assets: process.env.E2E_SITE || undefined,
    });

  beforeAll(async () => {
    own.state = mkdtempSync(join(tmpdir(), `chauffeur-${name}-e2e-`));
    if (process.env.E2E_STATE_DIR) cpSync(process.env.E2E_STATE_DIR, own.state, { recursive: true });
    port = await freePort();
    worker = await start();
    own.url = worker.url;
    pointAt(worker.url);
  }, 90_000);

  afterAll(async () => {
    // The next file this test process runs (tests/vitest.config.ts: isolate false) gets the suite's.
    pointAt(BASE_URL);
    await worker?.stop();
    rmSync(own.state, { recursive: true, force: true });
  });
  return own;
}

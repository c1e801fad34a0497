import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { executeSql, freePort, startWorker } from "../../../scripts/lib/worker.mjs";

/** The Worker a test file talks to: the suite's, or one of its own (`test.use({ ownWorker })`). */
export interface Site {
  url: string;
  /** Stops the file's own Worker, runs `sql` on its database, and starts it again at the same address. */
  restartAfter(sql: string): Promise<void>;
  /** The file's own Worker's stored state (D1, R2), to change what it keeps behind its back; none for the suite's. */
  stateDir?: string;
}

export interface OwnWorkerOptions {
  /** Names its database folder. */
  name: string;
  /** Settings of its own (a fake processor's address, say). */
  vars?: Record<string, string>;
  /**
   * "bundle" (the default): the suite's bundle in Miniflare, with the cron's schedule when `scheduled`, as
   * `npm start` serves it; "wrangler dev": the sources under `wrangler dev`, as `npm run dev` serves them.
   */
  server?: "bundle" | "wrangler dev";
  scheduled?: boolean;
}

/**
 * A Worker of a test file's own, on a copy of the suite's database, for what the suite's other tests
 * must not see: other settings, a promoted release, or stored state changed while it is stopped. It is
 * the suite's bundle in Miniflare (global-setup.ts), as `npm start` serves it, unless it says otherwise.
 */
export async function runOwnWorker(
  { name, vars = {}, server = "bundle", scheduled = false }: OwnWorkerOptions,
  use: (site: Site) => Promise<void>,
) {
  const state = mkdtempSync(join(tmpdir(), `chauffeur-${name}-e2e-`));
  cpSync(process.env.E2E_STATE_DIR ?? "", state, { recursive: true });
  const port = await freePort();
  const start = () =>
    startWorker({
      port,
      persistTo: state,
      logFile: join(state, "worker.log"),
      vars: { ENVIRONMENT: "development", ...vars },
      bundle: server === "bundle" ? process.env.E2E_WORKER_BUNDLE : undefined,
      assets: process.env.E2E_SITE || undefined,
      scheduled,
    });
  let worker = await start();
  try {
    await use({
      url: worker.url,
      stateDir: state,
      async restartAfter(sql) {
        await worker.stop();
        executeSql(state, sql);
        worker = await start();
      },
    });
  } finally {
    await worker.stop();
    rmSync(state, { recursive: true, force: true });
  }
}

/** The suite's Worker, shared by every file that has none of its own. */
export const suiteWorker = (): Site => ({
  url: process.env.E2E_BASE_URL ?? "",
  restartAfter() {
    throw new Error("the suite's Worker is shared: restart a file's own (test.use({ ownWorker }))");
  },
});

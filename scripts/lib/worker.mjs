// Starts the local Worker on loopback and waits until it answers: `wrangler dev` on workerd, or a bundle
// built once (`buildWorkerBundle`) served by Miniflare (bundled-worker.mjs), as the end-to-end tests do.
import { spawn, spawnSync } from "node:child_process";
import { closeSync, existsSync, mkdirSync, openSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { workerSettings, writeSettingsFile } from "./settings.mjs";

const BUNDLED_WORKER = fileURLToPath(new URL("./bundled-worker.mjs", import.meta.url));

/**
 * The Workers this process started and has not stopped. Each runs in a process group of its own (so that
 * `stop` ends wrangler or Miniflare and workerd together), which a signal to this process's group does not
 * reach: they are ended with this process, also when it is interrupted or terminated.
 */
const running = new Map();
function endRunning() {
  for (const [child, settings] of running) {
    settings.remove();
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // already gone
    }
  }
  running.clear();
}
process.once("exit", endRunning);
for (const [signal, status] of [
  ["SIGINT", 130],
  ["SIGTERM", 143],
]) {
  process.once(signal, () => {
    endRunning();
    // A caller with a handler of its own ends the process itself; otherwise it ends as the signal would.
    if (process.listenerCount(signal) === 0) process.exit(status);
  });
}
const env = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" };

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

function run(cmd, args) {
  const r = spawnSync(cmd, args, { stdio: "inherit", env });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(" ")} failed`);
}

/** Applies the migrations and the seed to a local D1 kept in `persistTo` (the default one if omitted). */
export function prepareDatabase(persistTo) {
  const persist = persistTo ? [`--persist-to=${persistTo}`] : [];
  // The migrations and the demo data in one process (`--migrate`: what `wrangler d1 migrations apply` does).
  run("npx", ["tsx", "db/scripts/seed.ts", "--local", "--migrate", ...persist]);
}

/** Runs SQL on a local D1 kept in `persistTo`, while no Worker has it open (a second process on the file makes the Worker's queries fail). */
export function executeSql(persistTo, sql) {
  run("npx", ["wrangler", "d1", "execute", "DB", "--local", `--persist-to=${persistTo}`, "--command", sql]);
}

/**
 * Bundles the Worker as `wrangler deploy` would (its esbuild, its settings) into `outdir`, without
 * deploying; returns the bundle's path, for `startWorker({ bundle })`. wrangler refuses to bundle while
 * the assets folder is missing: `assets` names the site folder when it is not dist/.
 */
export function buildWorkerBundle(outdir, assets) {
  const folder = assets ? ["--assets", assets] : [];
  const r = spawnSync("npx", ["wrangler", "deploy", "--dry-run", "--outdir", outdir, ...folder], {
    env,
    encoding: "utf8",
  });
  if (r.status !== 0) throw new Error(`wrangler deploy --dry-run failed:\n${r.stdout}${r.stderr}`);
  return `${outdir}/index.js`;
}

/**
 * Starts `wrangler dev`, or with `bundle` (a `buildWorkerBundle`) that bundle in Miniflare: the same
 * Worker, settings and stored data without wrangler's proxy, watcher and bundling, which a test run
 * starting several Workers and loading hundreds of pages pays for many times.
 *
 * With `logFile`, its output goes to that file instead of this terminal: a file, not a pipe, because
 * callers block in spawnSync while the Worker runs and nobody would drain a pipe (a full pipe stalls
 * wrangler, and the log would stop where the pipe filled). With `assets`, the site is served from that
 * folder instead of wrangler.toml's dist/. With `scheduled` (a bundle only), the cron's jobs run on their
 * schedule (bundled-worker.mjs).
 */
export async function startWorker({
  port = 8787,
  persistTo,
  vars = {},
  logFile,
  bundle,
  assets,
  scheduled = false,
} = {}) {
  // Settings go through a private file, never `--var` (ps shows a command line to everyone); a
  // developer's own .dev.vars still wins, read after it as before.
  // Links in messages (tracking, payment) are absolute, to this local site, unless the environment names one.
  const site = process.env.SITE_URL ? {} : { SITE_URL: `http://127.0.0.1:${port}` };
  const settings = writeSettingsFile(workerSettings({ ...site, ...vars }));
  const envFiles = [settings.path, ...(existsSync(".dev.vars") ? [".dev.vars"] : [])];
  const args = bundle
    ? [
        "node",
        BUNDLED_WORKER,
        "--bundle",
        bundle,
        "--port",
        String(port),
        ...envFiles.flatMap((file) => ["--env-file", file]),
        ...(persistTo ? ["--persist-to", persistTo] : []),
        ...(assets ? ["--assets", assets] : []),
        ...(scheduled ? ["--scheduled"] : []),
      ]
    : [
        "npx",
        "wrangler",
        "dev",
        "--ip",
        "127.0.0.1",
        "--port",
        String(port),
        "--show-interactive-dev-session=false",
        // A devtools port of its own: left to wrangler, two Workers started at the same moment (the suite's
        // and a test file's own) can both pick the first free one after 9229, and the second dies on it.
        "--inspector-ip",
        "127.0.0.1",
        "--inspector-port",
        String(await freePort()),
        ...envFiles.flatMap((file) => ["--env-file", file]),
        ...(persistTo ? [`--persist-to=${persistTo}`] : []),
        ...(assets ? ["--assets", assets] : []),
      ];
  let fd;
  if (logFile) {
    mkdirSync(dirname(logFile), { recursive: true });
    fd = openSync(logFile, "w");
  }
  const child = spawn(args[0], args.slice(1), {
    env,
    stdio: fd === undefined ? "inherit" : ["ignore", fd, fd],
    detached: true,
  });
  if (fd !== undefined) closeSync(fd);
  running.set(child, settings);
  const log = () => (logFile ? readFileSync(logFile, "utf8") : "");
  const exited = new Promise((resolve) =>
    child.once("exit", (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the Worker exited early:\n${log()}`);
    try {
      const res = await fetch(`${url}/api/config`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  if (Date.now() >= deadline) throw new Error(`the Worker did not answer within 60 s:\n${log()}`);
  /**
   * Ends wrangler (or Miniflare) and workerd; the promise settles once they are gone (the database file
   * is free).
   */
  const stop = () => {
    settings.remove();
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // already gone
    }
    return exited;
  };
  return { url, stop, child, log };
}

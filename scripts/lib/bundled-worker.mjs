// Serves a Worker bundle already built (`buildWorkerBundle`) in workerd through Miniflare, with the
// bindings, assets and settings `wrangler dev` would give it: wrangler.toml read by wrangler's own
// reader, the settings from env files as `--env-file` reads them, D1 and R2 where `--persist-to` keeps
// them. What it leaves out is what a test does not need and pays for on every request: wrangler's
// proxy in front of the Worker (a second workerd, and wrangler's node process per request), the
// bundler watching the sources, the devtools connection.
//
//   node scripts/lib/bundled-worker.mjs --bundle <bundle.js> --port <port> [--persist-to <dir>]
//     [--assets <dir>] [--env-file <file>]... [--scheduled]
// `--assets` serves another folder than wrangler.toml's (dist/): `npm test` assembles the site its
// end-to-end tests load elsewhere, while the Worker tests, whose assets binding is dist/, may still run.
// `--scheduled` (`npm start`) runs the Worker's scheduled handler on wrangler.toml's `[triggers] crons`,
// as Cloudflare does. (Miniflare's /cdn-cgi/handler/scheduled, the URL `wrangler dev` prints, answers 500
// for a Worker with assets: the trigger reaches the assets router, not the Worker; `npm run jobs` runs
// the jobs through the admin API instead.) The end-to-end tests leave it off: their jobs run when a test
// says.
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { Log, LogLevel, Miniflare } from "miniflare";
import { unstable_getMiniflareWorkerOptions, unstable_readConfig } from "wrangler";

const { values } = parseArgs({
  options: {
    bundle: { type: "string" },
    port: { type: "string" },
    "persist-to": { type: "string" },
    assets: { type: "string" },
    // As `wrangler dev --env-file`: read in order, a later file's value winning.
    "env-file": { type: "string", multiple: true, default: [] },
    scheduled: { type: "boolean", default: false },
  },
});
const { bundle, port, "persist-to": persistTo, assets, "env-file": envFiles, scheduled } = values;
if (!bundle || !port) {
  console.error(
    "usage: bundled-worker.mjs --bundle <file> --port <port> [--persist-to <dir>] [--assets <dir>] [--env-file <file>]...",
  );
  process.exit(2);
}

const config = unstable_readConfig({
  config: fileURLToPath(new URL("../../wrangler.toml", import.meta.url)),
});
// Another site folder than wrangler.toml's, set before wrangler checks that the folder exists.
if (assets && config.assets) config.assets = { ...config.assets, directory: resolve(assets) };
const { workerOptions } = unstable_getMiniflareWorkerOptions(config, undefined, { envFiles });
const script = resolve(bundle);
const persist = persistTo ? resolve(persistTo, "v3") : undefined;
const mf = new Miniflare({
  ...workerOptions,
  name: config.name,
  // Named, not found by following imports: the bundle holds a dynamic import() of a computed name
  // (React Router's route modules, never used here), which Miniflare's module walk refuses.
  modulesRoot: dirname(script),
  modules: [{ type: "ESModule", path: script }],
  host: "127.0.0.1",
  port: Number(port),
  // request.cf as wrangler dev gives it with CLOUDFLARE_CF_FETCH_ENABLED=false: nothing fetched.
  cf: false,
  ...(persist
    ? { d1Persist: `${persist}/d1`, r2Persist: `${persist}/r2`, cachePersist: `${persist}/cache` }
    : {}),
  log: new Log(LogLevel.WARN),
});

const stop = async () => {
  await mf.dispose().catch(() => undefined);
  process.exit(0);
};
process.once("SIGTERM", stop);
process.once("SIGINT", stop);

const url = await mf.ready;
console.log(`Ready on ${url.href}`);
if (scheduled) runOnSchedule(config.triggers?.crons ?? []);

/** At the start of every minute (UTC, as Cloudflare's crons), the scheduled handler of each cron due. */
function runOnSchedule(crons) {
  if (crons.length === 0) return;
  console.log(`Scheduled jobs: ${crons.map((c) => `"${c}"`).join(", ")} (UTC)`);
  const tick = async () => {
    const now = new Date();
    now.setUTCSeconds(0, 0);
    for (const cron of crons.filter((c) => cronMatches(c, now))) {
      const worker = await mf.getWorker();
      const result = await worker.scheduled({ cron, scheduledTime: now }).catch((e) => e);
      console.log(`${now.toISOString()} cron "${cron}": ${result?.outcome ?? result}`);
    }
    setTimeout(tick, 60_000 - (Date.now() % 60_000));
  };
  setTimeout(tick, 60_000 - (Date.now() % 60_000));
}

/**
 * Whether a five-field cron expression is due at `date` (UTC): numbers, `*`, ranges, lists and steps, which
 * is what wrangler.toml uses; names (MON, JAN) and Quartz's L, W and # are not read.
 */
function cronMatches(expression, date) {
  const now = [date.getUTCMinutes(), date.getUTCHours(), date.getUTCDate(), date.getUTCMonth() + 1];
  const limits = [59, 23, 31, 12, 7];
  const fields = expression.trim().split(/\s+/);
  const day = date.getUTCDay();
  return fields.every((field, i) =>
    field.split(",").some((part) => {
      const [range, step] = part.split("/");
      const [lo, hi] = range === "*" ? [i === 2 || i === 3 ? 1 : 0, limits[i]] : range.split("-").map(Number);
      const top = hi ?? (step ? limits[i] : lo);
      // Sunday is 0 or 7.
      const values = i === 4 ? [day, day === 0 ? 7 : day] : [now[i]];
      return values.some((v) => v >= lo && v <= top && (v - lo) % Number(step ?? 1) === 0);
    }),
  );
}

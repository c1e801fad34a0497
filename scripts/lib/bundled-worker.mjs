// Serves a Worker bundle already built (`buildWorkerBundle`) in workerd through Miniflare, with the
// bindings, assets and settings `wrangler dev` would give it: wrangler.toml read by wrangler's own
// reader, the settings from env files as `--env-file` reads them, D1 and R2 where `--persist-to` keeps
// them. What it leaves out is what a test does not need and pays for on every request: wrangler's
// proxy in front of the Worker (a second workerd, and wrangler's node process per request), the
// bundler watching the sources, the devtools connection.
//
//   node scripts/lib/bundled-worker.mjs --bundle <bundle.js> --port <port> [--persist-to <dir>]
//     [--assets <dir>] [--env-file <file>]...
// `--assets` serves another folder than wrangler.toml's (dist/): `npm test` assembles the site its
// end-to-end tests load elsewhere, while the Worker tests, whose assets binding is dist/, may still run.
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
  },
});
const { bundle, port, "persist-to": persistTo, assets, "env-file": envFiles } = values;
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

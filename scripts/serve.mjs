// `npm start` (after building, migrating and seeding): the site and the API on http://127.0.0.1:8787 (PORT),
// served the way the end-to-end tests serve them: the Worker bundled as `wrangler deploy` bundles it, in
// Miniflare on workerd (scripts/lib/bundled-worker.mjs), without wrangler dev's proxy in front. The local
// D1 is the one `npm run db:local` migrated and seeded (.wrangler/state), and the cron's jobs run on
// wrangler.toml's schedule. Worker settings found in the environment are passed on (README, Configuration).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildWorkerBundle, startWorker } from "./lib/worker.mjs";

const port = Number(process.env.PORT ?? 8787);
const bundleDir = mkdtempSync(join(tmpdir(), "chauffeur-worker-bundle-"));
process.once("exit", () => rmSync(bundleDir, { recursive: true, force: true }));
const worker = await startWorker({
  port,
  bundle: buildWorkerBundle(bundleDir),
  persistTo: ".wrangler/state",
  scheduled: true,
});
console.log(`\nBeacon Chauffeur is running on ${worker.url}  (Ctrl+C to stop)\n`);
const stop = async () => {
  await worker.stop();
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
worker.child.on("exit", (code) => process.exit(code ?? 0));

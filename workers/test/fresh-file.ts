import { env } from "cloudflare:test";
import { MIGRATIONS_LOG } from "@chauffeur/db";
import { afterAll, vi } from "vitest";

/**
 * Runs before each test file. The files a test process runs share its workerd (`isolate: false` in
 * vitest.config.ts), so each starts as if it were alone: the Worker's modules load afresh (the caches
 * they keep go with them), the database is emptied and migrated, and the bucket emptied; what a file
 * faked (the clock, a global) is put back after it.
 */

/**
 * Drops every table (an FTS table's own shadow tables go with it), the migrations' log among them, and
 * applies every migration, in one batch: one transaction, foreign keys checked at its end. The same
 * statements `applyD1Migrations` runs one batch per migration, in two round trips to D1 instead of about
 * forty; each is a wait between workerd's threads, which a loaded machine stretches to tens of ms.
 */
async function freshDatabase() {
  const { results } = await env.DB.prepare(
    "SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'",
  ).all<{ name: string; sql: string }>();
  const virtual = results.filter((t) => /^CREATE VIRTUAL TABLE/i.test(t.sql)).map((t) => t.name);
  const shadow = (name: string) => virtual.some((v) => name.startsWith(`${v}_`));
  const tables = [
    ...virtual,
    ...results.map((t) => t.name).filter((n) => !virtual.includes(n) && !shadow(n)),
  ];
  const logged = env.DB.prepare("INSERT INTO d1_migrations (name) VALUES (?)");
  await env.DB.batch([
    env.DB.prepare("PRAGMA defer_foreign_keys = on"),
    ...tables.map((name) => env.DB.prepare(`DROP TABLE "${name}"`)),
    env.DB.prepare(MIGRATIONS_LOG),
    ...env.TEST_MIGRATIONS.flatMap((m) => [
      ...m.queries.map((query) => env.DB.prepare(query)),
      logged.bind(m.name),
    ]),
  ]);
}

async function emptyBucket() {
  for (;;) {
    const { objects, truncated } = await env.REMOTES.list();
    if (objects.length > 0) await env.REMOTES.delete(objects.map((o) => o.key));
    if (!truncated) return;
  }
}

interface ModuleNode {
  evaluated: boolean;
  promise: unknown;
  exports: unknown;
  importers: Set<string>;
}

/**
 * `vi.resetModules()`, except for the packages Vite's dependency optimizer bundled (vitest.config.ts:
 * zod, drizzle-orm, hono, pdf-lib, react-dom/server...): they keep no state of the Worker's, and
 * evaluating their megabytes again cost every file about a third of its set-up. Every module of ours
 * (workers/, contract/, db/, ui/) still loads afresh, with whatever it keeps.
 */
function resetOurModules() {
  const state = (globalThis as { __vitest_worker__?: { evaluatedModules?: { idToModuleMap?: unknown } } })
    .__vitest_worker__;
  const modules = state?.evaluatedModules?.idToModuleMap;
  if (!(modules instanceof Map)) {
    // A vitest that keeps its modules elsewhere: reset everything, as before.
    vi.resetModules();
    return;
  }
  for (const [id, node] of modules as Map<string, ModuleNode>) {
    node.importers.clear();
    if (/\/vitest\/dist\/|vitest-virtual-\w+\/dist|@vitest\/dist|\/node_modules\/\.vite\//.test(id)) continue;
    node.promise = undefined;
    node.exports = undefined;
    node.evaluated = false;
  }
}

resetOurModules();
await freshDatabase();
await emptyBucket();

afterAll(() => {
  vi.resetConfig();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

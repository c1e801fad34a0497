import { applyD1Migrations, env } from "cloudflare:test";
import { afterAll, vi } from "vitest";

/**
 * Runs before each test file. The files a test process runs share its workerd (`isolate: false` in
 * vitest.config.ts), so each starts as if it were alone: the Worker's modules load afresh (the caches
 * they keep go with them), the database is emptied and migrated, and the bucket emptied; what a file
 * faked (the clock, a global) is put back after it.
 */

/** Drops every table (an FTS table's own shadow tables go with it), the migrations' log among them. */
async function emptyDatabase() {
  const { results } = await env.DB.prepare(
    "SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'",
  ).all<{ name: string; sql: string }>();
  const virtual = results.filter((t) => /^CREATE VIRTUAL TABLE/i.test(t.sql)).map((t) => t.name);
  const shadow = (name: string) => virtual.some((v) => name.startsWith(`${v}_`));
  const tables = [
    ...virtual,
    ...results.map((t) => t.name).filter((n) => !virtual.includes(n) && !shadow(n)),
  ];
  if (tables.length === 0) return;
  // In one transaction, foreign keys checked at its end, when no table is left to check.
  await env.DB.batch([
    env.DB.prepare("PRAGMA defer_foreign_keys = on"),
    ...tables.map((name) => env.DB.prepare(`DROP TABLE "${name}"`)),
  ]);
}

async function emptyBucket() {
  for (;;) {
    const { objects, truncated } = await env.REMOTES.list();
    if (objects.length > 0) await env.REMOTES.delete(objects.map((o) => o.key));
    if (!truncated) return;
  }
}

vi.resetModules();
await emptyDatabase();
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
await emptyBucket();

afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

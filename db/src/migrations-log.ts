/**
 * wrangler's own record of the migrations a D1 has had (its `d1_migrations` table, as `wrangler d1
 * migrations apply` and `applyD1Migrations` of @cloudflare/vitest-pool-workers keep it), for code that
 * applies the migrations itself and leaves the record either tool reads next.
 */
export const MIGRATIONS_LOG = `CREATE TABLE IF NOT EXISTS d1_migrations (
  id         INTEGER PRIMARY KEY AUTOINCREMENT,
  name       TEXT UNIQUE,
  applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL
)`;

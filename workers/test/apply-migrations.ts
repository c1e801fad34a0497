import { applyD1Migrations, env } from "cloudflare:test";

// Runs before each test file; applying is idempotent, so files never depend on each other.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);

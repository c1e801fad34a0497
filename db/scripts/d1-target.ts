/**
 * Where the seed scripts write, from their arguments:
 * - `--local [--persist-to=DIR]`: the local D1 that `wrangler dev` and `npm start` serve (in DIR when
 *   given, as wrangler's own `--persist-to` keeps it), opened once through wrangler's platform proxy;
 * - `--remote`: the real database, through `wrangler d1 execute --remote`, a file of statements at a time.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { MIGRATIONS_LOG } from "../src/migrations-log";

export interface SqlTarget {
  /** Runs the statements in order, some at a time: each group in one transaction. */
  run(statements: readonly string[]): Promise<void>;
  /**
   * Applies the migrations of db/migrations this database has not had yet (local only): what `wrangler d1
   * migrations apply --local` does, without starting wrangler's command line a second time.
   */
  migrate(): Promise<string[]>;
  close(): Promise<void>;
}

const MIGRATIONS_DIR = "db/migrations";

/** A group: 60 statements of up to 400 rows each stay far below D1's limits on a request. */
const STATEMENTS_PER_GROUP = 60;

function groups(statements: readonly string[]) {
  const out: string[][] = [];
  for (let i = 0; i < statements.length; i += STATEMENTS_PER_GROUP) {
    out.push(statements.slice(i, i + STATEMENTS_PER_GROUP));
  }
  return out;
}

async function localTarget(persistTo: string | undefined): Promise<SqlTarget> {
  const { getPlatformProxy } = await import("wrangler");
  const proxy = await getPlatformProxy<{ DB: D1Database }>({
    configPath: "wrangler.toml",
    // wrangler keeps `--persist-to=DIR` under DIR/v3, and its default under .wrangler/state/v3.
    persist: persistTo ? { path: join(persistTo, "v3") } : true,
    remoteBindings: false,
  });
  const db = proxy.env.DB;
  return {
    async run(statements) {
      for (const group of groups(statements)) await db.batch(group.map((s) => db.prepare(s)));
    },
    async migrate() {
      await db.prepare(MIGRATIONS_LOG).run();
      const { results } = await db.prepare("SELECT name FROM d1_migrations").all<{ name: string }>();
      const applied = new Set(results.map((r) => r.name));
      const pending = readdirSync(MIGRATIONS_DIR)
        .filter((name) => name.endsWith(".sql") && !applied.has(name))
        .sort();
      // Each file in one transaction with its record, as wrangler applies it. The local D1 hands a
      // query to SQLite whole, which runs every statement in it (a trigger's body included).
      for (const name of pending) {
        const sql = readFileSync(join(MIGRATIONS_DIR, name), "utf8");
        await db.batch([
          db.prepare(sql),
          db.prepare("INSERT INTO d1_migrations (name) VALUES (?)").bind(name),
        ]);
      }
      return pending;
    },
    close: () => proxy.dispose(),
  };
}

function remoteTarget(): SqlTarget {
  const dir = mkdtempSync(join(tmpdir(), "chauffeur-seed-"));
  let files = 0;
  return {
    async run(statements) {
      for (const group of groups(statements)) {
        const file = join(dir, `${files++}.sql`);
        writeFileSync(file, `${group.join("\n")}\n`);
        // wrangler prints every statement's result as JSON: keep its errors, not that.
        execFileSync("npx", ["wrangler", "d1", "execute", "DB", "--remote", `--file=${file}`, "--yes"], {
          stdio: ["ignore", "ignore", "inherit"],
        });
      }
    },
    migrate() {
      return Promise.reject(new Error("On the real database: npx wrangler d1 migrations apply DB --remote"));
    },
    async close() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export function openTarget(args: readonly string[] = process.argv.slice(2)): Promise<SqlTarget> {
  if (args.includes("--remote")) return Promise.resolve(remoteTarget());
  const persistTo = args.find((a) => a.startsWith("--persist-to="))?.slice("--persist-to=".length);
  return localTarget(persistTo);
}

import { execFileSync } from "node:child_process";

/** Rows from the test's local D1 (scripts/e2e.mjs sets E2E_STATE_DIR). */
export function d1<T = Record<string, unknown>>(sql: string): T[] {
  const out = execFileSync(
    "npx",
    [
      "wrangler",
      "d1",
      "execute",
      "DB",
      "--local",
      `--persist-to=${process.env.E2E_STATE_DIR}`,
      "--command",
      sql,
      "--json",
    ],
    { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] },
  );
  const parsed = JSON.parse(out) as { results: T[] }[];
  return parsed[0]?.results ?? [];
}

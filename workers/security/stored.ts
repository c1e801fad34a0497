import { env } from "cloudflare:test";

/**
 * A fingerprint of everything the API can store: each table's row count, plus the newest `updated_at`
 * and the sum of `version` where a table has them (every guarded change moves one or the other). Two equal fingerprints around a refused request
 * mean it stored nothing and changed nothing (issue 13: "loses nothing", and keeps nothing either).
 * The guessing counters (`login_attempts`) are left out: counting a refused attempt is their purpose.
 */
let query: string | null = null;

async function fingerprintQuery(): Promise<string> {
  const tables = await env.DB.prepare(
    `select name from sqlite_master where type = 'table'
       and name not like 'sqlite_%' and name not like '_cf_%' and name not like 'd1_%'
       and name not like '%_fts%' and name <> 'login_attempts' order by name`,
  ).all<{ name: string }>();
  const parts: string[] = [];
  for (const { name } of tables.results) {
    const columns = await env.DB.prepare(`select name from pragma_table_info(?)`)
      .bind(name)
      .all<{ name: string }>();
    const has = (c: string) => columns.results.some((col) => col.name === c);
    parts.push(`'${name}:' || (select count(*) from "${name}")`);
    if (has("updated_at")) parts.push(`ifnull((select max(updated_at) from "${name}"), '-')`);
    if (has("version")) parts.push(`(select total(version) from "${name}")`);
  }
  // One column per part: a single `||` chain over every table outgrows SQLite's expression depth (100).
  return `select ${parts.map((part, i) => `${part} as p${i}`).join(", ")}`;
}

export async function fingerprint(): Promise<string> {
  query ??= await fingerprintQuery();
  const row = await env.DB.prepare(query).first<Record<string, unknown>>();
  return Object.values(row ?? {}).join(" ");
}

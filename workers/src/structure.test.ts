import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

// The Worker's floors (docs/decisions/016-services-by-domain.md) as biome.json enforces them, checked on a
// small tree laid out like ours: each numbered line is an import the rules must refuse; the others pass.
const root = fileURLToPath(new URL("../..", import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), "worker-structure-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const FILES: Record<string, string[]> = {
  "workers/src/services/bookings/probe.ts": [
    'import { a } from "../use-cases/dispatch/approve-booking";', // 1: a domain importing a use case
    'import type { B } from "../../http/types";', // 2: a service importing the HTTP layer
    'import { c } from "../../routes/bookings";', // 3: ... or a route
    'import { d } from "hono";', // 4: ... or Hono
    'import { e } from "../core/batch";', // 5: the shared floor
    'import { f } from "../money/settle";', // 6: another domain
  ],
  "workers/src/services/use-cases/dispatch/probe.ts": [
    'import { g } from "../../bookings/approve";', // 1: a domain
    'import { h } from "../../../middleware/context";', // 2: the HTTP layer
  ],
  "workers/src/services/core/probe.ts": [
    'import type { Config } from "../../env";', // 1: the configuration's types
    'import type { MoneyCtx } from "../money/context";', // 2: a domain
    'import { i } from "./batch";', // 3: its own file
  ],
};

function refused(): string[] {
  for (const [path, lines] of Object.entries(FILES)) {
    mkdirSync(dirname(join(scratch, path)), { recursive: true });
    writeFileSync(join(scratch, path), `${lines.join("\n")}\n`);
  }
  const repo = JSON.parse(readFileSync(join(root, "biome.json"), "utf8")) as { overrides: unknown[] };
  const config = { linter: { rules: { recommended: false } }, overrides: repo.overrides };
  writeFileSync(join(scratch, "biome.json"), JSON.stringify(config));
  const run = spawnSync(join(root, "node_modules/.bin/biome"), ["lint", "--reporter=github", "."], {
    cwd: scratch,
    encoding: "utf8",
  });
  // ::error title=lint/style/noRestrictedImports,file=<path>,line=<n>,...
  return [...run.stdout.matchAll(/^::error title=lint\/style\/noRestrictedImports,file=([^,]+),line=(\d+)/gm)]
    .map((m) => `${(m[1] ?? "").replace(`${scratch}/`, "")}:${m[2]}`)
    .sort();
}

describe("the Worker's floors in Biome", () => {
  it("refuses a domain importing a use case, a service importing HTTP, and the shared floor a domain", () => {
    expect(refused()).toEqual(
      [
        "workers/src/services/bookings/probe.ts:1",
        "workers/src/services/bookings/probe.ts:2",
        "workers/src/services/bookings/probe.ts:3",
        "workers/src/services/bookings/probe.ts:4",
        "workers/src/services/use-cases/dispatch/probe.ts:2",
        "workers/src/services/core/probe.ts:2",
      ].sort(),
    );
  });

  // Biome's noImportCycles as biome.json sets it: a type's import and a lazy import() count too (its
  // default leaves types out), as they do in the drawing of the house (issue 36: no circle anywhere).
  it("refuses an import circle anywhere, a type's import too", () => {
    const dir = join(scratch, "circle");
    const files = {
      "shell/src/islands/registry.ts":
        'export const load = () => import("../features/a/island");\nexport type Name = "a";\n',
      "shell/src/features/a/island.ts":
        'import type { Name } from "../../islands/registry";\nexport const name: Name = "a";\n',
      "contract/src/rules/alone.ts":
        'import type { Name } from "../../../shell/src/islands/registry";\nexport const n: Name = "a";\n',
    };
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    const repo = JSON.parse(readFileSync(join(root, "biome.json"), "utf8")) as {
      linter: { rules: { suspicious: Record<string, unknown> } };
    };
    const suspicious = { noImportCycles: repo.linter.rules.suspicious.noImportCycles };
    const config = { linter: { rules: { recommended: false, suspicious } } };
    writeFileSync(join(dir, "biome.json"), JSON.stringify(config));
    const run = spawnSync(join(root, "node_modules/.bin/biome"), ["lint", "--reporter=github", "."], {
      cwd: dir,
      encoding: "utf8",
    });
    const circles = [...run.stdout.matchAll(/^::error title=lint\/suspicious\/noImportCycles,file=([^,]+)/gm)]
      .map((m) => (m[1] ?? "").replace(`${dir}/`, ""))
      .sort();
    expect(circles).toEqual(["shell/src/features/a/island.ts", "shell/src/islands/registry.ts"]);
  });
});

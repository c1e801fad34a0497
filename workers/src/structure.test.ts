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

/**
 * Lints a small tree (each file's text by its path) with a Biome configuration of its own, in a folder
 * of the scratch directory: the files and lines where `rule` (`group/name`) found an error.
 */
function biomeErrors(folder: string, files: Record<string, string>, config: unknown, rule: string): string[] {
  const dir = join(scratch, folder);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  writeFileSync(join(dir, "biome.json"), JSON.stringify(config));
  const run = spawnSync(join(root, "node_modules/.bin/biome"), ["lint", "--reporter=github", "."], {
    cwd: dir,
    encoding: "utf8",
  });
  // ::error title=lint/<group>/<name>,file=<path>,line=<n>,...
  return [...run.stdout.matchAll(/^::error title=lint\/([^,]+),file=([^,]+),line=(\d+)/gm)]
    .filter((m) => m[1] === rule)
    .map((m) => `${(m[2] ?? "").replace(`${dir}/`, "")}:${m[3]}`)
    .sort();
}

const repo = JSON.parse(readFileSync(join(root, "biome.json"), "utf8")) as {
  overrides: unknown[];
  linter: { rules: { suspicious: Record<string, unknown> } };
};

function refused(): string[] {
  const files = Object.fromEntries(
    Object.entries(FILES).map(([path, lines]) => [path, `${lines.join("\n")}\n`]),
  );
  const config = { linter: { rules: { recommended: false } }, overrides: repo.overrides };
  return biomeErrors("floors", files, config, "style/noRestrictedImports");
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
    const files = {
      "shell/src/islands/registry.ts":
        'export const load = () => import("../features/a/island");\nexport type Name = "a";\n',
      "shell/src/features/a/island.ts":
        'import type { Name } from "../../islands/registry";\nexport const name: Name = "a";\n',
      "contract/src/rules/alone.ts":
        'import type { Name } from "../../../shell/src/islands/registry";\nexport const n: Name = "a";\n',
    };
    const suspicious = { noImportCycles: repo.linter.rules.suspicious.noImportCycles };
    const config = { linter: { rules: { recommended: false, suspicious } } };
    expect(biomeErrors("circle", files, config, "suspicious/noImportCycles")).toEqual([
      "shell/src/features/a/island.ts:1",
      "shell/src/islands/registry.ts:1",
    ]);
  });
});

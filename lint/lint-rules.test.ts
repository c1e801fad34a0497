import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("..", import.meta.url));
const plugins = ["lint/no-cross-feature-imports.grit", "lint/no-cross-app-imports.grit"];

// A small tree shaped like ours, linted with the repository's own plugins.
const scratch = mkdtempSync(join(tmpdir(), "lint-rules-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const FILES: Record<string, string> = {
  "mfe-admin/src/features/bookings/components/view.tsx": [
    'import { a } from "../../drivers/api/get-drivers";', // 1: another feature
    'import { b } from "../api/get-booking";', // 2: own feature
    'import { c } from "../../../lib/page-query";', // 3: the app's lib
    'import { d } from "../../../components/pager";', // 4: the app's components
    'import type { E } from "../../../features/stats/api/get-stats";', // 5: another feature, the long way
    'export { f } from "../../drivers/components/table";', // 6: re-export from another feature
    'const g = () => import("../../messages/api/get-outbox");', // 7: lazy import of another feature
    'import { h } from "../../../../../mfe-driver/src/lib/api-client";', // 8: another app
    'import { i } from "@chauffeur/shell";', // 9: another app by package name
    'import { j } from "@chauffeur/contract";', // 10: the contract
    'import { k } from "../../../../../mfe-admin/src/lib/x";', // 11: own app
    "export const all = [a, b, c, d, g, h, i, j, k] as unknown as E;",
  ].join("\n"),
  "mfe-admin/src/features/bookings/index.ts": 'export { l } from "../drivers/index";\n', // 1: from a feature's root
  "shell/src/pages/home.tsx": 'import { m } from "../features/fleet/api/get-fleet";\nexport const n = m;\n',
  "mfe-booking/src/lib/x.ts": 'import { o } from "../../../mfe-admin/src/lib/y";\nexport const p = o;\n',
};

function lint(): string[] {
  for (const [path, text] of Object.entries(FILES)) {
    mkdirSync(dirname(join(scratch, path)), { recursive: true });
    writeFileSync(join(scratch, path), text);
  }
  const config = { plugins: plugins.map((p) => join(root, p)), linter: { rules: { recommended: false } } };
  writeFileSync(join(scratch, "biome.json"), JSON.stringify(config));
  const run = spawnSync(join(root, "node_modules/.bin/biome"), ["lint", "--reporter=github", "."], {
    cwd: scratch,
    encoding: "utf8",
  });
  // ::error title=plugin,file=<path>,line=<n>,...
  return [...run.stdout.matchAll(/^::error title=plugin,file=([^,]+),line=(\d+)/gm)]
    .map((m) => `${(m[1] ?? "").replace(`${scratch}/`, "")}:${m[2]}`)
    .sort();
}

describe("the house rules in Biome", () => {
  it("fails on imports across features and across apps, and only on those", () => {
    expect(lint()).toEqual(
      [
        "mfe-admin/src/features/bookings/components/view.tsx:1",
        "mfe-admin/src/features/bookings/components/view.tsx:5",
        "mfe-admin/src/features/bookings/components/view.tsx:6",
        "mfe-admin/src/features/bookings/components/view.tsx:7",
        "mfe-admin/src/features/bookings/components/view.tsx:8",
        "mfe-admin/src/features/bookings/components/view.tsx:9",
        "mfe-admin/src/features/bookings/index.ts:1",
        "mfe-booking/src/lib/x.ts:1",
      ].sort(),
    );
  });

  it("are switched on for the repository", () => {
    const biome = JSON.parse(readFileSync(join(root, "biome.json"), "utf8")) as { plugins?: string[] };
    expect(biome.plugins).toEqual(plugins.map((p) => `./${p}`));
  });
});

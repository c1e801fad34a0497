// The README's test command: check, unit and component tests, Worker tests in workerd, then a fresh
// build driven end to end in headless Chromium. Stops at the first failing stage; ends with one line
// counting every test.
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import { resolve } from "node:path";

const results = resolve(".tmp/test-results");
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
const report = (name) => [
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${results}/${name}.json`,
];

const stages = [
  ["check (types, lint, format)", "npm", ["run", "check"]],
  ["unit and component tests", "npx", ["vitest", "run", ...report("unit")]],
  [
    "Worker tests (workerd + D1)",
    "npx",
    ["vitest", "run", "--config", "workers/vitest.config.ts", ...report("worker")],
  ],
  [
    "security: authorization matrix and hostile-input sweep over /api/openapi.json",
    "npx",
    ["vitest", "run", "--config", "workers/vitest.security.config.ts", ...report("security")],
  ],
  ["build (shell and three micro-frontends)", "npm", ["run", "build"]],
  ["end-to-end tests (Chromium)", "node", ["scripts/e2e.mjs", ...report("e2e")]],
];

function totals() {
  let passed = 0;
  let failed = 0;
  for (const name of ["unit", "worker", "security", "e2e"]) {
    try {
      const r = JSON.parse(readFileSync(`${results}/${name}.json`, "utf8"));
      passed += r.numPassedTests;
      failed += r.numFailedTests;
    } catch {
      // the stage did not run
    }
  }
  return `Tests: ${passed} passed, ${failed} failed`;
}

const started = Date.now();
for (const [name, cmd, args] of stages) {
  const t = Date.now();
  console.log(`\n=== ${name} ===`);
  const r = spawnSync(cmd, args, { stdio: "inherit" });
  if (r.status !== 0) {
    console.error(`\n✗ ${name} failed (exit ${r.status}).`);
    console.log(totals());
    process.exit(r.status ?? 1);
  }
  console.log(`✓ ${name} (${((Date.now() - t) / 1000).toFixed(0)} s)`);
}
console.log(`\nAll stages passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
console.log(totals());

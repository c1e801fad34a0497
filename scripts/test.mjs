// The README's test command: check, unit and component tests, Worker tests in workerd, then a fresh
// build driven end to end in headless Chromium. Stops at the first failing stage.
import { spawnSync } from "node:child_process";

const stages = [
  ["check (types, lint, format)", "npm", ["run", "check"]],
  ["unit and component tests", "npx", ["vitest", "run"]],
  ["Worker tests (workerd + D1)", "npx", ["vitest", "run", "--config", "workers/vitest.config.ts"]],
  ["build (shell and three micro-frontends)", "npm", ["run", "build"]],
  ["end-to-end tests (Chromium)", "node", ["scripts/e2e.mjs"]],
];

const started = Date.now();
for (const [name, cmd, args] of stages) {
  const t = Date.now();
  console.log(`\n=== ${name} ===`);
  const r = spawnSync(cmd, args, { stdio: "inherit" });
  if (r.status !== 0) {
    console.error(`\n✗ ${name} failed (exit ${r.status}).`);
    process.exit(r.status ?? 1);
  }
  console.log(`✓ ${name} (${((Date.now() - t) / 1000).toFixed(0)} s)`);
}
console.log(`\nAll stages passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);

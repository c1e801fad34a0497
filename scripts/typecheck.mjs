// Type-checks every workspace (each has its own tsconfig: the Worker's runtime types differ from the DOM's).
import { spawnSync } from "node:child_process";

const projects = [
  "contract",
  "ui",
  "db",
  "workers",
  "shell",
  "mfe-booking",
  "mfe-admin",
  "mfe-driver",
  "tests",
];
let failed = false;
for (const project of projects) {
  const r = spawnSync("npx", ["tsc", "-p", project, "--pretty"], { stdio: "inherit" });
  if (r.status !== 0) {
    console.error(`typecheck failed in ${project}`);
    failed = true;
  }
}
if (failed) process.exit(1);
console.log(`typecheck: ${projects.length} workspaces clean`);

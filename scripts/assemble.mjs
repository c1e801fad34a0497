// Puts the four built front ends where the Worker's assets binding serves them:
// the shell at dist/, each micro-frontend at dist/remotes/<name>/.
import { cpSync, existsSync, rmSync } from "node:fs";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const out = `${root}dist`;
rmSync(out, { recursive: true, force: true });
cpSync(`${root}shell/dist`, out, { recursive: true });
for (const name of ["booking", "admin", "driver"]) {
  const from = `${root}mfe-${name}/dist`;
  if (!existsSync(from)) throw new Error(`mfe-${name} is not built (npm run build -w mfe-${name})`);
  // The standalone page of a remote is not part of the site.
  cpSync(from, `${out}/remotes/${name}`, { recursive: true, filter: (src) => !src.endsWith("index.html") });
}
console.log("Assembled dist/: shell, remotes/booking, remotes/admin, remotes/driver");

// Puts the four built front ends where the Worker's assets binding serves them:
// the shell at dist/, each micro-frontend at dist/remotes/<name>/, and the API reference's script.
//   node scripts/assemble.mjs [<folder>]   (another folder than dist/: the site `npm test` serves its
//   end-to-end tests from, assembled while the Worker tests, whose assets binding is dist/, still run)
import { cpSync, existsSync, mkdirSync, rmSync } from "node:fs";
import { relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { apiReferenceScript } from "./lib/api-reference.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const out = process.argv[2] ? resolve(process.argv[2]) : `${root}dist`;
rmSync(out, { recursive: true, force: true });
cpSync(`${root}shell/dist`, out, { recursive: true });
for (const name of ["booking", "admin", "driver"]) {
  const from = `${root}mfe-${name}/dist`;
  if (!existsSync(from)) throw new Error(`mfe-${name} is not built (npm run build -w mfe-${name})`);
  // The standalone page of a remote is not part of the site.
  cpSync(from, `${out}/remotes/${name}`, { recursive: true, filter: (src) => !src.endsWith("index.html") });
}
// The chauffeur app's service worker sits at the root so that its scope can be /driver.
cpSync(`${root}mfe-driver/dist-sw/driver-sw.js`, `${out}/driver-sw.js`);
// /api/docs loads Scalar's standalone bundle from our own origin (workers/src/routes/docs.ts), never a CDN.
mkdirSync(`${out}/api-docs`, { recursive: true });
cpSync(apiReferenceScript(), `${out}/api-docs/scalar-api-reference.js`);
console.log(
  `Assembled ${out.startsWith(root) ? relative(root, out) : out}/: shell, remotes/booking, remotes/admin, remotes/driver, driver-sw.js, api-docs`,
);

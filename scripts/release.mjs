// Releases, promotes and rolls back one micro-frontend (README, "Releasing a micro-frontend"):
//   npm run release -- <booking|admin|driver> [--version <x.y.z>] [--dist <folder>] [--no-build]
//   npm run release:promote -- <booking|admin|driver> <version>
//   npm run release:canary -- <booking|admin|driver> <version> <percent>
//   npm run release:rollback -- <booking|admin|driver>
// against the site at RELEASE_SITE_URL (default the local one, http://127.0.0.1:8787), signed in as
// RELEASE_ADMIN_USERNAME / RELEASE_ADMIN_PASSWORD (default the local development admin), and an owner's
// RELEASE_ADMIN_CODE (the authenticator app's code) where the second factor is asked.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { parseArgs } from "node:util";
import { REMOTE_EXPOSES, REMOTE_NAMES, REMOTE_PAGES } from "../contract/src/remotes.ts";
import { checkRelease } from "./lib/remote-check.mjs";
import { DEV_ADMIN } from "./lib/settings.mjs";

const REMOTES = Object.fromEntries(
  REMOTE_NAMES.map((name) => [name, { exposes: [...REMOTE_EXPOSES[name]], page: REMOTE_PAGES[name] }]),
);
const root = new URL("..", import.meta.url).pathname;

function fail(message) {
  console.error(message);
  process.exit(1);
}

const [command, ...rest] = process.argv.slice(2);
const { values: options, positionals } = parseArgs({
  args: rest,
  allowPositionals: true,
  options: {
    version: { type: "string" },
    dist: { type: "string" },
    "no-build": { type: "boolean", default: false },
  },
});
const remote = positionals[0];
if (!REMOTES[remote]) fail(`Which micro-frontend? One of: ${Object.keys(REMOTES).join(", ")}`);

const siteUrl = (process.env.RELEASE_SITE_URL ?? "http://127.0.0.1:8787").replace(/\/+$/, "");
const local = /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/.test(siteUrl);

/**
 * One request to the site. A request that never got an answer (the connection refused or closed under
 * it: a kept-alive connection the server was closing as it was reused) is sent again, twice at most,
 * when sending it again changes nothing: a read, a file's upload to its path, a sign-in, or a call marked
 * `repeatable` (the release's registration answers the same build's second time as "already released").
 * Any other is said, with which call and why: a promotion or a rollback is never sent twice.
 */
async function call(
  path,
  { token, method = "GET", body, contentType = "application/json", repeatable = false } = {},
) {
  const again = repeatable || method === "GET" || method === "PUT";
  const send = () =>
    fetch(`${siteUrl}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body !== undefined ? { "content-type": contentType } : {}),
      },
      body: body === undefined || body instanceof Uint8Array ? body : JSON.stringify(body),
    });
  let res;
  for (let attempt = 1; !res; attempt += 1) {
    try {
      res = await send();
    } catch (e) {
      const why = e?.cause?.code ?? e?.cause?.message ?? e?.message;
      if (!again || attempt === 3) throw new Error(`${method} ${path}: no answer (${why})`);
      await new Promise((resolve) => setTimeout(resolve, 250 * attempt));
    }
  }
  const text = await res.text();
  // A site that is not this one (or a proxy's error page) answers something else than JSON: say what.
  let json = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    if (res.ok) throw new Error(`${method} ${path}: ${res.status}, not JSON: is ${siteUrl} this site?`);
  }
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${json?.detail ?? text}`);
  return { status: res.status, body: json };
}

async function signIn() {
  const username = process.env.RELEASE_ADMIN_USERNAME ?? (local ? DEV_ADMIN.username : undefined);
  const password = process.env.RELEASE_ADMIN_PASSWORD ?? (local ? DEV_ADMIN.password : undefined);
  if (!username || !password)
    fail("Set RELEASE_ADMIN_USERNAME and RELEASE_ADMIN_PASSWORD to release to this site.");
  const { body } = await call("/api/admin/login", {
    method: "POST",
    body: { username, password },
    repeatable: true,
  });
  if (body.token) return body.token;
  // An owner's account asks its second factor (only the local development owner skips it): the code the
  // authenticator app shows, given as RELEASE_ADMIN_CODE when the command runs.
  const code = process.env.RELEASE_ADMIN_CODE;
  if (!body.mfaRequired || !code) {
    fail("This account needs its second factor: set RELEASE_ADMIN_CODE to the code your app shows now.");
  }
  const second = await call("/api/admin/login/mfa", {
    method: "POST",
    body: { challenge: body.challenge, code },
  });
  return second.body.token;
}

/** Every file of a build but its standalone page, with its path and SHA-256. */
function listBuild(folder) {
  const files = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else {
        const path = relative(folder, full).split(sep).join("/");
        if (path === "index.html") continue;
        const bytes = readFileSync(full);
        files.push({ path, sha256: createHash("sha256").update(bytes).digest("hex"), bytes });
      }
    }
  };
  walk(folder);
  return files.sort((a, b) => (a.path < b.path ? -1 : 1));
}

async function release() {
  const pkg = JSON.parse(readFileSync(join(root, `mfe-${remote}/package.json`), "utf8"));
  const version = options.version ?? pkg.version;
  const folder = options.dist ?? join(root, `mfe-${remote}/dist`);
  if (!options["no-build"] && !options.dist) {
    const built = spawnSync("npm", ["run", "build", "-w", `mfe-${remote}`], { stdio: "inherit", cwd: root });
    if (built.status !== 0) fail(`mfe-${remote} did not build`);
  }
  const files = listBuild(folder);
  if (!files.some((f) => f.path === "remoteEntry.js"))
    fail(`${folder} holds no remoteEntry.js: is it a build?`);
  const token = await signIn();
  const queue = [...files];
  const lane = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const query = new URLSearchParams({ path: file.path, sha256: file.sha256 });
      await call(`/api/admin/remotes/${remote}/releases/${version}/files?${query}`, {
        token,
        method: "PUT",
        body: new Uint8Array(file.bytes),
        contentType: "application/octet-stream",
      });
    }
  };
  await Promise.all([lane(), lane(), lane(), lane()]);
  const { status, body } = await call(`/api/admin/remotes/${remote}/releases`, {
    token,
    method: "POST",
    body: { version, files: files.map(({ path, sha256 }) => ({ path, sha256 })) },
    repeatable: true,
  });
  console.log(
    `${status === 201 ? "Released" : "Already released, the same build:"} ${remote} ${version} (hash ${body.hash}, ${body.fileCount} files) at ${siteUrl}/remotes/${remote}/${version}/`,
  );
  console.log(`Promote it with: npm run release:promote -- ${remote} ${version}`);
}

/** Checks a version in the built shell and records the evidence on the site (what promotion and canary need). */
async function checked(version, token, what) {
  console.log(`Checking ${remote} ${version} in the built shell at ${siteUrl}${REMOTES[remote].page} ...`);
  const evidence = await checkRelease({ siteUrl, remote, version, ...REMOTES[remote] });
  if (evidence.problems.length) {
    fail(
      `Refused: ${remote} ${version} did not pass its check, so it is not ${what}:\n${evidence.problems.map((p) => `  - ${p}`).join("\n")}`,
    );
  }
  // The site keeps the check only as evidence of this very build: its hash and each file's SHA-256.
  const { body: overview } = await call("/api/admin/remotes", { token });
  const hash = overview.find((r) => r.remote === remote)?.releases.find((r) => r.version === version)?.hash;
  if (!hash) fail(`${remote} ${version} is not released at ${siteUrl}`);
  await call(`/api/admin/remotes/${remote}/releases/${version}/check`, {
    token,
    method: "POST",
    body: { ...evidence, hash },
  });
}

async function promote() {
  const version = positionals[1];
  if (!version) fail(`Which version? npm run release:promote -- ${remote} <version>`);
  const token = await signIn();
  await checked(version, token, "promoted");
  const { body } = await call(`/api/admin/remotes/${remote}/promote`, {
    token,
    method: "POST",
    body: { version },
  });
  console.log(
    `Promoted: ${remote} ${body.live.version} is live; before it: ${body.previous.map((p) => p.version).join(", ") || "nothing"}.`,
  );
}

async function canary() {
  const [version, share] = positionals.slice(1);
  if (!version || !share)
    fail(`Which version, to what share? npm run release:canary -- ${remote} <version> <percent>`);
  const token = await signIn();
  await checked(version, token, "a canary");
  const { body } = await call(`/api/admin/remotes/${remote}/canary`, {
    token,
    method: "POST",
    body: { version, share: Number(share) },
  });
  console.log(
    `Canary: ${remote} ${body.canary.version} goes to ${body.canary.share}% of browsers; the others keep ${body.live.version}.`,
  );
}

async function rollback() {
  const token = await signIn();
  // Names the version it leaves (the canary when one runs): a second rollback sent at the same time is
  // refused, not a second step back.
  const { body: overview } = await call("/api/admin/remotes", { token });
  const status = overview.find((r) => r.remote === remote);
  const from = status?.canary?.version ?? status?.live.version;
  const { body } = await call(`/api/admin/remotes/${remote}/rollback`, {
    token,
    method: "POST",
    body: { from },
  });
  console.log(
    status?.canary
      ? `Rolled back: the canary of ${remote} ${from} ended; every browser gets ${body.live.version}.`
      : `Rolled back: ${remote} ${body.live.version} is live again.`,
  );
}

const COMMANDS = { release, promote, canary, rollback };
if (!COMMANDS[command]) fail(`Unknown command ${command}: release, promote, canary or rollback`);
await COMMANDS[command]().catch((error) => fail(error.message));

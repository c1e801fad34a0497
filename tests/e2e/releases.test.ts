import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PublicConfig } from "@chauffeur/contract";
import { adminSignIn } from "./driver-support";
import { expect, test } from "./fixtures";
import { PHONE, REACT_CORE, screenshot } from "./support/browser";
import type { Site } from "./support/own-worker";

const root = join(import.meta.dirname, "..", "..");
// A Worker of its own, on a copy of the suite's database: promoting the admin app here changes what
// every page of that site loads, which the suite's other tests must not see.
test.use({ ownWorker: { name: "releases" } });
let builds: string;
/** This file's Worker. */
let worker: Site;

test.beforeAll(({ site }) => {
  worker = site;
  builds = mkdtempSync(join(tmpdir(), "chauffeur-releases-builds-"));
});

test.afterAll(() => {
  rmSync(builds, { recursive: true, force: true });
});

/** The admin app as built for the site, copied and changed: a marker on its sign-in screen, or a file less. */
function adminBuild(name: string, change: (folder: string, exposedApp: string) => void) {
  const folder = join(builds, name);
  cpSync(join(root, "mfe-admin", "dist"), folder, { recursive: true });
  const exposed = readdirSync(join(folder, "assets")).find((f) => f.startsWith("__federation_expose_App-"));
  if (!exposed) throw new Error("mfe-admin/dist has no exposed App: build it first");
  change(folder, join(folder, "assets", exposed));
  return folder;
}

/** One command of the release tool, as a team runs it, against this test's site. */
function release(...args: string[]) {
  // As `npm run release` runs it (tsx), without npx and tsx's own launcher: two processes less each time.
  const run = spawnSync(process.execPath, ["--import", "tsx", "scripts/release.mjs", ...args], {
    cwd: root,
    env: { ...process.env, RELEASE_SITE_URL: worker.url },
    encoding: "utf8",
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

/**
 * A plain GET of this test's site. Asked once more if the connection dies under it: wrangler's local
 * proxy sometimes closes a kept-alive connection while the release tool's Chromium was busy with it.
 */
async function get(path: string) {
  try {
    return await fetch(`${worker.url}${path}`);
  } catch {
    return fetch(`${worker.url}${path}`);
  }
}

async function manifest() {
  return PublicConfig.parse(await (await get("/api/config")).json()).remotes;
}

/** The shell's own scripts a page loads: the same before and after a release (nothing was rebuilt). */
const shellScripts = (html: string) => [...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);

test.describe("releasing one micro-frontend while the site runs", () => {
  test("releases a changed admin app as 2.0.0, promotes it, falls back when its files are gone, and rolls back", async ({
    newPage,
  }) => {
    test.setTimeout(180_000);
    const shellBefore = shellScripts(await (await get("/admin")).text());
    const v2 = adminBuild("v2", (_folder, app) =>
      writeFileSync(app, readFileSync(app, "utf8").replaceAll('"Admin Dashboard"', '"Admin Dashboard v2"')),
    );
    const released = release("release", "admin", "--version", "2.0.0", "--dist", v2);
    expect(released.status, released.output).toBe(0);
    expect(released.output).toMatch(/Released admin 2\.0\.0 \(hash [0-9a-f]{12}, \d+ files\)/);
    // Released is not live: until promoted, visitors still get the built-in app.
    expect((await manifest()).admin.version).toBe("built-in");

    const promoted = release("promote", "admin", "2.0.0");
    expect(promoted.status, promoted.output).toBe(0);
    expect(promoted.output).toContain("Promoted: admin 2.0.0 is live; before it: built-in.");
    // The Worker re-reads the manifest with the catalog within 2 s (CATALOG_RECHECK_MS).
    await expect.poll(async () => (await manifest()).admin.version, { timeout: 10_000 }).toBe("2.0.0");

    const page = await newPage();
    await page.goto("/admin");
    await page.getByRole("heading", { name: "Admin Dashboard v2" }).waitFor();
    await expect(page.locator('[data-remote="admin"]').getAttribute("data-remote-version")).resolves.toBe(
      "2.0.0",
    );
    await screenshot(page, "release-admin-v2");
    const remotes = await manifest();
    expect(remotes.admin.previous).toEqual([
      { url: "/remotes/admin/remoteEntry.js", version: "built-in", integrity: null, filesIntegrity: null },
    ]);
    expect(remotes.booking.version).toBe("built-in");
    expect(remotes.driver.version).toBe("built-in");
    expect(shellScripts(await (await get("/admin")).text())).toEqual(shellBefore);
    // Another remote's page is as it was.
    const booking = await newPage();
    await booking.goto("/booking");
    await booking.getByRole("heading", { level: 1, name: /book your ride/i }).waitFor();
    await expect(
      booking.locator('[data-remote="booking"]').first().getAttribute("data-remote-version"),
    ).resolves.toBe("built-in");

    // 2.0.0's files gone: the browser retries, then loads the version before it from the manifest.
    const stranded = await newPage({
      allowErrors: [/Failed to load resource: the server responded with a status of 404/, /Failed to fetch/],
    });
    await stranded.route("**/remotes/admin/2.0.0/**", (route) =>
      route.fulfill({ status: 404, body: "Not Found" }),
    );
    await stranded.goto("/admin");
    await stranded.getByRole("heading", { name: "Admin Dashboard", exact: true }).waitFor();
    await expect(stranded.locator('[data-remote="admin"]').getAttribute("data-remote-version")).resolves.toBe(
      "built-in",
    );

    const rolledBack = release("rollback", "admin");
    expect(rolledBack.status, rolledBack.output).toBe(0);
    expect(rolledBack.output).toContain("Rolled back: admin built-in is live again.");
    await expect.poll(async () => (await manifest()).admin.version, { timeout: 10_000 }).toBe("built-in");
    const after = await newPage();
    await after.goto("/admin");
    await after.getByRole("heading", { name: "Admin Dashboard", exact: true }).waitFor();
    await expect(after.locator('[data-remote="admin"]').getAttribute("data-remote-version")).resolves.toBe(
      "built-in",
    );
    expect((await manifest()).admin).toEqual({
      url: "/remotes/admin/remoteEntry.js",
      version: "built-in",
      integrity: null,
      filesIntegrity: null,
      previous: [],
    });

    // The same from the dispatcher's console: promote the checked 2.0.0 again, then roll it back.
    const consolePage = await newPage();
    await adminSignIn(consolePage);
    await consolePage.getByRole("tab", { name: "Releases" }).click();
    const card = consolePage.getByTestId("remote-admin");
    await card.getByText("Live: built-in").waitFor();
    await card.locator('[data-version="2.0.0"]').getByRole("button", { name: "Promote" }).click();
    await card.getByText("Live: 2.0.0 · before it: built-in").waitFor();
    await expect.poll(async () => (await manifest()).admin.version, { timeout: 10_000 }).toBe("2.0.0");
    await screenshot(consolePage, "release-console");
    await card.getByRole("button", { name: "Roll back to built-in" }).click();
    await card.getByText("Live: built-in", { exact: true }).waitFor();
    await expect.poll(async () => (await manifest()).admin.version, { timeout: 10_000 }).toBe("built-in");
    await consolePage.setViewportSize(PHONE);
    await screenshot(consolePage, "release-console-phone");
  });

  test("refuses to promote a build whose exposed module is missing, and says why", async () => {
    const broken = adminBuild("broken", (_folder, app) => rmSync(app));
    const released = release("release", "admin", "--version", "9.0.0-broken", "--dist", broken);
    expect(released.status, released.output).toBe(0);
    const promoted = release("promote", "admin", "9.0.0-broken");
    expect(promoted.status).toBe(1);
    expect(promoted.output).toContain(
      "Refused: admin 9.0.0-broken did not pass its check, so it is not promoted:",
    );
    expect(promoted.output).toContain("it does not expose App, which the shell imports");
    expect((await manifest()).admin.version).not.toBe("9.0.0-broken");
  });

  test("refuses to promote a build whose code runs on a React of its own, and names the file", async () => {
    let bundled = "";
    // Its App imports the React module of its own folder (its fallback copy) outside the shared scope,
    // as a runtime bundled with React would.
    const ownReact = adminBuild("own-react", (folder, app) => {
      const assets = readdirSync(join(folder, "assets"));
      bundled = assets.find((f) => REACT_CORE.test(readFileSync(join(folder, "assets", f), "utf8"))) ?? "";
      writeFileSync(app, `import "./${bundled}";\n${readFileSync(app, "utf8")}`);
    });
    expect(bundled).not.toBe("");
    expect(release("release", "admin", "--version", "9.0.1-own-react", "--dist", ownReact).status).toBe(0);
    const promoted = release("promote", "admin", "9.0.1-own-react");
    expect(promoted.status).toBe(1);
    expect(promoted.output).toContain(`it loaded its own copy of a shared module: assets/${bundled}`);
    expect((await manifest()).admin.version).not.toBe("9.0.1-own-react");
  });
});

import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { OutboxMessage, OutboxPage, PublicConfig, RemoteStatus } from "@chauffeur/contract";
import type { Page } from "@playwright/test";
import { adminSignIn } from "./driver-support";
import { expect, type NewPage, test } from "./fixtures";
import { adminToken, call } from "./support/api";
import { DESKTOP, PHONE, screenshot } from "./support/browser";
import type { Site } from "./support/own-worker";

const root = join(import.meta.dirname, "..", "..");
// A Worker of its own: every page view reports (no sampling) and a canary is judged after 3 views.
test.use({
  ownWorker: { name: "releases-guarded", vars: { TELEMETRY_SAMPLE_PERCENT: "100", CANARY_MIN_VIEWS: "3" } },
});
let builds: string;
let worker: Site;

test.beforeAll(({ site }) => {
  worker = site;
  builds = mkdtempSync(join(tmpdir(), "chauffeur-guarded-builds-"));
});
test.afterAll(() => rmSync(builds, { recursive: true, force: true }));

/** The admin app as built, its exposed App changed by `change` (a marker, a throw). */
function adminBuild(name: string, change: (app: string) => string) {
  const folder = join(builds, name);
  cpSync(join(root, "mfe-admin", "dist"), folder, { recursive: true });
  const exposed = readdirSync(join(folder, "assets")).find((f) => f.startsWith("__federation_expose_App-"));
  if (!exposed) throw new Error("mfe-admin/dist has no exposed App: build it first");
  const app = join(folder, "assets", exposed);
  writeFileSync(app, change(readFileSync(app, "utf8")));
  return folder;
}
const marked = (marker: string) => (app: string) =>
  app.replaceAll('"Admin Dashboard"', `"Admin Dashboard ${marker}"`);

function release(...args: string[]) {
  // As `npm run release` runs it (tsx), without npx and tsx's own launcher: two processes less each time.
  const run = spawnSync(process.execPath, ["--import", "tsx", "scripts/release.mjs", ...args], {
    cwd: root,
    env: { ...process.env, RELEASE_SITE_URL: worker.url },
    encoding: "utf8",
  });
  expect(run.status, `${run.stdout}${run.stderr}`).toBe(0);
  return `${run.stdout}${run.stderr}`;
}

async function manifest() {
  return PublicConfig.parse(await (await call("/api/config")).json()).remotes;
}
async function adminStatus() {
  const res = await call("/api/admin/remotes", { token: await adminToken() });
  return RemoteStatus.array()
    .parse(await res.json())
    .find((s) => s.remote === "admin") as RemoteStatus;
}
/** Rolls the admin app back to the built-in one (each test leaves the site as it found it). */
async function backToBuiltIn() {
  for (let i = 0; i < 5; i += 1) {
    const now = await adminStatus();
    if (!now.canary && now.live.version === "built-in") return;
    release("rollback", "admin");
  }
}

/** The version of the admin app a page ran, once it rendered; the page is then left, sending its report. */
async function visit(page: Page) {
  await page.goto("/admin");
  const view = page.locator('[data-remote="admin"][data-remote-version]').first();
  await view.waitFor({ state: "attached" });
  const version = await view.getAttribute("data-remote-version");
  return version ?? "";
}
/** Leaving the page sends its field data (navigator.sendBeacon on pagehide). */
const leave = (page: Page) => page.goto("about:blank");

/** Every file under a folder. */
function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

const pagesOf = async (newPage: NewPage, count: number, allowErrors: RegExp[] = []) => {
  const seen: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const page = await newPage({ allowErrors });
    seen.push(await visit(page));
    await leave(page);
  }
  return seen;
};

test.describe("releases that guard themselves", () => {
  test.setTimeout(240_000);

  test("a release whose entry is altered after sealing is refused; the page runs the version before and says so", async ({
    newPage,
  }) => {
    release("release", "admin", "--version", "3.0.0", "--dist", adminBuild("v3", marked("v3")));
    release("promote", "admin", "3.0.0");
    await expect.poll(async () => (await manifest()).admin.version, { timeout: 10_000 }).toBe("3.0.0");
    const sealed = readFileSync(join(builds, "v3", "remoteEntry.js"));

    // Someone changes the stored entry behind the seal (same length, other bytes).
    const stored = filesUnder(join(worker.stateDir ?? "", "v3", "r2")).filter((f) =>
      readFileSync(f).equals(sealed),
    );
    expect(stored.length).toBeGreaterThan(0);
    const altered = Buffer.from(sealed.toString("latin1").replace("remote style", "REMOTE STYLE"), "latin1");
    expect(altered.equals(sealed)).toBe(false);
    for (const file of stored) writeFileSync(file, altered);
    expect(await (await call("/remotes/admin/3.0.0/remoteEntry.js")).text()).toContain("REMOTE STYLE");

    const page = await newPage({
      allowErrors: [
        /Failed to find a valid digest in the 'integrity' attribute/,
        /Failed to fetch dynamically imported module/,
      ],
    });
    const warnings: string[] = [];
    page.on("console", (m) => m.type() === "warning" && warnings.push(m.text()));
    expect(await visit(page)).toBe("built-in");
    await page.getByRole("heading", { name: "Admin Dashboard", exact: true }).waitFor();
    expect(warnings).toContain(
      "The admin app 3.0.0 was refused: a file of it does not match the SHA-384 it was sealed with: running built-in instead.",
    );
    await leave(page);
    await expect.poll(async () => (await adminStatus()).live.field.refused, { timeout: 10_000 }).toBe(1);
    await backToBuiltIn();
  });

  test("a canary at 50% serves both versions to fresh browsers, the same one to a browser again, and the tab shows both", async ({
    newPage,
  }) => {
    release("release", "admin", "--version", "3.1.0", "--dist", adminBuild("v31", marked("canary")));
    expect(release("canary", "admin", "3.1.0", "50")).toContain(
      "Canary: admin 3.1.0 goes to 50% of browsers; the others keep built-in.",
    );
    await expect.poll(async () => (await manifest()).admin.canary?.share, { timeout: 10_000 }).toBe(50);

    const seen: string[] = [];
    // Fresh browsers draw on their own: about half get the canary (24 draws miss one side once in 8 million).
    for (let i = 0; i < 24 && new Set(seen).size < 2; i += 1) seen.push(...(await pagesOf(newPage, 1)));
    expect(new Set(seen)).toEqual(new Set(["3.1.0", "built-in"]));

    // One browser keeps its side of the canary, page after page.
    const same = await newPage();
    const first = await visit(same);
    for (let i = 0; i < 2; i += 1) {
      await same.reload();
      expect(await visit(same)).toBe(first);
    }
    await leave(same);

    const views = (version: string) => seen.filter((v) => v === version).length;
    await expect
      .poll(
        async () => {
          const now = await adminStatus();
          return [
            now.live.field.views >= views("built-in"),
            (now.canary?.field.views ?? 0) >= views("3.1.0"),
          ];
        },
        { timeout: 10_000 },
      )
      .toEqual([true, true]);

    const consolePage = await newPage({ viewport: DESKTOP });
    await adminSignIn(consolePage);
    await consolePage.getByRole("tab", { name: "Releases" }).click();
    const card = consolePage.getByTestId("remote-admin");
    await card.getByTestId("canary-admin").getByText("3.1.0").waitFor();
    const table = card.getByRole("table", { name: "Dispatch dashboard field data" });
    for (const version of ["built-in", "3.1.0"]) {
      const row = table.locator(`[data-field-version="${version}"]`);
      await expect(row.locator('[data-field="views"]')).not.toHaveText("0");
      await expect(row.locator('[data-field="lcp"]')).toHaveText(/\d+(\.\d+)? m?s/);
    }
    await screenshot(consolePage, "release-field-data");
    await consolePage.setViewportSize(PHONE);
    await screenshot(consolePage, "release-field-data-phone");
    await backToBuiltIn();
  });

  test("a canary that throws on load is rolled back by the jobs, and its author is told why", async ({
    newPage,
  }) => {
    // It passes its check (a fresh page, no canary draw yet) and breaks for the browsers that drew it.
    const broken = adminBuild(
      "v32",
      (app) =>
        `if (localStorage.getItem("beacon.canary-draw") !== null) throw new Error("mfe-admin 3.2.0 broke on load");\n${app}`,
    );
    release("release", "admin", "--version", "3.2.0", "--dist", broken);
    release("canary", "admin", "3.2.0", "99");
    await expect
      .poll(async () => (await manifest()).admin.canary?.version, { timeout: 10_000 })
      .toBe("3.2.0");

    const ran = await pagesOf(newPage, 5);
    // Every page ran the live version: the canary failed to load wherever it was drawn.
    expect(new Set(ran)).toEqual(new Set(["built-in"]));
    await expect
      .poll(async () => (await adminStatus()).canary?.field.loadFailures ?? 0, { timeout: 10_000 })
      .toBeGreaterThanOrEqual(3);

    const token = await adminToken();
    const run = await call("/api/admin/jobs/run", {
      method: "POST",
      token,
      body: JSON.stringify({ only: ["canary-watch"] }),
    });
    expect(run.status).toBe(200);
    const after = await adminStatus();
    expect(after.canary).toBeNull();
    expect(after.canaries[0]).toMatchObject({ version: "3.2.0", outcome: "rolled-back-automatically" });
    await expect.poll(async () => (await manifest()).admin.canary, { timeout: 10_000 }).toBeUndefined();

    const list = OutboxPage.parse(await (await call("/api/admin/outbox?pageSize=100", { token })).json());
    const item = list.items.find((m) => m.subject === "Canary of mfe-admin 3.2.0 rolled back automatically");
    expect(item).toBeDefined();
    const message = OutboxMessage.parse(
      await (await call(`/api/admin/outbox/${item?.id}`, { token })).json(),
    );
    expect(message.body).toContain("The canary of mfe-admin 3.2.0, which you released, was rolled back");
    expect(message.body).toMatch(
      /3\.2\.0 its load-failure rate was 100\.0% over \d+ page views, against 0\.0% for the live version/,
    );
    expect(message.body).toContain("Every browser loads built-in again.");
  });
});

// The check a micro-frontend release passes before it is promoted: the built shell of the running site,
// in headless Chromium, loads the candidate version in place of the live one, and
//   - each module the shell imports from it (contract/src/remotes.ts, REMOTE_EXPOSES) exists,
//   - it runs on the shell's React, React DOM and design system (it fetches no copy of its own, and one
//     React renderer is in the page),
//   - its first screen renders, with no console error and no uncaught exception.
import { createHash } from "node:crypto";
import { chromium } from "playwright-core";
import { ensureHeadlessBrowser } from "./chromium.mjs";
import { countReactRenderers, reactRenderers, watchOwnReact } from "./react-renderers.mjs";

const BOOT_DATA = /(<script type="application\/json" id="boot-data">)(.*?)(<\/script>)/s;
/** What the shell hands a remote (ui/federation.ts, SHARED): a copy fetched from the remote's own folder is a second one. */
const SINGLETONS =
  /__federation_shared_(react|react-dom|react_jsx-runtime|_chauffeur_ui[^/]*|_tanstack_react-query)-[^/]*\.js$/;

const scriptJson = (value) =>
  JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");

/**
 * Checks `version` of `remote`, released on the site at `siteUrl` (served under /remotes/<name>/<version>/).
 * Answers the problems found (none means it passed) and the evidence the site keeps of the check: every file
 * of the version the browser loaded with the SHA-256 of the bytes it got, the modules imported, the browser.
 */
export async function checkRelease({ siteUrl, remote, version, exposes, page: path, timeoutMs = 30_000 }) {
  const folder = `/remotes/${remote}/${version}/`;
  const candidate = { url: `${folder}remoteEntry.js`, version, previous: [] };
  const problems = [];
  const evidence = { loaded: [], exposes, problems, browser: "", ranAt: new Date().toISOString() };
  const browser = await chromium.launch({
    executablePath: ensureHeadlessBrowser(),
    args: ["--no-sandbox", "--disable-dev-shm-usage"],
  });
  try {
    const context = await browser.newContext();
    await context.addInitScript(countReactRenderers);
    const page = await context.newPage();
    page.on("console", (m) => m.type() === "error" && problems.push(`console error: ${m.text()}`));
    page.on("pageerror", (e) => problems.push(`uncaught exception: ${e.message}`));
    const ownCopies = new Set();
    // What the browser got of the version, file by file (the site compares it with what the seal pinned).
    const loaded = new Map();
    const reading = [];
    page.on("response", (response) => {
      const p = new URL(response.url()).pathname;
      if (!p.startsWith(folder) || response.status() !== 200) return;
      reading.push(
        response
          .body()
          .then((bytes) =>
            loaded.set(p.slice(folder.length), createHash("sha256").update(bytes).digest("hex")),
          )
          .catch(() => {}),
      );
    });
    page.on("request", (r) => {
      const p = new URL(r.url()).pathname;
      if (p.startsWith(folder) && SINGLETONS.test(p)) ownCopies.add(p.slice(folder.length));
    });
    // A React bundled into one of its own scripts, whatever the file is called.
    const ownReact = watchOwnReact(page, folder);
    // The page as the site renders it, with this version in the manifest instead of the live one.
    await page.route(`${siteUrl}${path}`, async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      const match = BOOT_DATA.exec(html);
      if (!match) {
        problems.push(`${path} carries no boot data: is ${siteUrl} this site?`);
        return route.fulfill({ response, body: html });
      }
      const boot = JSON.parse(match[2]);
      boot.config.remotes[remote] = candidate;
      return route.fulfill({ response, body: html.replace(BOOT_DATA, `$1${scriptJson(boot)}$3`) });
    });
    await page.goto(`${siteUrl}${path}`, { timeout: timeoutMs });
    const mounted = page.locator(`[data-remote="${remote}"][data-remote-version="${version}"]`);
    const failed = page.locator(`[role="alert"] [data-remote="${remote}"]`);
    await Promise.race([
      mounted.first().waitFor({ state: "attached", timeout: timeoutMs }),
      failed.first().waitFor({ state: "attached", timeout: timeoutMs }),
    ]).catch(() => problems.push(`its first screen did not render within ${timeoutMs / 1000} s`));
    if (await failed.count())
      problems.push(`the shell could not load it (it showed its error for ${remote})`);
    await page.waitForLoadState("networkidle", { timeout: timeoutMs }).catch(() => {});
    if ((await mounted.count()) > 0) {
      const text = (await mounted.first().evaluate((el) => el.textContent ?? "")).trim();
      if (!text) problems.push("its first screen is empty");
    }
    const missing = await page
      .evaluate(
        async ({ url, names }) => {
          const container = await import(url);
          const absent = [];
          for (const name of names) {
            try {
              await container.get(`./${name}`);
            } catch {
              absent.push(name);
            }
          }
          return absent;
        },
        { url: candidate.url, names: exposes },
      )
      .catch((e) => [`(its entry did not load: ${e.message})`]);
    for (const name of missing) problems.push(`it does not expose ${name}, which the shell imports`);
    for (const p of await ownReact()) ownCopies.add(p.slice(folder.length));
    for (const file of ownCopies) problems.push(`it loaded its own copy of a shared module: ${file}`);
    const renderers = await reactRenderers(page);
    if (renderers !== 1) problems.push(`${renderers} React renderers in the page (one is the shell's)`);
    await Promise.all(reading);
    evidence.loaded = [...loaded]
      .map(([file, sha256]) => ({ path: file, sha256 }))
      .sort((a, b) => (a.path < b.path ? -1 : 1));
    evidence.browser = `Chromium ${browser.version()}`;
  } finally {
    await browser.close();
  }
  evidence.problems = [...new Set(problems)];
  return evidence;
}

// Prints the gzip size of the JavaScript each page loads first, per app, measured in headless Chromium
// against the built site: every script the page requests until the network is idle.
// `npm run bench:size -- --list` also lists each page's scripts, largest first.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { ensureChromium } from "./lib/chromium.mjs";
import { freePort, prepareDatabase, startWorker } from "./lib/worker.mjs";

const PAGES = [
  ["/", "shell (home) + booking quick form"],
  ["/fleet", "shell (fleet): islands"],
  ["/about", "shell (about): islands"],
  ["/privacy", "shell (privacy): islands"],
  ["/booking", "booking form: islands"],
  ["/manage-booking", "booking manage screen: islands"],
  ["/quote-request", "booking remote (quote request)"],
  ["/admin", "admin remote"],
  ["/driver", "driver remote"],
];

const state = mkdtempSync(join(tmpdir(), "chauffeur-bench-size-"));
prepareDatabase(state);
const worker = await startWorker({
  port: await freePort(),
  persistTo: state,
  logFile: join(state, "worker.log"),
});
const browser = await chromium.launch({
  executablePath: ensureChromium(),
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
});
const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
try {
  console.log("page            scripts  raw          gzip        of which remotes (gzip)   what");
  for (const [path, what] of PAGES) {
    const page = await browser.newPage();
    const bodies = [];
    page.on("response", async (res) => {
      if (res.request().resourceType() !== "script") return;
      try {
        bodies.push({ url: new URL(res.url()).pathname, body: await res.body() });
      } catch {
        // redirected or aborted
      }
    });
    await page.goto(`${worker.url}${path}`, { waitUntil: "networkidle" });
    await page.waitForTimeout(300);
    const raw = bodies.reduce((s, b) => s + b.body.length, 0);
    const gz = bodies.reduce((s, b) => s + gzipSync(b.body, { level: 9 }).length, 0);
    const remote = bodies
      .filter((b) => b.url.startsWith("/remotes/"))
      .reduce((s, b) => s + gzipSync(b.body, { level: 9 }).length, 0);
    const apps = [
      ...new Set(bodies.filter((b) => b.url.startsWith("/remotes/")).map((b) => b.url.split("/")[2])),
    ];
    console.log(
      `${path.padEnd(15)} ${String(bodies.length).padStart(7)}  ${kib(raw).padEnd(12)} ${kib(gz).padEnd(11)} ${kib(remote).padEnd(10)} ${(apps.join(",") || "-").padEnd(15)} ${what}`,
    );
    if (process.argv.includes("--list")) {
      const sized = bodies.map((b) => ({ url: b.url, gz: gzipSync(b.body, { level: 9 }).length }));
      for (const { url, gz } of sized.sort((a, b) => b.gz - a.gz))
        console.log(`    ${kib(gz).padStart(10)}  ${url}`);
    }
    await page.close();
  }
} finally {
  await browser.close();
  worker.stop();
  rmSync(state, { recursive: true, force: true });
}

// Lighthouse (mobile defaults: simulated slow 4G and a 4x slower CPU) on every public page and the
// booking pages, 3 runs each, the median run per page. Prints score, FCP, LCP, TBT, CLS and the
// JavaScript the page loads first (gzip, measured as bench-size does). Same Chromium as the tests.
//
// The limit is measured in the same run: a static snapshot of `/` (its HTML and CSS as the Worker
// renders them, every script taken out), served beside the pages by the same server, and each page's
// score and LCP are printed as a ratio to it. `--busy` keeps one core busy during the runs (a second
// process spinning, started and stopped here): what a customer's phone looks like under load.

import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, request as httpRequest } from "node:http";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { ensureChromium } from "./lib/chromium.mjs";
import { uploadFleetPhoto } from "./lib/fleet-photo.mjs";
import { freePort, prepareDatabase, startWorker } from "./lib/worker.mjs";

// Lighthouse is installed in scripts/lighthouse, from its own lock, the first time (about 20 s); after
// that `npm install` there finds it up to date.
const install = spawnSync("npm", ["install", "--prefix", "scripts/lighthouse", "--no-audit", "--no-fund"], {
  stdio: "inherit",
});
if (install.status !== 0) process.exit(install.status ?? 1);
const { chromeLauncher, lighthouse } = await import("./lighthouse/index.mjs");

const PAGES = [
  "/",
  "/about",
  "/fleet",
  "/services",
  "/testimonials",
  "/contact",
  "/safety",
  "/privacy",
  "/terms",
  "/cookies",
  "/no-such-page",
  "/booking",
  "/manage-booking",
];
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const BUSY = process.argv.includes("--busy");
/** Where the snapshot of `/` is served (a path no page of the site has). */
const SNAPSHOT = "/__bench/static-home";

// BENCH_PAGES="/ /fleet" measures a few; BENCH_BASE_URL measures a site already running.
// BENCH_RUNS sets the runs per page. BENCH_FLEET_PHOTO=suv then uploads a photo for that class
// through the console as the owner (scripts/lib/fleet-photo.mjs), as an operator would, and measures
// the fleet page once more: a row of its own, "/fleet after suv upload".
const pages = process.env.BENCH_PAGES?.split(/\s+/).filter(Boolean) ?? PAGES;
const state = mkdtempSync(join(tmpdir(), "chauffeur-bench-web-"));
let worker = { url: process.env.BENCH_BASE_URL, stop() {} };
if (!worker.url) {
  prepareDatabase(state);
  worker = await startWorker({
    port: await freePort(),
    persistTo: state,
    logFile: join(state, "worker.log"),
  });
}

/** The home page as the Worker renders it, without a script: its HTML and CSS only. */
async function staticSnapshot() {
  const html = await (await fetch(`${worker.url}/`)).text();
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "")
    .replace(/<link\b[^>]*rel="?modulepreload"?[^>]*>/gi, "");
}

/**
 * The server Lighthouse measures: the snapshot at SNAPSHOT, every other request passed to the Worker
 * as it came, so the pages and their limit are served the same way (on loopback only).
 */
async function startFront(upstream, snapshot) {
  const target = new URL(upstream);
  const body = gzipSync(snapshot);
  const server = createServer((req, res) => {
    if (req.url === SNAPSHOT) {
      const gzip = /\bgzip\b/.test(req.headers["accept-encoding"] ?? "");
      res.writeHead(200, {
        "content-type": "text/html; charset=utf-8",
        ...(gzip ? { "content-encoding": "gzip" } : {}),
      });
      res.end(gzip ? body : snapshot);
      return;
    }
    const forward = httpRequest(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on("error", () => res.writeHead(502).end());
    req.pipe(forward);
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${port}`, stop: () => server.close() };
}

const front = await startFront(worker.url, await staticSnapshot());
// One core kept busy by a second process for the whole run (ended with this one).
const spinner = BUSY ? spawn(process.execPath, ["-e", "for (;;) {}"], { stdio: "ignore" }) : undefined;
process.once("exit", () => spinner?.kill());
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");
const loadBefore = load();
console.log(
  `${cpus().length} cores, load average ${loadBefore} (1, 5, 15 min)${BUSY ? "; one core kept busy by a second process" : ""}`,
);

const profile = mkdtempSync(join(tmpdir(), "chauffeur-lighthouse-"));
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? ensureChromium(),
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  userDataDir: profile,
});

/** gzip bytes of every script the page requested (Lighthouse's network log, bodies fetched again). */
async function firstLoadJs(lhr) {
  const requests = lhr.audits["network-requests"]?.details?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === "Script");
  if (process.env.BENCH_DEBUG) console.log(scripts.length, requests.map((r) => r.resourceType).join(","));
  let total = 0;
  for (const r of scripts) {
    const body = Buffer.from(await (await fetch(r.url)).arrayBuffer());
    total += gzipSync(body, { level: 9 }).length;
  }
  return total;
}

/**
 * One plain request per page first: the Worker renders a page once and keeps it until the catalog
 * changes, as it does at the edge after the first visitor; Lighthouse then measures what visitors get.
 */
async function warm(path) {
  await (await fetch(`${front.url}${path}`)).arrayBuffer();
}

const median = (runs) => [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)];

/** What Lighthouse names as the largest paint (its label) and how long each of its phases took. */
function lcpElement(lhr) {
  const [element, phases] = lhr.audits["largest-contentful-paint-element"]?.details?.items ?? [];
  const node = element?.items?.[0]?.node;
  const label = node ? `<${/^<(\w+)/.exec(node.snippet ?? "")?.[1] ?? "?"}> ${node.nodeLabel ?? ""}` : "none";
  const timings = (phases?.items ?? []).map((p) => `${p.phase} ${Math.round(p.timing)} ms`).join(", ");
  return `${label.slice(0, 70)}${timings ? ` (${timings})` : ""}`;
}

/** RUNS Lighthouse runs of `path`; its median run becomes a row named `label`. */
async function measure(path, label = path) {
  const runs = [];
  let failed = 0;
  await warm(path);
  for (let i = 0; i < RUNS; i += 1) {
    const result = await lighthouse(`${front.url}${path}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
      // The 404 page is a page too: measured, not refused for its status.
      ignoreStatusCode: true,
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${path}`);
    // A run Lighthouse could not finish (it says why) is said and run again, not ranked as a 0.
    if (lhr.runtimeError) {
      console.log(
        `${path}: Lighthouse could not finish a run (${lhr.runtimeError.code}: ${lhr.runtimeError.message}); running it again`,
      );
      failed += 1;
      if (failed > RUNS) throw new Error(`Lighthouse failed ${path} ${failed} times`);
      i -= 1;
      continue;
    }
    const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
    runs.push({
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      fcp: audit("first-contentful-paint"),
      lcp: audit("largest-contentful-paint"),
      tbt: audit("total-blocking-time"),
      cls: audit("cumulative-layout-shift"),
      lhr,
    });
  }
  const m = median(runs);
  // BENCH_LHR_DIR keeps the median run's report, to read which tasks held the main thread.
  if (process.env.BENCH_LHR_DIR) {
    const name = label.replace(/\W+/g, "_") || "_";
    writeFileSync(join(process.env.BENCH_LHR_DIR, `${name}.json`), JSON.stringify(m.lhr));
  }
  rows.push({ path: label, ...m, js: await firstLoadJs(m.lhr) });
  const r = rows.at(-1);
  console.log(
    `${r.path.padEnd(20)} ${String(r.score).padStart(5)}  ${(r.fcp / 1000).toFixed(2).padStart(5)} s  ${(r.lcp / 1000).toFixed(2).padStart(5)} s  ${String(Math.round(r.tbt)).padStart(5)} ms  ${r.cls.toFixed(3).padStart(6)}  ${(r.js / 1024).toFixed(1).padStart(6)} KiB`,
  );
  console.log(`${"".padEnd(20)} LCP: ${lcpElement(m.lhr)}`);
}

const rows = [];
try {
  // The limit first, then every page.
  await measure(SNAPSHOT, "/ (static snapshot)");
  for (const path of pages) await measure(path);
  // Then the fleet page again once the owner has uploaded a photo for a class, as its own row.
  if (process.env.BENCH_FLEET_PHOTO) {
    const type = process.env.BENCH_FLEET_PHOTO;
    await uploadFleetPhoto({
      baseUrl: worker.url,
      executablePath: process.env.CHROME_PATH ?? ensureChromium(),
      type,
    });
    console.log(`Uploaded a photo for the ${type} class as the owner.`);
    await measure("/fleet", `/fleet after ${type} upload`);
  }
} finally {
  spinner?.kill();
  front.stop();
  await chrome.kill();
  worker.stop();
  rmSync(state, { recursive: true, force: true });
  rmSync(profile, { recursive: true, force: true });
}

const limit = rows[0];
const ratio = (value, of) => (of > 0 ? (value / of).toFixed(2) : "-");
console.log(
  `\nLighthouse ${RUNS} runs per page, median by score (mobile defaults)${BUSY ? ", one core kept busy" : ""}; ` +
    `load average ${loadBefore} before, ${load()} after. Score and LCP also as a ratio to the static snapshot of \`/\`:\n`,
);
console.log(
  "| page | score | FCP | LCP | TBT | CLS | first-load JS (gzip) | score ÷ snapshot | LCP ÷ snapshot |",
);
console.log("|---|---|---|---|---|---|---|---|---|");
for (const r of rows) {
  console.log(
    `| \`${r.path}\` | ${r.score} | ${(r.fcp / 1000).toFixed(2)} s | ${(r.lcp / 1000).toFixed(2)} s | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ${(r.js / 1024).toFixed(1)} KiB | ${ratio(r.score, limit.score)} | ${ratio(r.lcp, limit.lcp)} |`,
  );
}

import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect } from "vitest";
import {
  countReactRenderers,
  REACT_CORE,
  reactRenderers,
  watchOwnReact,
} from "../../../scripts/lib/react-renderers.mjs";

/** The suite's Worker, started by scripts/e2e.mjs. */
export const BASE_URL = process.env.E2E_BASE_URL ?? "http://127.0.0.1:8787";
let site = BASE_URL;
/** Where this file's pages and API calls go: the suite's Worker, or the file's own (`useOwnWorker`). */
export const siteUrl = () => site;
export function pointAt(url: string) {
  site = url;
}
export const SCREENSHOT_DIR = join(import.meta.dirname, "..", "..", "artifacts", "screenshots");

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1366, height: 900 } as const;

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

let browser: Browser | undefined;
const contexts: BrowserContext[] = [];
/** Console errors and failed page scripts, per page: a page test fails on any of them. */
const problems = new Map<Page, string[]>();
const allowed = new Map<Page, RegExp[]>();

/**
 * Chromium, started headless with no network beyond loopback: once per test process, then shared by the
 * files that process runs one after another (tests/vitest.config.ts: isolate false). Each test's pages
 * still get contexts of their own (own storage, cookies, clock), closed after the test.
 */
async function launch(): Promise<Browser> {
  const home = mkdtempSync(join(tmpdir(), "chauffeur-chromium-"));
  // Chromium's home for this process's run, gone with it.
  process.once("exit", () => rmSync(home, { recursive: true, force: true }));
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-dev-shm-usage",
    ],
    env: { ...process.env, HOME: home, XDG_CONFIG_HOME: home, XDG_CACHE_HOME: home },
  });
}

/** The file's pages get the process's Chromium (started again if an earlier file's crashed). */
export function useBrowser() {
  beforeAll(async () => {
    if (!browser?.isConnected()) browser = await launch();
  });
  afterEach(async () => {
    const found: string[] = [];
    for (const [page, list] of problems) {
      const ok = allowed.get(page) ?? [];
      found.push(...list.filter((p) => !ok.some((re) => re.test(p))));
    }
    problems.clear();
    allowed.clear();
    await Promise.all(contexts.splice(0).map((c) => c.close()));
    expect(found, "console errors in the page").toEqual([]);
  });
  afterAll(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close()));
  });
}

export interface PageOptions {
  viewport?: { width: number; height: number };
  /** Console errors this test provokes on purpose (a failing API it stubs, say). */
  allowErrors?: RegExp[];
  reducedMotion?: "reduce" | "no-preference";
  /** False: the page as a browser with JavaScript off gets it. */
  javaScriptEnabled?: boolean;
  /** Another Worker than the suite's (a test that starts its own, configured differently). */
  baseURL?: string;
  /** Where the emulated device is, with the page allowed to read it (move it: context().setGeolocation). */
  geolocation?: { latitude: number; longitude: number; accuracy?: number };
  /** Let the page's service worker run (the chauffeur app's offline test); other tests see the network. */
  serviceWorkers?: boolean;
}

/** A fresh page in its own context (own storage), watched for console errors. */
export async function newPage(options: PageOptions = {}): Promise<Page> {
  if (!browser) throw new Error("call useBrowser() in the test file");
  const context = await browser.newContext({
    viewport: options.viewport ?? DESKTOP,
    baseURL: options.baseURL ?? siteUrl(),
    reducedMotion: options.reducedMotion ?? "no-preference",
    serviceWorkers: options.serviceWorkers ? "allow" : "block",
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    ...(options.geolocation ? { geolocation: options.geolocation, permissions: ["geolocation"] } : {}),
  });
  contexts.push(context);
  // Counts React renderers: one react-dom in the page means one React.
  await context.addInitScript(countReactRenderers);
  const page = await context.newPage();
  if (options.javaScriptEnabled !== false) waitForHydration(page);
  const list: string[] = [];
  problems.set(page, list);
  allowed.set(page, options.allowErrors ?? []);
  page.on("console", (m) => {
    if (m.type() === "error") list.push(m.text());
  });
  page.on("pageerror", (e) => list.push(`pageerror: ${e.message}`));
  // The console names no URL for a failed request; this line does, so a failure says which call.
  page.on("response", (r) => {
    if (r.status() >= 500) {
      const id = r.headers()["x-request-id"];
      list.push(
        `response with a status of ${r.status()}: ${r.request().method()} ${new URL(r.url()).pathname}${id ? ` (request ${id})` : ""}`,
      );
    }
  });
  return page;
}

/**
 * Pages arrive rendered and become interactive once React hydrates them (the shell then marks
 * `<html data-hydrated>`): a navigation returns only then, as a visitor's tap would work only then.
 * An HTML page that is not the shell's (no boot data: the API reference) is not waited for.
 */
function waitForHydration(page: Page) {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    const html = response?.headers()["content-type"]?.includes("text/html");
    if (html) {
      await page.waitForFunction(
        () => !document.getElementById("boot-data") || document.documentElement.dataset.hydrated === "true",
      );
    }
    return response;
  };
}

export { REACT_CORE, reactRenderers, watchOwnReact };

/**
 * The whole page as a PNG under tests/artifacts/screenshots, to look at. Taken through Chromium's own
 * call with its fast encoder (`optimizeForSpeed`): a long page cost 0.21 s of CPU against 0.42 s through
 * `page.screenshot({ fullPage: true })`, for about a hundred pictures a run; the files are larger.
 */
export async function screenshot(page: Page, name: string) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.evaluate(() => document.fonts.ready);
  const cdp = await page.context().newCDPSession(page);
  try {
    const { cssContentSize } = await cdp.send("Page.getLayoutMetrics");
    const { data } = await cdp.send("Page.captureScreenshot", {
      format: "png",
      optimizeForSpeed: true,
      captureBeyondViewport: true,
      clip: {
        x: 0,
        y: 0,
        width: Math.ceil(cssContentSize.width),
        height: Math.ceil(cssContentSize.height),
        scale: 1,
      },
    });
    writeFileSync(join(SCREENSHOT_DIR, `${name}.png`), Buffer.from(data, "base64"));
  } finally {
    await cdp.detach();
  }
}

/**
 * Waits until a frame goes by with no transition or animation running (Chakra fades a button's colours
 * over 200 ms): a page audited mid-fade reports contrast it never settles on. Endless ones (a spinner, a
 * skeleton's pulse) are not waited for.
 */
export async function settled(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    // Until a frame goes by with none running: a render that lands meanwhile can start another fade.
    for (let round = 0; round < 10; round++) {
      await frame();
      const running = document
        .getAnimations()
        .filter((a) => a.playState === "running")
        .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)));
      if (running.length === 0) return;
      await Promise.all(running.map((a) => a.finished.catch(() => undefined)));
    }
  });
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe-core in the page; evaluate runs outside the page's CSP, so nothing is loosened for it. */
export async function seriousA11yViolations(page: Page): Promise<AxeViolation[]> {
  // Audited mid-fade, a button reports a contrast it never settles on.
  await settled(page);
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (o: object) => Promise<{ violations: AxeViolation[] }> } }
    ).axe;
    const result = await axe.run({ resultTypes: ["violations"] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target })),
    }));
  });
  return violations.filter((v) => v.impact === "serious" || v.impact === "critical");
}

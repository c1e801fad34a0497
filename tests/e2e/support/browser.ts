import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import type { Locator, Page } from "@playwright/test";
import {
  countReactRenderers,
  REACT_CORE,
  reactRenderers,
  watchOwnReact,
} from "../../../scripts/lib/react-renderers.mjs";

// What the pages of the end-to-end tests are looked at with; the pages themselves come from the
// fixtures (tests/e2e/fixtures.ts).

export const SCREENSHOT_DIR = join(import.meta.dirname, "..", "..", "artifacts", "screenshots");

/**
 * Moves the pointer onto `locator` as a hand does, over several events: an island wakes on a pointer
 * that moves, and a document's first pointer event reports no movement (shell/src/islands/wake.ts).
 */
export async function moveOnto(page: Page, locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error("moveOnto: the element is not on screen");
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 4 });
}

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1366, height: 900 } as const;

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

/**
 * Chromium's word when this harness's own init script reaches a frame that allows no script (the console's
 * sandboxed e-mail preview): the sandbox at work, not the page's error.
 */
const SANDBOX_REFUSAL =
  /^Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed/;

/** The console's word for a request answered 4xx or 5xx. */
const FAILED_LOAD = /^Failed to load resource: the server responded with a status of \d{3}/;

/**
 * Watches a new page: its console errors (each request answered 4xx or 5xx among them) and failed page
 * scripts go to `problems` (a page test fails on any of them), and its navigations return once React
 * has hydrated it.
 */
export async function watchPage(page: Page, problems: string[], { hydrates = true } = {}) {
  // Counts React renderers: one react-dom in the page means one React.
  await page.context().addInitScript(countReactRenderers);
  if (hydrates) waitForHydration(page);
  page.on("console", (m) => {
    if (m.type() !== "error" || SANDBOX_REFUSAL.test(m.text())) return;
    // Every failed request (a fetch, a script, a picture, the page itself) is such an error, its
    // address in the message's location, not its text: added, so a failure says which call. No
    // listener on every response is needed for it (Playwright would pass each one to this process).
    const { url } = m.location();
    problems.push(FAILED_LOAD.test(m.text()) && url ? `${m.text()}: ${new URL(url).pathname}` : m.text());
  });
  page.on("pageerror", (e) => problems.push(`pageerror: ${e.message}`));
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
  // Once per document: a console audited after each of its steps compiles axe's 650 KB once.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
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

import { defineConfig } from "@playwright/test";
import { ensureTestBrowser } from "../scripts/lib/chromium.mjs";
import { DESKTOP } from "./e2e/support/browser";

// The end-to-end suite: the built site on a fresh local D1, served by the Worker's bundle in Miniflare
// (global-setup.ts, docs/decisions/014 and 017), driven in the system's headless Chromium.
//   npm run test:e2e [-- playwright test options]      npx playwright show-report .tmp/playwright-report
export default defineConfig({
  testDir: "e2e",
  testMatch: "*.test.ts",
  globalSetup: "./e2e/global-setup.ts",
  // Files side by side, each one's tests in order (they share the file's Worker or fakes). Three at a
  // time on 2 cores: a file spends much of its time waiting on its page, which the other two fill.
  workers: 3,
  fullyParallel: false,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // Four times the longest flow's time in `npm test`, where these run beside the Worker tests.
  timeout: 120_000,
  // One round trip through the Worker can take more than a second while three files share two cores.
  expect: { timeout: 10_000 },
  outputDir: "../.tmp/playwright-results",
  reporter: [
    ["list"],
    ["html", { outputFolder: "../.tmp/playwright-report", open: "never" }],
    ["json", { outputFile: "../.tmp/test-results/e2e.json" }],
  ],
  use: {
    browserName: "chromium",
    // Debian's Chromium (never a downloaded build): chromium-headless-shell when present, CHROMIUM_PATH wins.
    launchOptions: {
      executablePath: ensureTestBrowser(),
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
    },
    viewport: DESKTOP,
    reducedMotion: "no-preference",
    // The chauffeur app's offline test lets its service worker run; the others see the network.
    serviceWorkers: "block",
    // playwright-core's own default, which the tests were written against.
    actionTimeout: 30_000,
    navigationTimeout: 30_000,
    // The trace of a failure: each action with its DOM snapshot, the network and the console, without the
    // screencast (two thirds of what recording cost; docs/decisions/017). The screenshot is taken apart.
    trace: { mode: "retain-on-failure", screenshots: false },
    screenshot: "only-on-failure",
  },
});

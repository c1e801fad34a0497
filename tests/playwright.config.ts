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
  // A failed test runs once more, recording its trace (below); a test that then passes is flaky, which
  // fails the run as a failure would: the retry is there for the trace, not to let a flake through.
  retries: 1,
  failOnFlakyTests: true,
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
    // screencast, recorded on the failed test's second run only: recording every test cost a tenth of the
    // suite's CPU (docs/decisions/017). The screenshot of the first failure is taken apart.
    trace: { mode: "on-first-retry", screenshots: false },
    screenshot: "only-on-failure",
  },
});

import { defineConfig } from "vitest/config";

// Run by scripts/e2e.mjs, which starts the Worker and sets E2E_BASE_URL.
export default defineConfig({
  test: {
    name: "e2e",
    root: new URL(".", import.meta.url).pathname,
    include: ["e2e/**/*.test.ts"],
    environment: "node",
    // Four times the longest flow's time in `npm test`, where these run beside the Worker tests (26 s).
    testTimeout: 120_000,
    hookTimeout: 60_000,
    // expect.poll's own default (1 s) is shorter than one round trip through the Worker can take while three
    // test files, their Chromium and the Worker share two cores; Playwright's waits allow the test's time.
    expect: { poll: { timeout: 10_000 } },
    // Three files at a time, each driving its own Chromium: a file spends much of its time waiting (on
    // its page's timers, on the network going idle), which the other two fill. Measured alone on 2 cores:
    // 238 s at two files and 1.6 cores busy, 206 s at three and 1.87 cores.
    maxWorkers: 3,
    fileParallelism: true,
    // The files a test process runs share its Chromium and its loaded modules instead of starting both
    // again for each file (tests/e2e/support/browser.ts); pages still get fresh contexts per test.
    isolate: false,
  },
});

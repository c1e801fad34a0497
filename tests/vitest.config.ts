import { defineConfig } from "vitest/config";

// Run by scripts/e2e.mjs, which starts the Worker and sets E2E_BASE_URL.
export default defineConfig({
  test: {
    name: "e2e",
    root: new URL(".", import.meta.url).pathname,
    include: ["e2e/**/*.test.ts"],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // expect.poll's own default (1 s) is shorter than one round trip through the Worker can take while two
    // test files, their Chromium and the Worker share two cores; Playwright's waits allow the test's time.
    expect: { poll: { timeout: 10_000 } },
    // Two files at a time: each drives its own Chromium; more would starve a 2-core machine.
    maxWorkers: 2,
    fileParallelism: true,
    // The files a test process runs share its Chromium and its loaded modules instead of starting both
    // again for each file (tests/e2e/support/browser.ts); pages still get fresh contexts per test.
    isolate: false,
  },
});

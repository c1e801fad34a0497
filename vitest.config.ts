import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// Unit tests of the shared rules and each front end's component tests. The Worker's tests run in
// workerd (workers/vitest.config.ts) and the end-to-end tests in Chromium (tests/playwright.config.ts).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: [
            "contract/src/**/*.test.ts",
            "db/src/**/*.test.ts",
            "workers/src/**/*.test.ts",
            "lint/**/*.test.ts",
            "ui/*.test.ts",
          ],
          environment: "node",
          // A limit for a hung test, not a speed check: compiling the OpenAPI document's validator or
          // importing the whole Worker takes seconds when other work keeps the cores busy.
          testTimeout: 30_000,
        },
      },
      "shell/vitest.config.ts",
      "mfe-booking/vitest.config.ts",
      "mfe-admin/vitest.config.ts",
      "mfe-driver/vitest.config.ts",
    ],
    passWithNoTests: true,
    // Vitest's default is one file at a time on two cores; a file spends much of its time importing
    // (Chakra, React), so a second one in parallel keeps both cores busy.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});

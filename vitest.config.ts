import { defineConfig } from "vitest/config";

// Unit and component tests: the shared rules, the pages' form logic. The Worker's tests run in workerd
// (workers/vitest.config.ts) and the end-to-end tests in Chromium (tests/vitest.config.ts).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["contract/src/**/*.test.ts", "db/src/**/*.test.ts", "workers/src/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        test: {
          name: "components",
          include: ["shell/src/**/*.test.{ts,tsx}", "mfe-*/src/**/*.test.{ts,tsx}"],
          environment: "happy-dom",
        },
      },
    ],
    passWithNoTests: true,
  },
});

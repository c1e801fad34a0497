import { defineConfig } from "vitest/config";

// Component and rule tests of this app, run on their own (`npm test -w mfe-booking`) or by the root config.
export default defineConfig({
  test: {
    name: "mfe-booking",
    root: new URL(".", import.meta.url).pathname,
    include: ["src/**/*.test.{ts,tsx}"],
    environment: "happy-dom",
    passWithNoTests: true,
    // Component tests render Chakra in happy-dom: slow on a loaded 2-core machine.
    testTimeout: 20_000,
  },
});

import { defineConfig } from "vitest/config";

/**
 * An app's component and rule tests (`npm test -w <app>`, or all of them from the root config): Chakra
 * rendered in happy-dom. Files share their process's modules (`isolate: false`), so Chakra and React load
 * once per process; `src/testing/setup.ts` undoes what each test leaves behind.
 */
export function componentTests(name: string, appDir: URL) {
  return defineConfig({
    test: {
      name,
      root: appDir.pathname,
      include: ["src/**/*.test.{ts,tsx}"],
      environment: "happy-dom",
      setupFiles: [new URL("./src/testing/setup.ts", import.meta.url).pathname],
      isolate: false,
      passWithNoTests: true,
      // A limit for a hung test, not a speed check: Chakra in happy-dom, and a test's first import of the
      // Worker's app (serverRefusal), take tens of seconds when other work keeps the cores busy.
      testTimeout: 60_000,
    },
  });
}

import { defineConfig } from "vitest/config";

/**
 * An app's component and rule tests (`npm test -w <app>`, or all of them from the root config): Chakra
 * rendered in happy-dom.
 *
 * Files share their test process's modules (`isolate: false`): Chakra, React and the app are imported
 * once per process instead of once per file: the stage went from 65 s to 36 s on 2 cores, and from
 * 119 s of CPU to 63. What one test leaves behind is undone after every test by `src/testing/setup.ts`.
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

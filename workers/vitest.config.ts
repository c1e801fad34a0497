import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";

const root = fileURLToPath(new URL("..", import.meta.url));

/**
 * The packages the Worker and its page renderer import, each bundled once into one file by Vite's
 * dependency optimizer (under workers/node_modules/.vite). Every test file loads the Worker's modules
 * afresh, one request at a time from workerd: without this, 479 modules for a file that renders no
 * page (111 of them drizzle-orm's, 95 zod's) and about 2 s more of set-up per file. A package left out
 * still works, loaded file by file; one imported both ways would be two copies, so a subpath the code
 * imports is named here too.
 */
const BUNDLED_DEPENDENCIES = [
  // the API
  "hono",
  "hono/cookie",
  "hono/http-exception",
  "hono/utils/http-status",
  "@hono/zod-openapi",
  "@asteasolutions/zod-to-openapi",
  "zod",
  "drizzle-orm",
  "drizzle-orm/d1",
  "drizzle-orm/sqlite-core",
  "jose",
  "otpauth",
  "pdf-lib",
  // the shell's page renderer, loaded by the tests that render a page
  "react",
  "react/jsx-runtime",
  "react/jsx-dev-runtime",
  "react-dom/server",
  // the e-mails' components (services/messages/email)
  "@react-email/body",
  "@react-email/button",
  "@react-email/container",
  "@react-email/head",
  "@react-email/html",
  "@react-email/link",
  "@react-email/preview",
  "@react-email/section",
  "@react-email/text",
  "react-router",
  "@chakra-ui/react",
  "@chakra-ui/react/theme",
  "@emotion/react",
  "@emotion/cache",
  "stylis",
  "react-icons/lu",
  "react-icons/fa6",
  "react-hook-form",
  "@tanstack/react-query",
];
// The assets binding refuses to start without its folder; a clean checkout has not built it yet.
mkdirSync(`${root}/dist`, { recursive: true });

/** The Worker in workerd with a D1 migrated per test file; `npm run test:security` reuses it. */
export const workerTestConfig = ({
  name,
  include,
  testTimeout,
}: {
  name: string;
  include: string[];
  testTimeout?: number;
}) =>
  defineConfig(async () => {
    const migrations = await readD1Migrations(`${root}/db/migrations`);
    return {
      plugins: [
        cloudflareTest({
          wrangler: { configPath: `${root}/wrangler.toml` },
          miniflare: {
            bindings: {
              TEST_MIGRATIONS: migrations,
              ENVIRONMENT: "development",
              // The first admin, created from configuration on the first sign-in (auth.test.ts).
              ADMIN_USERNAME: "first-admin",
              ADMIN_PASSWORD: "first-admin-password-1",
            },
          },
        }),
      ],
      test: {
        name,
        root: fileURLToPath(new URL(".", import.meta.url)),
        include,
        setupFiles: ["./test/fresh-file.ts"],
        // Measured back to back on 2 cores: the Worker tests 125 s down to 97 s (185 down to 145 s of CPU),
        // and 108 down to 82 in an earlier pair; pages.test.ts alone 15 s down to 9 s.
        // No source maps for the bundles (a stack through a package then names the bundle's lines): each
        // file's workerd was sent a map twice the bundle's size; 0.3 to 0.4 s less per file.
        deps: {
          optimizer: {
            ssr: {
              enabled: true,
              noDiscovery: true,
              include: BUNDLED_DEPENDENCIES,
              esbuildOptions: { sourcemap: false },
            },
          },
        },
        // One file at a time. Two test processes (two workerds) measured on 2 cores, the whole stage on a
        // machine loaded alike: 215 s of CPU against 93 s (workerd's 191 s against 70 s), and no sooner
        // (348 s against 354 s). `npm test` runs it so too (scripts/test.mjs).
        maxWorkers: 1,
        // The files a test process runs share one workerd: a fresh one per file cost about 2.5 s of
        // set-up (starting it, loading the test runner into it) against tests of 0.7 s on average; the
        // stage took 97 s and 144 s of CPU, now 45 s and 75 s. Each file still starts with fresh
        // modules, an empty migrated database and an empty bucket (test/fresh-file.ts).
        isolate: false,
        // Vitest's 5 s is short for a test of a dozen requests in a workerd that shares 2 cores with another
        // test file and `npm test`'s browser lane (the build, then the end-to-end tests, run beside these):
        // two tests timed out so on a loaded run. The slowest takes about 4 s there.
        testTimeout: testTimeout ?? 20_000,
      },
    };
  });

// The API's tests and the security stage (the authorization matrix and the hostile-input sweep over every
// route of GET /api/openapi.json) in one run: one workerd and one dependency bundle for both.
// `npm run test:security` runs the second alone.
export default workerTestConfig({ name: "worker", include: ["test/**/*.test.ts", "security/**/*.test.ts"] });

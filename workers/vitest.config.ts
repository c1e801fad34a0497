import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";

const root = fileURLToPath(new URL("..", import.meta.url));

/**
 * The packages the Worker and its page renderer import, each bundled once into one file by Vite's
 * dependency optimizer (under workers/node_modules/.vite). Every test file loads the Worker's modules
 * afresh, one request at a time from workerd: without this, hundreds of modules per file (drizzle-orm's
 * and zod's most of them) and seconds more of set-up each. A package left out
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
        // No source maps for the bundles (a stack through a package then names the bundle's lines): each
        // file's workerd would be sent a map twice the bundle's size.
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
        // One file at a time: a second test process (a second workerd) on 2 cores doubled the stage's CPU
        // and did not end it sooner. `npm test` runs it so too (scripts/test.mjs).
        maxWorkers: 1,
        // The files a test process runs share one workerd: a fresh one per file cost more set-up (starting
        // it, loading the test runner into it) than a file's tests take. Each file still starts with fresh
        // modules, an empty migrated database and an empty bucket (test/fresh-file.ts).
        isolate: false,
        // Vitest's 5 s is short for a test of a dozen requests in a workerd that shares 2 cores with another
        // test file and `npm test`'s browser lane (the build, then the end-to-end tests, run beside these):
        // two tests timed out so on a loaded run.
        testTimeout: testTimeout ?? 20_000,
      },
    };
  });

// The API's tests and the security stage (the authorization matrix and the hostile-input sweep over every
// route of GET /api/openapi.json) in one run: one workerd and one dependency bundle for both.
// `npm run test:security` runs the second alone.
export default workerTestConfig({ name: "worker", include: ["test/**/*.test.ts", "security/**/*.test.ts"] });

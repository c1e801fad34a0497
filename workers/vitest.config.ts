import { mkdirSync } from "node:fs";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";

const root = fileURLToPath(new URL("..", import.meta.url));
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
        setupFiles: ["./test/apply-migrations.ts"],
        // Each file starts a workerd of its own and waits on its imports; vitest's default of one file at
        // a time on two cores leaves one idle. Two at once on 2 cores: the Worker tests 87 s down to 74 s,
        // the security sweep 46 s down to 29 s.
        maxWorkers: Math.max(2, availableParallelism() - 1),
        ...(testTimeout ? { testTimeout } : {}),
      },
    };
  });

export default workerTestConfig({ name: "worker", include: ["test/**/*.test.ts"] });

import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Validator } from "@seriousme/openapi-schema-validator";
import { beforeAll, describe, expect, it } from "vitest";
import { app } from "./app";
import type { Bindings } from "./env";

// Runs in Node, not workerd: the validator compiles its JSON schemas with `new Function`, which workerd
// forbids. The document does not touch the database, so the app answers it from a bare environment.
const env = {
  ENVIRONMENT: "development",
  REMOTE_BOOKING_URL: "/remotes/booking/remoteEntry.js",
  REMOTE_ADMIN_URL: "/remotes/admin/remoteEntry.js",
  REMOTE_DRIVER_URL: "/remotes/driver/remoteEntry.js",
  DB: {},
} as unknown as Bindings;

const REDOCLY_CONFIG = fileURLToPath(new URL("../../redocly.yaml", import.meta.url));

type Operation = {
  operationId?: string;
  security?: Record<string, string[]>[];
  responses: Record<string, { content?: Record<string, { schema: { $ref?: string } }> }>;
  requestBody?: { content?: Record<string, unknown> };
  parameters?: { in: string }[];
};
type Document = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { type: string; scheme: string }> };
};

let doc: Document;
beforeAll(async () => {
  const res = await app.request("/api/openapi.json", {}, env);
  expect(res.status).toBe(200);
  doc = (await res.json()) as Document;
});

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, op })),
  );

describe("GET /api/openapi.json", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    const validator = new Validator();
    const result = await validator.validate(doc as unknown as Record<string, unknown>);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
    expect(doc.openapi).toBe("3.1.0");
  });

  it("documents every /api route the app serves", () => {
    const served = app.routes
      .filter((r) => r.method !== "ALL" && r.path.startsWith("/api/"))
      .map((r) => `${r.method} ${r.path.replace(/:(\w+)/g, "{$1}")}`);
    expect(new Set(served)).toEqual(new Set(operations().map((o) => o.key)));
  });

  it("names the bearer token of each guarded route, and gives every 4xx as an ErrorBody", () => {
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual([
      "accountToken",
      "adminToken",
      "customerToken",
      "driverToken",
      "payLinkToken",
    ]);
    for (const { key, op } of operations()) {
      const guarded = (op.security ?? []).length > 0;
      if (guarded) expect(Object.keys(op.responses), key).toEqual(expect.arrayContaining(["401", "403"]));
      // A JSON body is refused in any other media type (415); a raw one (a release's file) is any bytes.
      const takesJson = op.requestBody?.content?.["application/json"] !== undefined;
      if (op.requestBody) expect(Object.keys(op.responses), key).toEqual(expect.arrayContaining(["400"]));
      if (takesJson) expect(Object.keys(op.responses), key).toEqual(expect.arrayContaining(["415"]));
      for (const [status, answer] of Object.entries(op.responses)) {
        if (!status.startsWith("4")) continue;
        expect(answer.content?.["application/json"]?.schema.$ref, `${key} ${status}`).toBe(
          "#/components/schemas/ErrorBody",
        );
      }
    }
    const security = (key: string) => operations().find((o) => o.key === key)?.op.security;
    // A staff route names the roles that may call it (OpenAPI 3.1: a scheme's array lists role names).
    expect(security("GET /api/admin/stats")).toEqual([{ adminToken: ["owner", "dispatcher", "accountant"] }]);
    expect(security("GET /api/admin/board")).toEqual([{ adminToken: ["owner", "dispatcher"] }]);
    expect(security("GET /api/admin/audit")).toEqual([{ adminToken: ["owner", "accountant"] }]);
    expect(security("POST /api/admin/remotes/{remote}/promote")).toEqual([{ adminToken: ["owner"] }]);
    expect(security("GET /api/drivers/{id}/bookings")).toEqual([{ driverToken: [] }]);
    expect(security("POST /api/bookings/{reference}/cancel")).toEqual([{ customerToken: [] }]);
    expect(security("POST /api/bookings")).toEqual([]);
  });

  it("names every operation once, in camelCase, and says which are public", () => {
    const ids = operations().map((o) => o.op.operationId);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-zA-Z]+$/);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { key, op } of operations()) expect(op.security, key).toBeDefined();
  });

  it("fails the linter of `npm run check` when a route has no operationId", () => {
    const dir = mkdtempSync(join(tmpdir(), "openapi-lint-"));
    try {
      expect(doc.paths["/api/quote"]?.post?.operationId).toBe("quoteTrip");
      const broken = structuredClone(doc);
      delete broken.paths["/api/quote"]?.post?.operationId;
      const lint = (d: Document) => {
        writeFileSync(join(dir, "openapi.json"), JSON.stringify(d));
        return spawnSync("npx", ["redocly", "lint", join(dir, "openapi.json"), "--config", REDOCLY_CONFIG], {
          encoding: "utf8",
          env: { ...process.env, REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
        });
      };
      const refused = lint(broken);
      expect(refused.status).not.toBe(0);
      expect(refused.stdout + refused.stderr).toContain("operation-operationId");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

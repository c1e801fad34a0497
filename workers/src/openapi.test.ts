import { readFileSync } from "node:fs";
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

type Operation = {
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

/** `GET /api/x/{id}` with every parameter name replaced, so `{id}` and `{driverId}` compare by place. */
const shape = (key: string) => key.replace(/\{[^}]+\}/g, "{}");

/** The routes the README's API table lists: every `METHOD /api/...` code span, query strings dropped. */
function readmeRoutes(): string[] {
  const readme = readFileSync(new URL("../../README.md", import.meta.url), "utf8");
  const section = readme.split("## The API")[1]?.split("\n## ")[0] ?? "";
  const rows = section.split("\n").filter((line) => line.startsWith("| `"));
  return rows.flatMap((row) =>
    [...(row.split(" | ")[0] ?? "").matchAll(/`(GET|POST|PUT|PATCH|DELETE) (\/api\/[^`?\s]+)[^`]*`/g)].map(
      (m) => `${m[1]} ${m[2]}`,
    ),
  );
}

describe("GET /api/openapi.json", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    const validator = new Validator();
    const result = await validator.validate(doc as unknown as Record<string, unknown>);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
    expect(doc.openapi).toBe("3.1.0");
  });

  it("lists every route of the README's API table, and the table every route it lists", () => {
    const documented = operations().map((o) => shape(o.key));
    const listed = readmeRoutes().map(shape);
    expect(listed.length).toBeGreaterThan(25);
    expect(documented.filter((r) => !listed.includes(r))).toEqual([]);
    expect(listed.filter((r) => !documented.includes(r))).toEqual([]);
  });

  it("documents every /api route the app serves", () => {
    const served = app.routes
      .filter((r) => r.method !== "ALL" && r.path.startsWith("/api/"))
      .map((r) => `${r.method} ${r.path.replace(/:(\w+)/g, "{$1}")}`);
    expect(new Set(served)).toEqual(new Set(operations().map((o) => o.key)));
  });

  it("names the bearer token of each guarded route, and gives every 4xx as an ErrorBody", () => {
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual([
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
    expect(security("POST /api/bookings")).toBeUndefined();
  });
});

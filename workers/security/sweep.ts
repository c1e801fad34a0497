import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { api } from "../test/helpers";
import { loadFixturePlaces } from "../test/places-fixture";
import { BASELINES, type Call, SIGNED_HEADERS } from "./baselines";
import { type ApiDocument, fillPath, loadDocument, type Operation, Tally } from "./document";
import {
  fieldPaths,
  HOSTILE_DATES,
  HOSTILE_QUERY,
  type Hostile,
  hostileValues,
  schemaAt,
  withValue,
} from "./hostile";
import { makePrincipals, type Principals } from "./principals";
import { fingerprint } from "./stored";

/**
 * The hostile-input sweep (issue 13): for every route of GET /api/openapi.json, a valid request
 * (baselines.ts) with one field, query parameter, header or path segment at a time replaced by garbage:
 * wrong types, huge values, control characters, unicode oddities (text that shows nothing in one-line
 * fields), dates no pickup can have, prototype-pollution keys. The API must
 * refuse each with 400 (413 for a body over 64 KiB) and a detail: never a 5xx, never a success. About
 * 1,700 requests, each one at a time or six at once, as at the edge.
 */

export type Check = "baselines" | "body" | "query" | "path" | "pollution";

/** The sweep's checks, each over every route of the document it applies to. */
/**
 * A security test walks every route: hundreds of requests, in the Worker tests' run (vitest.config.ts),
 * whose 20 s suits one test of a dozen. Set for the file (`vi.setConfig`); test/fresh-file.ts resets it.
 */
export const SWEEP_TIMEOUT_MS = 600_000;

export function describeSweep(checks: Check[]) {
  let doc: ApiDocument;
  let who: Principals;
  const tally = new Tally();

  beforeAll(async () => {
    doc = await loadDocument();
    who = await makePrincipals();
  });
  beforeEach(loadFixturePlaces);
  afterAll(() => tally.print(`Hostile-input sweep (${checks.join(", ")})`));

  function send(op: Operation, call: Call, override: Partial<Call> & { rawBody?: string } = {}) {
    const query = new URLSearchParams(override.query ?? call.query ?? {});
    const url = `${fillPath(op.path, { ...call.path, ...override.path })}${query.size ? `?${query}` : ""}`;
    const body =
      override.rawBody ??
      call.raw?.bytes ??
      (op.body ? JSON.stringify(override.body ?? call.body ?? {}) : undefined);
    return api(url, {
      method: op.method,
      headers: {
        ...(call.raw
          ? { "content-type": call.raw.type }
          : body
            ? { "content-type": "application/json" }
            : {}),
        ...call.headers,
        ...override.headers,
      },
      body,
    });
  }

  /**
   * A refusal as the sweep wants it: 400 or 413, with a detail. A date no pickup can have may also meet
   * a booking rule first (422: "The pickup time is in the past", a landing far from the pickup).
   */
  async function refused(res: Response, rule = false): Promise<boolean> {
    if (res.status !== 400 && res.status !== 413 && !(rule && res.status === 422)) return false;
    const body = (await res.json().catch(() => ({}))) as { detail?: unknown };
    return typeof body.detail === "string" && body.detail.length > 0;
  }

  /**
   * Sends one hostile variant and says what was wrong with the answer, if anything: it must be refused
   * with a 400 (or 413) and a detail.
   */
  async function expectRefused(
    op: Operation,
    call: Call,
    override: Partial<Call> & { rawBody?: string },
    kind: string,
    rule = false,
  ): Promise<string | null> {
    const res = await send(op, call, override);
    tally.add(op.key, kind, res.status);
    return (await refused(res, rule)) ? null : `${res.status}`;
  }

  /** Runs the tasks `width` at a time: the Worker answers several at once, as it would at the edge. */
  async function pool(tasks: (() => Promise<void>)[], width = 6) {
    let next = 0;
    const lane = async () => {
      while (next < tasks.length) await (tasks[next++] as () => Promise<void>)();
    };
    await Promise.all(Array.from({ length: width }, lane));
  }

  const swept = () =>
    doc.operations.filter(
      (op) => op.body || op.parameters.some((p) => p.in === "query" || p.in === "header"),
    );

  const checksOf: Record<Check, () => void> = {
    baselines: () => {
      it("has a valid baseline request for every route that takes input, and each is accepted", async () => {
        const missing = swept()
          .map((op) => op.key)
          .filter((key) => !BASELINES[key]);
        expect(missing).toEqual([]);
        const failures: string[] = [];
        for (const op of swept()) {
          const res = await send(op, await (BASELINES[op.key] as (w: Principals) => Promise<Call>)(who));
          tally.add(op.key, "valid baseline → not 400/5xx", res.status);
          if (res.status === 400 || res.status === 413 || res.status === 415 || res.status >= 500) {
            failures.push(`${op.key}: ${res.status} ${await res.text()}`);
          }
        }
        if (failures.length) console.log(`FAILURES\n${failures.join("\n")}`);
        expect(failures).toEqual([]);
      });
    },
    body: () => {
      it("refuses garbage in every body field with 400", async () => {
        const failures: string[] = [];
        for (const op of swept().filter((o) => o.body)) {
          const call = await (BASELINES[op.key] as (w: Principals) => Promise<Call>)(who);
          const schema = op.body as NonNullable<Operation["body"]>;
          const before = await fingerprint();
          const tasks = fieldPaths(schema, doc.resolve).flatMap((path) =>
            [
              ...hostileValues(schemaAt(schema, path, doc.resolve), doc.resolve),
              ...(path.at(-1) === "date" ? HOSTILE_DATES.map((d) => ({ ...d, rule: true })) : []),
            ].map(({ label, value, rule }: Hostile & { rule?: boolean }) => async () => {
              const body = withValue(call.body ?? {}, path, value);
              const wrong = await expectRefused(op, call, { body }, `body field = ${label}`, rule);
              if (wrong) failures.push(`${op.key} ${path.join(".")} = ${label}: ${wrong}`);
            }),
          );
          await pool(tasks);
          // Every variant was refused: the database is as the baseline's set-up left it.
          if ((await fingerprint()) !== before) failures.push(`${op.key}: a refused body stored something`);
        }
        if (failures.length) console.log(`FAILURES\n${failures.join("\n")}`);
        expect(failures).toEqual([]);
      });
    },
    query: () => {
      it("refuses garbage in every query parameter and header with 400", async () => {
        const failures: string[] = [];
        for (const op of swept()) {
          const params = op.parameters.filter(
            (p) => p.in === "query" || (p.in === "header" && !SIGNED_HEADERS.has(p.name)),
          );
          if (params.length === 0) continue;
          const call = await (BASELINES[op.key] as (w: Principals) => Promise<Call>)(who);
          const before = await fingerprint();
          const tasks: (() => Promise<void>)[] = [];
          for (const param of params) {
            const values = [
              ...HOSTILE_QUERY,
              ...hostileValues(param.schema, doc.resolve).filter(
                (h) => typeof h.value === "string" && h.value.length <= 2_000,
              ),
            ];
            for (const { label, value } of values) {
              // Headers cannot carry control characters at all; fetch refuses them before sending.
              if (param.in === "header" && !/^[\x20-\x7e]*$/.test(String(value))) continue;
              // A URL carries UTF-8: a lone surrogate goes out as U+FFFD (URLSearchParams, every browser),
              // so no query can bring one to the Worker. Bodies can, and the test above refuses them there.
              if (param.in === "query" && /[\uD800-\uDFFF]/.test(String(value))) continue;
              const override =
                param.in === "query"
                  ? { query: { ...call.query, [param.name]: String(value) } }
                  : { headers: { ...call.headers, [param.name]: String(value) } };
              tasks.push(async () => {
                const wrong = await expectRefused(op, call, override, `${param.in} parameter = ${label}`);
                if (wrong) failures.push(`${op.key} ${param.in} ${param.name} = ${label}: ${wrong}`);
              });
            }
          }
          await pool(tasks);
          if ((await fingerprint()) !== before)
            failures.push(`${op.key}: a refused parameter stored something`);
        }
        if (failures.length) console.log(`FAILURES\n${failures.join("\n")}`);
        expect(failures).toEqual([]);
      });
    },
    path: () => {
      it("answers hostile path segments with a 4xx, never a 5xx", async () => {
        const segments = [
          "%00",
          "x".repeat(3_000),
          "..%2F..%2Fetc%2Fpasswd",
          "%E2%80%AE1",
          "1%20OR%201%3D1",
          "%F0%9F",
        ];
        const failures: string[] = [];
        for (const op of doc.operations.filter((o) => o.path.includes("{"))) {
          const call = BASELINES[op.key]
            ? await (BASELINES[op.key] as (w: Principals) => Promise<Call>)(who)
            : null;
          const names = [...op.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] ?? "");
          for (const name of names) {
            for (const segment of segments) {
              const values = Object.fromEntries(names.map((n) => [n, call?.path[n] ?? who.bookingA.id]));
              const url = fillPath(op.path, values).replace(encodeURIComponent(values[name] ?? ""), segment);
              const headers = call?.headers ?? (op.auth === "driver" ? who.tokens.driverA : who.tokens.admin);
              const res = await api(url, { method: op.method, headers });
              tally.add(op.key, "path segment → 4xx", res.status);
              if (res.status < 400 || res.status >= 500)
                failures.push(`${op.key} {${name}} = ${segment}: ${res.status}`);
            }
          }
        }
        if (failures.length) console.log(`FAILURES\n${failures.join("\n")}`);
        expect(failures).toEqual([]);
      });
    },
    pollution: () => {
      it("ignores prototype-pollution keys in bodies and queries: no 5xx, no polluted prototype", async () => {
        const failures: string[] = [];
        const keys = [
          '"__proto__": {"polluted": "yes", "isAdmin": true}',
          '"constructor": {"prototype": {"polluted": "yes"}}',
        ];
        for (const op of swept()) {
          const call = await (BASELINES[op.key] as (w: Principals) => Promise<Call>)(who);
          if (op.body) {
            const json = JSON.stringify(call.body ?? {});
            const objects = fieldPaths(op.body, doc.resolve).filter(
              (p) =>
                doc.resolve(schemaAt(op.body as NonNullable<Operation["body"]>, p, doc.resolve)).properties,
            );
            for (const key of keys) {
              const variants = [json.replace(/^\{/, `{${key}, `)];
              for (const path of objects) {
                const inner = JSON.stringify(withValue(call.body ?? {}, path, { __marker__: 1 }));
                variants.push(inner.replace('"__marker__":1', key));
              }
              for (const rawBody of variants) {
                const res = await send(op, call, { rawBody });
                tally.add(op.key, "prototype-pollution key in body → no 5xx", res.status);
                if (res.status >= 500) failures.push(`${op.key} body ${rawBody.slice(0, 60)}: ${res.status}`);
              }
            }
          }
          if (call.query) {
            const res = await send(op, call, {
              query: {
                ...call.query,
                "__proto__[polluted]": "yes",
                "constructor[prototype][polluted]": "yes",
              },
            });
            tally.add(op.key, "prototype-pollution key in query → no 5xx", res.status);
            if (res.status >= 500) failures.push(`${op.key} query: ${res.status}`);
          }
        }
        if (failures.length) console.log(`FAILURES\n${failures.join("\n")}`);
        expect(failures).toEqual([]);
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
        expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
      });
    },
  };

  describe("hostile-input sweep over the OpenAPI document", () => {
    for (const check of checks) checksOf[check]();
  });
}

import { api } from "../test/helpers";

/** A JSON Schema as the OpenAPI document writes our contract's schemas (the parts the sweep reads). */
export interface Schema {
  $ref?: string;
  type?: string | string[];
  anyOf?: Schema[];
  enum?: unknown[];
  pattern?: string;
  maxLength?: number;
  minLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
}

interface Parameter {
  name: string;
  in: "path" | "query" | "header";
  required?: boolean;
  schema: Schema;
}

interface RawOperation {
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: { content: { "application/json"?: { schema: Schema } } };
}

export type Auth = "admin" | "driver" | "customer" | "payLink" | "account";

/** One route of the document: what the matrix and the sweep need to call it. */
export interface Operation {
  key: string;
  method: string;
  path: string;
  auth: Auth | null;
  /** The staff roles a staff route lists in its security requirement (its OpenAPI scopes); [] otherwise. */
  roles: string[];
  /** A chauffeur's own data that staff may read too: the second alternative, the staff token's roles. */
  staffToo: string[] | null;
  parameters: Parameter[];
  body: Schema | null;
}

const SCHEMES: Record<string, Auth> = {
  adminToken: "admin",
  driverToken: "driver",
  customerToken: "customer",
  payLinkToken: "payLink",
  accountToken: "account",
};

export interface ApiDocument {
  operations: Operation[];
  resolve(schema: Schema): Schema;
}

/** GET /api/openapi.json, read once: the route list of the matrix and the sweep (issue 13). */
export async function loadDocument(): Promise<ApiDocument> {
  const res = await api("/api/openapi.json");
  if (res.status !== 200) throw new Error(`GET /api/openapi.json answered ${res.status}`);
  const doc = (await res.json()) as {
    paths: Record<string, Record<string, RawOperation>>;
    components: { schemas: Record<string, Schema> };
  };
  const resolve = (schema: Schema): Schema => {
    if (!schema.$ref) return schema;
    const name = schema.$ref.replace("#/components/schemas/", "");
    const found = doc.components.schemas[name];
    if (!found) throw new Error(`unknown schema ${schema.$ref}`);
    return resolve(found);
  };
  const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]): Operation => {
      const scheme = Object.keys(op.security?.[0] ?? {})[0];
      return {
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        auth: scheme ? (SCHEMES[scheme] ?? null) : null,
        roles: scheme ? (op.security?.[0]?.[scheme] ?? []) : [],
        staffToo:
          scheme === "driverToken" ? (op.security?.find((s) => "adminToken" in s)?.adminToken ?? null) : null,
        parameters: op.parameters ?? [],
        body: op.requestBody?.content["application/json"]?.schema ?? null,
      };
    }),
  );
  return { operations, resolve };
}

/** The path with its `{name}` placeholders filled from `values`. */
export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for {${name}} in ${path}`);
    return encodeURIComponent(value);
  });
}

/** Counts by kind of attempt and by answer, printed at the end of a suite. */
export class Tally {
  private readonly kinds = new Map<string, number>();
  private readonly answers = new Map<number, number>();
  readonly routes = new Set<string>();
  add(route: string, kind: string, status: number) {
    this.routes.add(route);
    this.kinds.set(kind, (this.kinds.get(kind) ?? 0) + 1);
    this.answers.set(status, (this.answers.get(status) ?? 0) + 1);
  }
  print(title: string) {
    const total = [...this.answers.values()].reduce((a, b) => a + b, 0);
    const rows = [...this.kinds].map(([label, n]) => `  ${String(n).padStart(5)}  ${label}`);
    const answers = [...this.answers]
      .sort(([a], [b]) => a - b)
      .map(([status, n]) => `${status}: ${n}`)
      .join(", ");
    console.log(
      `\n${title}: ${this.routes.size} routes, ${total} requests\n  answers: ${answers}\n${rows.join("\n")}\n`,
    );
  }
}

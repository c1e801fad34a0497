import type { ZodType } from "zod";
import { api, app } from "../app";
import type { Bindings } from "../env";
import { describeIssues } from "../http/validate";
import { type Role, signToken } from "../services/auth/tokens";

/**
 * The Worker's answer to a request its route refuses at the edge (validation, auth), for the pages'
 * component tests: they send the values their form refused and expect the same words back. Runs in
 * Node with no database. A body the route's declared schema refuses gets the 400 its validation hook
 * gives (the same schema object and `describeIssues`); on the Worker, checks that read D1 (a revoked
 * token, another booking's token) come first, and the Worker tests cover those. Anything else goes
 * through the app itself, so only for answers given before a service touches D1.
 */
const JWT_SECRET = "component-tests-only-secret-0123456789abcdef";
const env = {
  ENVIRONMENT: "development",
  JWT_SECRET,
  REMOTE_BOOKING_URL: "/remotes/booking/remoteEntry.js",
  REMOTE_ADMIN_URL: "/remotes/admin/remoteEntry.js",
  REMOTE_DRIVER_URL: "/remotes/driver/remoteEntry.js",
  DB: {},
} as unknown as Bindings;

export interface Refusal {
  status: number;
  detail: string;
}

interface DeclaredRoute {
  method: string;
  path: string;
  request?: { body?: { content?: Record<string, { schema?: ZodType }> } };
}

/** The JSON body schema the route for `method` and `path` declares (workers/src/routes, apiRoute). */
function declaredBody(method: string, path: string): ZodType | undefined {
  for (const def of api.openAPIRegistry.definitions) {
    if (def.type !== "route") continue;
    const route = def.route as DeclaredRoute;
    if (route.method.toUpperCase() !== method.toUpperCase()) continue;
    const pattern = new RegExp(`^(/api)?${route.path.replace(/\{[^}]+\}/g, "[^/]+")}$`);
    if (pattern.test(path.split("?")[0] ?? path))
      return route.request?.body?.content?.["application/json"]?.schema;
  }
  return undefined;
}

export async function refusal(method: string, path: string, body: unknown, as?: Role): Promise<Refusal> {
  const parsed = await declaredBody(method, path)?.safeParseAsync(body);
  if (parsed && !parsed.success) return { status: 400, detail: describeIssues(parsed.error) };
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (as)
    headers.authorization = `Bearer ${(await signToken({ role: as, sub: "component-test" }, JWT_SECRET)).token}`;
  const res = await app.request(path, { method, headers, body: JSON.stringify(body) }, env);
  const answer = (await res.json()) as { detail?: string };
  return { status: res.status, detail: answer.detail ?? "" };
}

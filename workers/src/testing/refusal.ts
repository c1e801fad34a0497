import { app } from "../app";
import type { Bindings } from "../env";
import { type Role, signToken } from "../services/auth/tokens";

/**
 * The Worker's answer to a request its route refuses at the edge (validation, auth), for the pages'
 * component tests: they send the values their form refused and expect the same words back. Runs in
 * Node with no database, so only for answers given before a service touches D1.
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

export async function refusal(method: string, path: string, body: unknown, as?: Role): Promise<Refusal> {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (as)
    headers.authorization = `Bearer ${(await signToken({ role: as, sub: "component-test" }, JWT_SECRET)).token}`;
  const res = await app.request(path, { method, headers, body: JSON.stringify(body) }, env);
  const answer = (await res.json()) as { detail?: string };
  return { status: res.status, detail: answer.detail ?? "" };
}

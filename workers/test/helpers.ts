import { env, SELF } from "cloudflare:test";

export const BASE = "http://127.0.0.1";

export function api(path: string, init?: RequestInit) {
  return SELF.fetch(`${BASE}${path}`, init);
}

export function postJson(path: string, body: unknown, headers: Record<string, string> = {}) {
  return api(path, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** Runs raw statements on the test database (each test makes its own rows). */
export async function exec(statements: string[]) {
  await env.DB.batch(statements.map((s) => env.DB.prepare(s)));
}

/** A client address from the documentation range 198.18.0.0/15, different on every call. */
export function randomIp(): string {
  const [a = 0, b = 0, c = 0] = crypto.getRandomValues(new Uint8Array(3));
  return `198.${18 + (a % 2)}.${b}.${c}`;
}

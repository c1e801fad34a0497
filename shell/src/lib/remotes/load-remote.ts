import type { RemoteName } from "@chauffeur/contract";
import type { ExposedName, RemoteExposes } from "./registry";

/** The federation runtime's calls (virtual:__federation__), handed over by the browser's entry. */
export interface FederationRuntime {
  setRemote(name: string, config: { url: string; format: "esm"; from: "vite" }): void;
  getRemote(name: string, exposed: string): Promise<unknown>;
  unwrapDefault(module: unknown): unknown;
}

const entries = new Map<RemoteName, string>();
const retries = new Map<RemoteName, number>();
const loaded = new Map<string, unknown>();
let runtime: FederationRuntime | null = null;

function register(name: RemoteName, url: string) {
  runtime?.setRemote(name, { url, format: "esm", from: "vite" });
}

/**
 * Points each remote at the entry the manifest (the page's boot data) names. Only the browser does
 * this: on the server a remote's place is its loading state.
 */
export function configureRemotes(remotes: Record<RemoteName, string>, federation: FederationRuntime) {
  runtime = federation;
  for (const [name, url] of Object.entries(remotes) as [RemoteName, string][]) {
    entries.set(name, url);
    register(name, url);
  }
}

/** A component already loaded, to render without a loading state when coming back to a page. */
export function peekExposed<R extends RemoteName, K extends ExposedName<R>>(remote: R, exposed: K) {
  return loaded.get(`${remote}/${exposed}`) as RemoteExposes[R][K] | undefined;
}

export async function loadExposed<R extends RemoteName, K extends ExposedName<R>>(
  remote: R,
  exposed: K,
): Promise<RemoteExposes[R][K]> {
  const key = `${remote}/${exposed}`;
  if (loaded.has(key)) return loaded.get(key) as RemoteExposes[R][K];
  if (!runtime) throw new Error("The micro-frontends are not configured");
  const module = await runtime.getRemote(remote, `./${exposed}`);
  const component = runtime.unwrapDefault(module) as RemoteExposes[R][K];
  if (typeof component !== "function" && typeof component !== "object") {
    throw new Error(`The ${remote} app does not expose ${exposed}`);
  }
  loaded.set(key, component);
  return component;
}

/**
 * Prepares a fresh attempt after a failure. Browsers remember a failed module import for the life of
 * the page, so the retry asks for the entry under a new URL.
 */
export function prepareRetry(remote: RemoteName) {
  const url = entries.get(remote);
  if (!url) return;
  const attempt = (retries.get(remote) ?? 0) + 1;
  retries.set(remote, attempt);
  register(remote, `${url}${url.includes("?") ? "&" : "?"}retry=${attempt}`);
}

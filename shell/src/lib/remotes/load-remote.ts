import type { RemoteLocation, RemoteManifestEntry, RemoteName } from "@chauffeur/contract";
import type { ExposedName, RemoteExposes } from "./registry";

/** The federation runtime's calls (virtual:__federation__), handed over by the browser's entry. */
export interface FederationRuntime {
  setRemote(name: string, config: { url: string; format: "esm"; from: "vite" }): void;
  getRemote(name: string, exposed: string): Promise<unknown>;
  unwrapDefault(module: unknown): unknown;
}

/**
 * How long to wait before each new attempt at one version (a flaky connection often recovers); after
 * the last, the next version in the manifest is tried.
 */
export const RETRY_DELAYS_MS = [300, 1200];

interface RemoteState {
  /** The live version first, then the ones live before it, newest first (the manifest's order). */
  versions: RemoteLocation[];
  /** The version in use: once a remote fell back, its other modules come from the same version. */
  current: number;
  /** The entry the federation runtime was last pointed at (its address without a retry mark). */
  registered: string;
}

const states = new Map<RemoteName, RemoteState>();
const loaded = new Map<string, unknown>();
/** Entries whose last import failed: the browser would answer that failure again for the same URL. */
const failed = new Set<string>();
let runtime: FederationRuntime | null = null;
let delays = RETRY_DELAYS_MS;
/** Every attempt asks under a new URL: browsers remember a failed module import for the life of the page. */
let attempts = 0;

/** A remote none of whose versions could be loaded; names the version tried first, the live one. */
export class RemoteLoadError extends Error {
  constructor(
    readonly remote: RemoteName,
    readonly version: string,
    override readonly cause: unknown,
  ) {
    super(`The ${remote} app (${version}) and the versions before it could not be loaded: ${String(cause)}`);
  }
}

function register(name: RemoteName, url: string) {
  runtime?.setRemote(name, { url, format: "esm", from: "vite" });
}

const retryUrl = (url: string, attempt: number) => `${url}${url.includes("?") ? "&" : "?"}retry=${attempt}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Points each remote at the version the manifest (the page's boot data) names, and remembers the
 * versions before it to fall back to. Only the browser does this: on the server a remote's place is its
 * loading state. `retryDelays` is for tests.
 */
export function configureRemotes(
  remotes: Record<RemoteName, RemoteManifestEntry>,
  federation: FederationRuntime,
  retryDelays: number[] = RETRY_DELAYS_MS,
) {
  runtime = federation;
  delays = retryDelays;
  loaded.clear();
  failed.clear();
  for (const [name, entry] of Object.entries(remotes) as [RemoteName, RemoteManifestEntry][]) {
    const versions = [{ url: entry.url, version: entry.version }, ...entry.previous];
    states.set(name, { versions, current: 0, registered: entry.url });
    register(name, entry.url);
  }
}

/** The version of a remote this page runs (or is loading): what support asks a customer for. */
export function remoteVersion(remote: RemoteName): string | undefined {
  const state = states.get(remote);
  return state?.versions[state.current]?.version;
}

/** A component already loaded, to render without a loading state when coming back to a page. */
export function peekExposed<R extends RemoteName, K extends ExposedName<R>>(remote: R, exposed: K) {
  return loaded.get(`${remote}/${exposed}`) as RemoteExposes[R][K] | undefined;
}

async function importExposed(remote: RemoteName, exposed: string) {
  if (!runtime) throw new Error("The micro-frontends are not configured");
  const module = await runtime.getRemote(remote, `./${exposed}`);
  const component = runtime.unwrapDefault(module);
  if (typeof component !== "function" && typeof component !== "object") {
    throw new Error(`The ${remote} app does not expose ${exposed}`);
  }
  return component;
}

const loading = new Map<string, Promise<unknown>>();

/**
 * Loads an exposed component: each version is tried, with waits of `RETRY_DELAYS_MS` between attempts,
 * the live one first and then those live before it; only when none loads does it fail. A second call
 * while one is under way waits for the same load (the page starts a remote's App before it hydrates,
 * and the view that shows it asks again).
 */
export function loadExposed<R extends RemoteName, K extends ExposedName<R>>(
  remote: R,
  exposed: K,
): Promise<RemoteExposes[R][K]> {
  const key = `${remote}/${exposed}`;
  let load = loading.get(key);
  if (!load) {
    load = loadVersions(remote, exposed).finally(() => loading.delete(key));
    loading.set(key, load);
  }
  return load as Promise<RemoteExposes[R][K]>;
}

async function loadVersions(remote: RemoteName, exposed: string): Promise<unknown> {
  const key = `${remote}/${exposed}`;
  if (loaded.has(key)) return loaded.get(key);
  const state = states.get(remote);
  if (!runtime || !state) throw new Error("The micro-frontends are not configured");
  let firstError: unknown;
  for (; state.current < state.versions.length; state.current += 1) {
    const location = state.versions[state.current] as RemoteLocation;
    for (let attempt = 0; attempt <= delays.length; attempt += 1) {
      if (failed.has(location.url)) {
        attempts += 1;
        register(remote, retryUrl(location.url, attempts));
      } else if (state.registered !== location.url) {
        register(remote, location.url);
      }
      state.registered = location.url;
      try {
        const component = await importExposed(remote, exposed);
        failed.delete(location.url);
        loaded.set(key, component);
        return component;
      } catch (error) {
        failed.add(location.url);
        firstError ??= error;
        const wait = delays[attempt];
        if (wait !== undefined) await sleep(wait);
      }
    }
  }
  // Every version failed: the next try (the visitor's "Try again") starts from the live one again.
  state.current = 0;
  throw new RemoteLoadError(remote, state.versions[0]?.version ?? "unknown", firstError);
}

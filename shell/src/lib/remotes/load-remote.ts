import type { RemoteLocation, RemoteManifestEntry, RemoteName } from "@chauffeur/contract";
import { noteLoad } from "./field-data";
import type { ExposedName, RemoteExposes } from "./registry";

/**
 * What the loader asks before importing a version (the browser's: shell/src/lib/remotes/integrity.ts):
 * `guard` makes the browser check the version's scripts against its seal, `whyFailed` tells a refused
 * version from one that failed to load. Tests give none.
 */
export interface IntegrityGuard {
  guard(location: RemoteLocation, importUrl: string): Promise<void>;
  whyFailed(location: RemoteLocation): Promise<"refused" | "failed">;
}

/** The canary's draw of this browser, 0-99, kept so a browser stays on the same side of a canary. */
const CANARY_DRAW_KEY = "beacon.canary-draw";
export function canaryDraw(storage: Pick<Storage, "getItem" | "setItem"> | null, random = Math.random) {
  const kept = Number(storage?.getItem(CANARY_DRAW_KEY) ?? Number.NaN);
  if (Number.isInteger(kept) && kept >= 0 && kept < 100) return kept;
  const draw = Math.floor(random() * 100);
  try {
    storage?.setItem(CANARY_DRAW_KEY, String(draw));
  } catch {
    // Storage refused (private mode): this page view draws on its own.
  }
  return draw;
}

function browserStorage() {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null;
  }
}

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
let integrity: IntegrityGuard | null = null;
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

const locationOf = ({ url, version, integrity, filesIntegrity }: RemoteLocation): RemoteLocation => ({
  url,
  version,
  integrity: integrity ?? null,
  filesIntegrity: filesIntegrity ?? null,
});

/**
 * Points each remote at the version the manifest (the page's boot data) names (the canary instead when
 * this browser's draw falls in its share), and remembers the versions before it to fall back to. Only
 * the browser does this: on the server a remote's place is its loading state. `retryDelays`, `guard` and
 * `draw` are for tests.
 */
export function configureRemotes(
  remotes: Record<RemoteName, RemoteManifestEntry>,
  federation: FederationRuntime,
  retryDelays: number[] = RETRY_DELAYS_MS,
  guard: IntegrityGuard | null = null,
  draw: () => number = () => canaryDraw(browserStorage()),
) {
  runtime = federation;
  integrity = guard;
  delays = retryDelays;
  loaded.clear();
  failed.clear();
  for (const [name, entry] of Object.entries(remotes) as [RemoteName, RemoteManifestEntry][]) {
    const canary = entry.canary && draw() < entry.canary.share ? [locationOf(entry.canary)] : [];
    const versions = [...canary, locationOf(entry), ...entry.previous.map(locationOf)];
    const first = versions[0] as RemoteLocation;
    states.set(name, { versions, current: 0, registered: first.url });
    register(name, first.url);
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

/** Says in the console why a version is left for an earlier one (support reads it; so does the field data). */
function tellFallback(remote: RemoteName, from: RemoteLocation, to: RemoteLocation | undefined, why: string) {
  const next = to ? `running ${to.version} instead` : "no earlier version is left";
  console.warn(`The ${remote} app ${from.version} ${why}: ${next}.`);
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
  let refused = false;
  const tried = state.versions[0] as RemoteLocation;
  for (; state.current < state.versions.length; state.current += 1) {
    const location = state.versions[state.current] as RemoteLocation;
    let why = "could not be loaded";
    for (let attempt = 0; attempt <= delays.length; attempt += 1) {
      let importUrl = location.url;
      if (failed.has(location.url)) {
        attempts += 1;
        importUrl = retryUrl(location.url, attempts);
        register(remote, importUrl);
      } else if (state.registered !== location.url) {
        register(remote, location.url);
      }
      state.registered = location.url;
      try {
        await integrity?.guard(location, importUrl);
        const component = await importExposed(remote, exposed);
        failed.delete(location.url);
        loaded.set(key, component);
        noteLoad(remote, { version: tried.version, ran: location.version, ranUrl: location.url, refused });
        return component;
      } catch (error) {
        failed.add(location.url);
        firstError ??= error;
        // A version whose files are not the sealed bytes is not retried: the same bytes would come back.
        if ((await integrity?.whyFailed(location)) === "refused") {
          why = "was refused: a file of it does not match the SHA-384 it was sealed with";
          if (state.current === 0) refused = true;
          break;
        }
        const wait = delays[attempt];
        if (wait !== undefined) await sleep(wait);
      }
    }
    tellFallback(remote, location, state.versions[state.current + 1], why);
  }
  noteLoad(remote, { version: tried.version, ran: null, ranUrl: null, refused });
  // Every version failed: the next try (the visitor's "Try again") starts from the live one again.
  state.current = 0;
  throw new RemoteLoadError(remote, state.versions[0]?.version ?? "unknown", firstError);
}

import type { RemoteManifestEntry, RemoteName } from "@chauffeur/contract";
import { builtInManifest } from "@chauffeur/contract";
import { describe, expect, it } from "vitest";
import {
  canaryDraw,
  configureRemotes,
  type FederationRuntime,
  loadExposed,
  RemoteLoadError,
  remoteVersion,
} from "./load-remote";

/**
 * A federation runtime over a set of entries that load: `setRemote` points a remote at a URL, and
 * `getRemote` succeeds only if that URL (without its retry mark) is one that works.
 */
function fakeRuntime(working: Set<string>) {
  const pointed = new Map<string, string>();
  const requested: string[] = [];
  const runtime: FederationRuntime = {
    setRemote: (name, config) => pointed.set(name, config.url),
    getRemote: async (name, exposed) => {
      const url = pointed.get(name) ?? "";
      requested.push(url);
      if (!working.has(url.replace(/[?&]retry=\d+$/, ""))) throw new TypeError(`Failed to fetch ${url}`);
      return { default: () => `${url} ${exposed}` };
    },
    unwrapDefault: (module) => (module as { default: unknown }).default,
  };
  return { runtime, requested };
}

const manifest = (admin: RemoteManifestEntry): Record<RemoteName, RemoteManifestEntry> => ({
  ...builtInManifest(),
  admin,
});
const v2 = "/remotes/admin/2.0.0/remoteEntry.js";
const v1 = "/remotes/admin/1.0.0/remoteEntry.js";
const builtIn = "/remotes/admin/remoteEntry.js";
const v3 = "/remotes/admin/3.0.0/remoteEntry.js";
const at = (url: string, version: string) => ({ url, version, integrity: null, filesIntegrity: null });
const entry: RemoteManifestEntry = {
  ...at(v2, "2.0.0"),
  previous: [at(v1, "1.0.0"), at(builtIn, "built-in")],
};

describe("loading a remote by the manifest", () => {
  it("loads the live version", async () => {
    const { runtime, requested } = fakeRuntime(new Set([v2, v1, builtIn]));
    configureRemotes(manifest(entry), runtime, [0, 0]);
    const App = (await loadExposed("admin", "App")) as unknown as () => string;
    expect(App()).toBe(`${v2} ./App`);
    expect(requested).toEqual([v2]);
    expect(remoteVersion("admin")).toBe("2.0.0");
  });

  it("shares one load between callers that ask at once (the page before hydrating, then the view)", async () => {
    const { runtime, requested } = fakeRuntime(new Set([v1, builtIn]));
    configureRemotes(manifest(entry), runtime, [0, 0]);
    const [first, second] = await Promise.all([loadExposed("admin", "App"), loadExposed("admin", "App")]);
    expect(second).toBe(first);
    // One walk through the versions: the live one and its two retries, then 1.0.0. (The retries'
    // numbers count on over the page's life, whatever test ran before.)
    expect(requested.map((u) => u.replace(/retry=\d+/, "retry=N"))).toEqual([
      v2,
      `${v2}?retry=N`,
      `${v2}?retry=N`,
      v1,
    ]);
    expect(remoteVersion("admin")).toBe("1.0.0");
  });

  it("retries the live version, each time under a new address, then falls back to the one before", async () => {
    const { runtime, requested } = fakeRuntime(new Set([v1, builtIn]));
    configureRemotes(manifest(entry), runtime, [0, 0]);
    const App = (await loadExposed("admin", "App")) as unknown as () => string;
    expect(App()).toBe(`${v1} ./App`);
    // Three tries of 2.0.0 (the first, then two retries under a fresh URL), then 1.0.0.
    expect(requested.map((u) => u.replace(/retry=\d+/, "retry=N"))).toEqual([
      v2,
      `${v2}?retry=N`,
      `${v2}?retry=N`,
      v1,
    ]);
    expect(new Set(requested).size).toBe(4);
    expect(remoteVersion("admin")).toBe("1.0.0");
  });

  it("recovers when a retry of the live version works (a passing network fault)", async () => {
    const working = new Set<string>();
    const { runtime, requested } = fakeRuntime(working);
    configureRemotes(manifest(entry), runtime, [0, 0]);
    const original = runtime.getRemote;
    runtime.getRemote = async (name, exposed) => {
      if (requested.length === 1) working.add(v2);
      return original(name, exposed);
    };
    await loadExposed("admin", "App");
    expect(requested).toHaveLength(2);
    expect(remoteVersion("admin")).toBe("2.0.0");
  });

  it("fails naming the live version when none loads, and the next try starts from the live one again", async () => {
    const working = new Set<string>();
    const { runtime, requested } = fakeRuntime(working);
    configureRemotes(manifest(entry), runtime, [0]);
    const failure = await loadExposed("admin", "App").catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(RemoteLoadError);
    expect((failure as RemoteLoadError).version).toBe("2.0.0");
    expect(requested).toHaveLength(6);
    expect(remoteVersion("admin")).toBe("2.0.0");

    working.add(v2);
    requested.length = 0;
    await loadExposed("admin", "App");
    // The browser remembers the failed import: the live entry is asked for under a new address.
    expect(requested).toHaveLength(1);
    expect(requested[0]).toMatch(/^\/remotes\/admin\/2\.0\.0\/remoteEntry\.js\?retry=\d+$/);
  });

  it("loads the canary in a browser whose draw falls in its share, the live version in the others", async () => {
    const canaried = { ...entry, canary: { ...at(v3, "3.0.0"), share: 50 } };
    const { runtime, requested } = fakeRuntime(new Set([v3, v2]));
    configureRemotes(manifest(canaried), runtime, [0, 0], null, () => 49);
    await loadExposed("admin", "App");
    expect(remoteVersion("admin")).toBe("3.0.0");
    configureRemotes(manifest(canaried), runtime, [0, 0], null, () => 50);
    await loadExposed("admin", "App");
    expect(remoteVersion("admin")).toBe("2.0.0");
    expect(requested).toEqual([v3, v2]);
  });

  it("leaves a refused version at once, without retrying it, for the one before", async () => {
    const { runtime, requested } = fakeRuntime(new Set([v1]));
    const guarded: string[] = [];
    configureRemotes(manifest(entry), runtime, [0, 0], {
      guard: async (location) => {
        guarded.push(location.version);
        if (location.version === "2.0.0") throw new TypeError("integrity");
      },
      whyFailed: async (location) => (location.version === "2.0.0" ? "refused" : "failed"),
    });
    await loadExposed("admin", "App");
    expect(guarded).toEqual(["2.0.0", "1.0.0"]);
    expect(requested).toEqual([v1]);
    expect(remoteVersion("admin")).toBe("1.0.0");
  });
});

describe("a browser's canary draw", () => {
  it("is drawn once and kept, so the browser stays on its side of a canary", () => {
    const kept = new Map<string, string>();
    const storage = {
      getItem: (k: string) => kept.get(k) ?? null,
      setItem: (k: string, v: string) => kept.set(k, v),
    };
    expect(canaryDraw(storage, () => 0.731)).toBe(73);
    expect(canaryDraw(storage, () => 0.1)).toBe(73);
    expect(canaryDraw(null, () => 0.1)).toBe(10);
  });
});

import { PublicConfig, REMOTE_EXPOSES, RemoteRelease } from "@chauffeur/contract";
import { afterEach, beforeEach, expect, vi } from "vitest";
import { CATALOG_RECHECK_MS } from "../src/services/catalog";
import { adminApi } from "./factories";
import { api } from "./helpers";

const encoder = new TextEncoder();
const hex = (bytes: ArrayBuffer) =>
  [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, "0")).join("");
export const sha256 = async (text: string) =>
  hex(await crypto.subtle.digest("SHA-256", encoder.encode(text)));
export const SRI = /^sha384-[A-Za-z0-9+/]{64}$/;
export const sri384 = async (text: string) =>
  `sha384-${btoa(String.fromCharCode(...new Uint8Array(await crypto.subtle.digest("SHA-384", encoder.encode(text)))))}`;

/** A small build of a remote: its entry and one chunk, marked so two builds differ. */
export function build(marker: string) {
  return {
    "remoteEntry.js": `export const get = () => "${marker}"; export const init = () => {};`,
    "assets/__federation_expose_App-abc12345.js": `export default function App() { return "${marker}"; }`,
  };
}

export async function upload(remote: string, version: string, files: Record<string, string>) {
  const listed = [];
  for (const [path, body] of Object.entries(files)) {
    const digest = await sha256(body);
    const res = await adminApi(
      `/api/admin/remotes/${remote}/releases/${version}/files?path=${encodeURIComponent(path)}&sha256=${digest}`,
      { method: "PUT", headers: { "content-type": "application/octet-stream" }, body },
    );
    if (res.status !== 200) return res;
    listed.push({ path, sha256: digest });
  }
  return adminApi(`/api/admin/remotes/${remote}/releases`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ version, files: listed }),
  });
}

export async function release(remote: string, version: string, files: Record<string, string>) {
  const res = await upload(remote, version, files);
  expect(res.status, await res.clone().text()).toBe(201);
  return RemoteRelease.parse(await res.json());
}

/** What `npm run release:promote` records of a passing check of a build: its hash and every file's SHA-256. */
export async function evidenceOf(
  made: RemoteRelease,
  files: Record<string, string>,
  overrides: Record<string, unknown> = {},
) {
  return {
    hash: made.hash,
    loaded: await Promise.all(
      Object.entries(files).map(async ([path, body]) => ({ path, sha256: await sha256(body) })),
    ),
    exposes: [...REMOTE_EXPOSES[made.remote]],
    problems: [],
    browser: "Chromium 140",
    ranAt: new Date().toISOString(),
    ...overrides,
  };
}

export const post = (path: string, body?: unknown) =>
  adminApi(path, {
    method: "POST",
    ...(body === undefined
      ? {}
      : { headers: { "content-type": "application/json" }, body: JSON.stringify(body) }),
  });

/** The test's clock, only ever moved forward (across tests too: the isolate's catalog copy outlives a test). */
let clock = Date.now();

/** Fakes `Date` alone around each test of the calling file, so that `manifest` can move the clock. */
export function fakeDateInEachTest() {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

/** The micro-frontends' manifest as pages read it (GET /api/config), with what was just released in it. */
export async function manifest() {
  // The manifest is read with the catalog, which an isolate re-checks every CATALOG_RECHECK_MS.
  clock = Math.max(clock, Date.now()) + CATALOG_RECHECK_MS + 1;
  vi.setSystemTime(clock);
  return PublicConfig.parse(await (await api("/api/config")).json()).remotes;
}

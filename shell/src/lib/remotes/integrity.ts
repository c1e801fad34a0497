import { INTEGRITY_LIST, type RemoteLocation } from "@chauffeur/contract";
import { cspNonce } from "@chauffeur/ui";

/**
 * The page runs a released version's scripts only if they are the bytes its seal listed: the version's
 * list of SHA-384s (itself checked against the manifest's `filesIntegrity`) goes
 * into an import map's `integrity`, so the browser refuses any script of that version whose bytes differ,
 * the entry and every chunk it imports (docs/decisions/029). The import map is an inline script under the
 * page's nonce: the CSP needs neither `unsafe-inline` nor `unsafe-eval`.
 */
const guarded = new Map<string, Promise<void>>();

const base64 = (bytes: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(bytes)));
const sri384 = async (bytes: ArrayBuffer) => `sha384-${base64(await crypto.subtle.digest("SHA-384", bytes))}`;

const absolute = (url: string, base = document.baseURI) => new URL(url, base).href;

function addImportMap(integrity: Record<string, string>) {
  const script = document.createElement("script");
  script.type = "importmap";
  const nonce = cspNonce();
  if (nonce) script.nonce = nonce;
  script.textContent = JSON.stringify({ integrity });
  document.head.append(script);
}

async function installList(location: RemoteLocation & { filesIntegrity: string }) {
  const entry = absolute(location.url);
  // Checked here rather than by fetch's `integrity`: a missing version (404) is then a plain failure,
  // not an integrity error in the console; the bytes parsed are the bytes hashed.
  const response = await fetch(absolute(INTEGRITY_LIST, entry), { credentials: "same-origin" });
  if (!response.ok) throw new Error(`${INTEGRITY_LIST} answered ${response.status}`);
  const bytes = await response.arrayBuffer();
  if ((await sri384(bytes)) !== location.filesIntegrity) {
    throw new TypeError(`${INTEGRITY_LIST} of ${location.version} does not match its SHA-384`);
  }
  const list = JSON.parse(new TextDecoder().decode(bytes)) as Record<string, string>;
  addImportMap(Object.fromEntries(Object.entries(list).map(([path, sri]) => [absolute(path, entry), sri])));
}

/**
 * Makes the browser check a version's scripts before `importUrl` (its entry, maybe with a retry mark) is
 * imported. Versions without integrity (the built-in remote, deployed with the shell) load as before.
 */
export async function guardVersion(location: RemoteLocation, importUrl: string) {
  if (!location.integrity || !location.filesIntegrity) return;
  const { filesIntegrity } = location;
  let list = guarded.get(location.url);
  if (!list) {
    list = installList({ ...location, filesIntegrity });
    guarded.set(location.url, list);
    list.catch(() => guarded.delete(location.url));
  }
  await list;
  // The entry under a retry mark is another URL: it gets the entry's SHA-384 too.
  if (importUrl !== location.url) addImportMap({ [absolute(importUrl)]: location.integrity });
}

/**
 * Why a version with integrity failed: "refused" when its entry's bytes are not the ones sealed (or its
 * list did not match), else "failed" (missing, or the network). Asked only after a failure.
 */
export async function whyFailed(location: RemoteLocation): Promise<"refused" | "failed"> {
  if (!location.integrity) return "failed";
  try {
    const response = await fetch(absolute(location.url), { cache: "no-store" });
    if (!response.ok) return "failed";
    if ((await sri384(await response.arrayBuffer())) !== location.integrity) return "refused";
    const list = await fetch(absolute(INTEGRITY_LIST, absolute(location.url)), { cache: "no-store" });
    if (!list.ok) return "failed";
    if ((await sri384(await list.arrayBuffer())) !== location.filesIntegrity) return "refused";
    // The entry and the list are right: a chunk was refused, or something failed on the way.
    return (await chunkRefused(location)) ? "refused" : "failed";
  } catch {
    return "failed";
  }
}

/** Whether one of the version's scripts the page asked for came with other bytes (Resource Timing says which). */
async function chunkRefused(location: RemoteLocation) {
  const folder = absolute(".", absolute(location.url));
  const asked = performance
    .getEntriesByType("resource")
    .map((e) => e.name.split("?")[0] as string)
    .filter((name) => name.startsWith(folder) && /\.m?js$/.test(name));
  const response = await fetch(absolute(INTEGRITY_LIST, absolute(location.url)), { cache: "no-store" });
  const list = (await response.json()) as Record<string, string>;
  for (const url of new Set(asked)) {
    const sri = list[url.slice(folder.length)];
    if (!sri) continue;
    const bytes = await (await fetch(url, { cache: "no-store" })).arrayBuffer();
    if ((await sri384(bytes)) !== sri) return true;
  }
  return false;
}

/**
 * The chauffeur app's service worker, at /driver-sw.js with the scope /driver (built alone by
 * sw.vite.config.ts; scripts/assemble.mjs puts it at the site's root). It keeps the day's rides readable
 * without a connection: every file the app loads and the driver's own ride list are answered from the
 * network when there is one (and kept), from what was kept when there is not. Nothing else of the API is
 * kept, and the rides go when the driver signs out.
 */

/** The few parts of the worker's scope used here (the DOM library's types cover Request, Response, caches). */
interface WorkEvent extends Event {
  waitUntil(work: Promise<unknown>): void;
}
interface FetchWork extends WorkEvent {
  request: Request;
  respondWith(answer: Promise<Response>): void;
}
interface MessageWork extends WorkEvent {
  data: unknown;
}
interface WorkerScope {
  addEventListener(type: "install" | "activate", listener: (event: WorkEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: FetchWork) => void): void;
  addEventListener(type: "message", listener: (event: MessageWork) => void): void;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  location: Location;
}

const scope = self as unknown as WorkerScope;

export {};

/** The app's files (pages, scripts, styles, pictures). A new name here drops the old cache. */
const FILES = "driver-files-v1";
/** The driver's ride list: personal data, deleted at sign-out. */
const RIDES = "driver-rides";
const RIDE_LIST = /^\/api\/drivers\/[^/]+\/bookings$/;

/** Where a same-origin GET is kept, or null for what is never kept (the rest of the API). */
function storeOf(url: URL): string | null {
  if (url.origin !== scope.location.origin) return null;
  if (url.pathname.startsWith("/api/")) return RIDE_LIST.test(url.pathname) ? RIDES : null;
  return FILES;
}

async function networkFirst(request: Request, store: string): Promise<Response> {
  try {
    const answer = await fetch(request);
    if (answer.ok) {
      const copy = answer.clone();
      void caches.open(store).then((cache) => cache.put(request.url, copy));
    }
    return answer;
  } catch (offline) {
    const kept = await caches.match(request.url, { cacheName: store, ignoreVary: true });
    if (kept) return kept;
    throw offline;
  }
}

/** Keeps the files the page loaded before this worker controlled it (its first visit). */
async function keepAll(urls: string[]) {
  const cache = await caches.open(FILES);
  await Promise.all(
    urls.map(async (url) => {
      const at = new URL(url, scope.location.origin);
      if (storeOf(at) !== FILES) return;
      try {
        const answer = await fetch(at.href, { credentials: "same-origin" });
        if (answer.ok) await cache.put(at.href, answer);
      } catch {
        // offline already: the next visit keeps it
      }
    }),
  );
}

scope.addEventListener("install", () => void scope.skipWaiting());

scope.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((n) => n !== FILES && n !== RIDES).map((n) => caches.delete(n))),
      )
      .then(() => scope.clients.claim()),
  );
});

scope.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const store = storeOf(new URL(request.url));
  if (store) event.respondWith(networkFirst(request, store));
});

scope.addEventListener("message", (event) => {
  const message = event.data as { type?: string; urls?: unknown };
  if (message?.type === "keep" && Array.isArray(message.urls)) {
    event.waitUntil(keepAll(message.urls.filter((u): u is string => typeof u === "string")));
  }
  if (message?.type === "forget-rides") event.waitUntil(caches.delete(RIDES));
});

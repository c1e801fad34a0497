import type { RemoteName, RemoteView, TelemetryReport } from "@chauffeur/contract";

/**
 * Field data per remote version (docs/decisions/029): a sampled page view reports which version of each
 * remote it tried and which ran, whether one was refused for bytes not matching its seal, the uncaught
 * errors raised in a remote's code, and the page's LCP, INP and CLS. It goes once, with
 * navigator.sendBeacon, when the page is hidden or left. Nothing names the person or the page.
 */
interface Tracked {
  view: RemoteView;
  /** Where the version that ran lives (its folder), to tell its errors from the shell's. */
  folder: string | null;
}

const tracked = new Map<RemoteName, Tracked>();
let sampled = false;
let started = false;
let sent = false;
const vitals: { lcp?: number; inp?: number; cls?: number } = {};

/** Decides once per page view whether this view reports (percent of views), and starts watching. */
export function startFieldData(samplePercent: number, random = Math.random) {
  if (started || typeof window === "undefined") return;
  started = true;
  sampled = random() * 100 < samplePercent;
  if (!sampled) return;
  window.addEventListener("error", (e) => countError(e.filename || (e.error as Error | undefined)?.stack));
  window.addEventListener("unhandledrejection", (e) => countError((e.reason as Error | undefined)?.stack));
  observeVitals();
  document.addEventListener("visibilitychange", () => document.visibilityState === "hidden" && send());
  window.addEventListener("pagehide", send);
}

/** What the loader found for a remote: the version tried first, the one that ran (null: none), refused or not. */
export function noteLoad(
  remote: RemoteName,
  outcome: { version: string; ran: string | null; ranUrl: string | null; refused: boolean },
) {
  const folder = outcome.ranUrl ? new URL(".", new URL(outcome.ranUrl, document.baseURI)).href : null;
  const errors = tracked.get(remote)?.view.errors ?? 0;
  tracked.set(remote, {
    view: { remote, version: outcome.version, ran: outcome.ran, refused: outcome.refused, errors },
    folder,
  });
}

/** An error a remote's own code raised (a render error its boundary caught). */
export function noteRemoteError(remote: RemoteName) {
  const entry = tracked.get(remote);
  if (entry) entry.view.errors = Math.min(entry.view.errors + 1, 100);
}

function countError(where: string | undefined) {
  if (!where) return;
  for (const [remote, entry] of tracked) {
    if (entry.folder && where.includes(entry.folder)) noteRemoteError(remote);
  }
}

function observe(type: string, onEntries: (entries: PerformanceEntry[]) => void, extra = {}) {
  try {
    new PerformanceObserver((list) => onEntries(list.getEntries())).observe({
      type,
      buffered: true,
      ...extra,
    });
  } catch {
    // A browser without this entry type reports without the figure.
  }
}

function observeVitals() {
  observe("largest-contentful-paint", (entries) => {
    const last = entries[entries.length - 1];
    if (last) vitals.lcp = Math.round(last.startTime);
  });
  // INP as the slowest interaction seen (close to the p98 definition for the few interactions of a view).
  observe(
    "event",
    (entries) => {
      for (const e of entries as PerformanceEventTiming[]) {
        if (e.interactionId) vitals.inp = Math.max(vitals.inp ?? 0, Math.round(e.duration));
      }
    },
    { durationThreshold: 16 },
  );
  observe("layout-shift", (entries) => {
    for (const e of entries as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
      if (!e.hadRecentInput) vitals.cls = Math.round(((vitals.cls ?? 0) + e.value) * 1000) / 1000;
    }
  });
}

/** The report of this page view, or null when it has nothing to say (no remote tried). */
export function fieldReport(): TelemetryReport | null {
  if (tracked.size === 0) return null;
  return { remotes: [...tracked.values()].map((t) => t.view), ...vitals };
}

function send() {
  if (!sampled || sent) return;
  const report = fieldReport();
  if (!report) return;
  sent = true;
  const body = new Blob([JSON.stringify(report)], { type: "application/json" });
  navigator.sendBeacon?.("/api/telemetry", body);
}

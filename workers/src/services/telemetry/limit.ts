import { TooManyRequestsError } from "../core/errors";

/**
 * How many reports one address may send a minute. A page view sends one report, so this is far above a
 * person's browsing; it stops a script filling the aggregates. Counted per isolate: on Cloudflare each
 * isolate counts on its own, which bounds a flood without a write per report (docs/decisions/029).
 */
export const TELEMETRY_PER_MINUTE = 30;
const WINDOW_MS = 60_000;
const MAX_TRACKED = 10_000;

const windows = new Map<string, { start: number; count: number }>();

/** Counts one report from `client` (an address, or "unknown"); 429 once past the minute's limit. */
export function countReport(client: string, now: number) {
  const seen = windows.get(client);
  if (!seen || now - seen.start >= WINDOW_MS) {
    if (windows.size >= MAX_TRACKED) windows.clear();
    windows.set(client, { start: now, count: 1 });
    return;
  }
  seen.count += 1;
  if (seen.count > TELEMETRY_PER_MINUTE) {
    const wait = Math.ceil((seen.start + WINDOW_MS - now) / 1000);
    throw new TooManyRequestsError(`Too many reports from this address: try again in ${wait} s`, wait);
  }
}

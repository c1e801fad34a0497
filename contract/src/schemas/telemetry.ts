import { z } from "zod";
import { BUILT_IN_VERSION, REMOTE_NAMES } from "../remotes";
import { RemoteVersion } from "./releases";

/** The largest report POST /api/telemetry takes (413 past it). */
export const TELEMETRY_MAX_BYTES = 4 * 1024;

const Version = z.union([RemoteVersion, z.literal(BUILT_IN_VERSION)]);

/** One remote in one page view: the version tried first, the one that ran, and what went wrong in it. */
export const RemoteView = z.object({
  remote: z.enum(REMOTE_NAMES),
  /** The version the page tried first (the canary, or the live one). */
  version: Version,
  /** The version that ran: `version`, an earlier one it fell back to, or null when none loaded. */
  ran: Version.nullable(),
  /** `version` was refused because a file did not match its SHA-384 (else it failed to load, if it did). */
  refused: z.boolean().default(false),
  /** Uncaught errors raised inside the remote's code while it ran. */
  errors: z.number().int().min(0).max(100),
});
export type RemoteView = z.infer<typeof RemoteView>;

/**
 * POST /api/telemetry: one sampled page view, sent with navigator.sendBeacon when the page is hidden or
 * left. No person, address or page address: a remote's versions, counts and the page's Web Vitals.
 */
export const TelemetryReport = z.object({
  remotes: z
    .array(RemoteView)
    .min(1)
    .max(3)
    .refine((r) => new Set(r.map((v) => v.remote)).size === r.length, "A remote is reported twice"),
  /** Largest Contentful Paint, ms. */
  lcp: z.number().min(0).max(120_000).optional(),
  /** Interaction to Next Paint (the slowest interaction seen), ms. */
  inp: z.number().min(0).max(120_000).optional(),
  /** Cumulative Layout Shift. */
  cls: z.number().min(0).max(100).optional(),
});
export type TelemetryReport = z.infer<typeof TelemetryReport>;

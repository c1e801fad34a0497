import { z } from "zod";
import { BUILT_IN_VERSION, INTEGRITY_LIST, REMOTE_NAMES } from "../remotes";
import { multiLine, singleLine } from "./text";

export const RemoteNameSchema = z.enum(REMOTE_NAMES);

/** A remote's version: its package version (semver), with an optional pre-release tag. */
export const RemoteVersion = z
  .string()
  .regex(
    /^\d{1,4}\.\d{1,4}\.\d{1,4}(?:-[0-9A-Za-z][0-9A-Za-z.-]{0,31})?$/,
    "Must be a version like 1.4.0 or 2.0.0-rc.1",
  );

/** A file of a build, by its path in the build's folder (letters, digits, `_ . -`, folders with `/`). */
export const ReleaseFilePath = z
  .string()
  .max(200)
  .regex(/^(?!.*\.\.)[A-Za-z0-9_.-]+(?:\/[A-Za-z0-9_.-]+)*$/, "Must be a relative path inside the build");

export const Sha256Hex = z.string().regex(/^[0-9a-f]{64}$/, "Must be a SHA-256 in hexadecimal");

export const ReleaseFile = z.object({ path: ReleaseFilePath, sha256: Sha256Hex });
export type ReleaseFile = z.infer<typeof ReleaseFile>;

/**
 * POST /api/admin/remotes/{remote}/releases: seals a version whose files were uploaded. The build must
 * hold `remoteEntry.js`; its hash is computed from the files' own.
 */
export const CreateRelease = z.object({
  version: RemoteVersion,
  files: z
    .array(ReleaseFile)
    .min(1)
    .max(500)
    .refine((files) => files.some((f) => f.path === "remoteEntry.js"), "A build must hold remoteEntry.js")
    .refine((files) => new Set(files.map((f) => f.path)).size === files.length, "A file is listed twice")
    .refine(
      (files) => !files.some((f) => f.path === INTEGRITY_LIST),
      `A build may not hold ${INTEGRITY_LIST}: the site serves the build's SHA-384 list under that name`,
    ),
});
export type CreateRelease = z.infer<typeof CreateRelease>;

/**
 * How a version did in real browsers (POST /api/telemetry, sampled): page views that tried it first, those
 * where it failed to load (or was refused for a file not matching its seal) and another version ran, the
 * uncaught errors of pages that ran it, and the p75 of their Web Vitals (null: no sample yet).
 */
export const FieldData = z.object({
  views: z.number().int(),
  loadFailures: z.number().int(),
  refused: z.number().int(),
  errors: z.number().int(),
  lcpP75: z.number().nullable(),
  inpP75: z.number().nullable(),
  clsP75: z.number().nullable(),
});
export type FieldData = z.infer<typeof FieldData>;

/** One released version of a remote. */
export const RemoteRelease = z.object({
  remote: RemoteNameSchema,
  version: z.string(),
  /** The first 12 hexadecimal digits of the build's content hash (over every file's SHA-256). */
  hash: z.string(),
  url: z.string(),
  fileCount: z.number().int(),
  releasedAt: z.string(),
  releasedBy: z.string(),
  /** When it last passed the check in the built shell (null: never; it cannot be promoted). */
  checkedAt: z.string().nullable(),
  field: FieldData,
});
export type RemoteRelease = z.infer<typeof RemoteRelease>;

const Location = z.object({
  url: z.string(),
  version: z.string(),
  /** The entry's SRI (sha384-...); null for the built-in remote. */
  integrity: z.string().nullable(),
  /** The SRI of the version's list of scripts with their SHA-384 (`_integrity.json` beside the entry). */
  filesIntegrity: z.string().nullable(),
});

/**
 * GET /api/config's entry per remote: what to load, what was live before it (newest first), and the
 * canary when one runs: `share` percent of browsers, sticky per browser, load it instead.
 */
export const RemoteManifestEntrySchema = Location.extend({
  previous: z.array(Location),
  canary: Location.extend({ share: z.number().int().min(1).max(99) }).optional(),
});

/** A canary of a remote, running or ended. */
export const CanaryState = z.object({
  version: z.string(),
  share: z.number().int(),
  startedAt: z.string(),
  startedBy: z.string(),
  endedAt: z.string().nullable(),
  endedBy: z.string().nullable(),
  outcome: z.enum(["promoted", "rolled-back", "rolled-back-automatically", "replaced"]).nullable(),
  reason: z.string().nullable(),
});
export type CanaryState = z.infer<typeof CanaryState>;

/** One remote as its operator sees it: what is live, what was before, and every release. */
export const RemoteStatus = z.object({
  remote: RemoteNameSchema,
  live: Location.extend({ field: FieldData }),
  previous: z.array(Location),
  /** The canary running now, with its field data; null when none runs. */
  canary: CanaryState.extend({ field: FieldData }).nullable(),
  /** The last canaries, newest first (how each ended, and why when the jobs rolled one back). */
  canaries: z.array(CanaryState),
  releases: z.array(RemoteRelease),
  /** The last promotions and rollbacks, newest first. */
  history: z.array(
    z.object({
      action: z.enum(["promote", "rollback"]),
      version: z.string(),
      at: z.string(),
      by: z.string(),
    }),
  ),
});
export type RemoteStatus = z.infer<typeof RemoteStatus>;

export const RemotesOverview = z.array(RemoteStatus);
export type RemotesOverview = z.infer<typeof RemotesOverview>;

/** POST /api/admin/remotes/{remote}/canary: a checked version to a share of browsers (or a new share). */
export const StartCanary = z.object({
  version: RemoteVersion,
  share: z
    .number()
    .int()
    .min(1, "A canary's share is 1 to 99 percent")
    .max(99, "A share of 100% is a promotion"),
});
export type StartCanary = z.infer<typeof StartCanary>;

/** POST /api/admin/remotes/{remote}/promote */
export const PromoteRelease = z.object({ version: RemoteVersion });
export type PromoteRelease = z.infer<typeof PromoteRelease>;

/**
 * POST /api/admin/remotes/{remote}/rollback: the version the caller sees live and means to leave. Ten
 * rollbacks sent at once for one version move back one version: the others find it gone and are told.
 */
export const RollbackRelease = z.object({ from: z.union([RemoteVersion, z.literal(BUILT_IN_VERSION)]) });
export type RollbackRelease = z.infer<typeof RollbackRelease>;

/**
 * POST /api/admin/remotes/{remote}/releases/{version}/check: what the release check (scripts/lib/remote-check.mjs)
 * saw, recorded by the command that ran it. The server keeps it only when it is this sealed build's: every file
 * the browser loaded from the version has the SHA-256 the seal pinned, the entry among them, every module the
 * shell imports was found, and nothing failed. A promotion needs it.
 */
export const ReleaseCheckEvidence = z.object({
  /** The build's content hash the check ran against (RemoteRelease.hash). */
  hash: z.string().regex(/^[0-9a-f]{12}$/, "Must be the release's 12-digit hash"),
  /** Each file of the version the browser loaded, with the SHA-256 of the bytes it got. */
  loaded: z.array(ReleaseFile).min(1).max(500),
  /** The modules the check imported from the version (names as contract/src/remotes.ts writes them). */
  exposes: z.array(z.string().regex(/^[A-Za-z][A-Za-z0-9]{0,59}$/, "Must be a module's name")).max(20),
  /** What failed; empty when it passed. */
  problems: z.array(multiLine(500)).max(50),
  /** The browser that ran it. */
  browser: singleLine(100),
  ranAt: z.iso.datetime({ offset: true }),
});
export type ReleaseCheckEvidence = z.infer<typeof ReleaseCheckEvidence>;

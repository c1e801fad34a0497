import { z } from "zod";
import { BUILT_IN_VERSION, REMOTE_NAMES } from "../remotes";
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
    .refine((files) => new Set(files.map((f) => f.path)).size === files.length, "A file is listed twice"),
});
export type CreateRelease = z.infer<typeof CreateRelease>;

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
});
export type RemoteRelease = z.infer<typeof RemoteRelease>;

const Location = z.object({ url: z.string(), version: z.string() });

/** GET /api/config's entry per remote: what to load, and what was live before it, newest first. */
export const RemoteManifestEntrySchema = Location.extend({ previous: z.array(Location) });

/** One remote as its operator sees it: what is live, what was before, and every release. */
export const RemoteStatus = z.object({
  remote: RemoteNameSchema,
  live: Location,
  previous: z.array(Location),
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

import type { ReleaseCheckEvidence } from "@chauffeur/contract";
import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * Every released version of a micro-frontend. Its files live in the REMOTES bucket by content
 * (`<remote>/<version>/sha256/<hash>`), and `files` pins each path to the SHA-256 the seal verified,
 * so what is served can never be other bytes. The row is claimed (`sealing`) before the files are
 * verified, which refuses any further upload, then `sealed`; a version is never overwritten. Only the
 * check's evidence is added later, when the version passes its check in the built shell.
 */
export const remoteReleases = sqliteTable(
  "remote_releases",
  {
    remote: text("remote", { enum: ["booking", "admin", "driver"] }).notNull(),
    version: text("version").notNull(),
    hash: text("hash").notNull(),
    files: text("files", { mode: "json" }).$type<{ path: string; sha256: string }[]>().notNull(),
    releasedAt: text("released_at").notNull(),
    releasedBy: text("released_by").notNull(),
    checkedAt: text("checked_at"),
    /** sealing (the files are being verified; uploads are refused) | sealed (served, promotable) */
    state: text("state", { enum: ["sealing", "sealed"] })
      .notNull()
      .default("sealed"),
    /** What the release check saw (its result and the SHA-256 of each file the browser loaded), as JSON. */
    checkEvidence: text("check_evidence", { mode: "json" }).$type<ReleaseCheckEvidence>(),
    /** Each script of the build (path to its SRI, `sha384-...`), as served at `_integrity.json`; set at the seal. */
    integrity: text("integrity"),
    /** The SRI of `remoteEntry.js`, and of the `integrity` text itself (the pages check both). */
    entryIntegrity: text("entry_integrity"),
    filesIntegrity: text("files_integrity"),
  },
  (t) => [primaryKey({ columns: [t.remote, t.version] })],
);

/**
 * The manifest's history: each promotion or rollback of a remote, with the state it left (the version
 * live and the ones live before it, newest first; null stands for the built-in remote). The last row
 * of a remote is its state now; no row means the built-in remote. Writing a row counts a catalog change
 * (migration 0013), so rendered pages carry the new manifest within seconds.
 */
export const remotePromotions = sqliteTable(
  "remote_promotions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    remote: text("remote", { enum: ["booking", "admin", "driver"] }).notNull(),
    action: text("action", { enum: ["promote", "rollback"] }).notNull(),
    live: text("live"),
    previous: text("previous", { mode: "json" }).$type<(string | null)[]>().notNull(),
    at: text("at").notNull(),
    by: text("by").notNull(),
  },
  (t) => [index("remote_promotions_remote_idx").on(t.remote, t.id)],
);

/**
 * Canary promotions: a checked version served to a share of browsers (sticky per browser) beside the live
 * one. The running canary of a remote is its row not ended; every change counts a catalog change.
 */
export const remoteCanaries = sqliteTable("remote_canaries", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  remote: text("remote", { enum: ["booking", "admin", "driver"] }).notNull(),
  version: text("version").notNull(),
  /** Percent of browsers, 1-99. */
  share: integer("share").notNull(),
  startedAt: text("started_at").notNull(),
  startedBy: text("started_by").notNull(),
  endedAt: text("ended_at"),
  endedBy: text("ended_by"),
  outcome: text("outcome", {
    enum: ["promoted", "rolled-back", "rolled-back-automatically", "replaced"],
  }),
  reason: text("reason"),
});

/** Page views per version of a remote, as pages report them (aggregates only: no person, address or page). */
export const remoteFieldData = sqliteTable(
  "remote_field_data",
  {
    remote: text("remote", { enum: ["booking", "admin", "driver"] }).notNull(),
    version: text("version").notNull(),
    views: integer("views").notNull().default(0),
    loadFailures: integer("load_failures").notNull().default(0),
    refused: integer("refused").notNull().default(0),
    errors: integer("errors").notNull().default(0),
    updatedAt: text("updated_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.remote, t.version] })],
);

/** Web Vitals of the pages that ran a version: counts per bucket (services/telemetry/vitals.ts). */
export const remoteVitals = sqliteTable(
  "remote_vitals",
  {
    remote: text("remote", { enum: ["booking", "admin", "driver"] }).notNull(),
    version: text("version").notNull(),
    metric: text("metric", { enum: ["lcp", "inp", "cls"] }).notNull(),
    bucket: integer("bucket").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.remote, t.version, t.metric, t.bucket] })],
);

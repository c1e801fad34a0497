import {
  type CreateRelease,
  REMOTE_NAMES,
  type RemoteName,
  type RemoteRelease,
  type RemoteStatus,
  releaseFolder,
} from "@chauffeur/contract";
import { admins, type Db, remotePromotions, remoteReleases } from "@chauffeur/db";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Ctx } from "../core/context";
import { ConflictError, NotFoundError, UnprocessableError } from "../core/errors";
import { builtInPointer, KEPT_PREVIOUS, locate, type RemotePointer } from "./manifest";

/** What the release services need: the shared context and the bucket the builds are kept in. */
export interface ReleaseCtx extends Ctx {
  readonly bucket: R2Bucket;
}

/** A build's file in the bucket: `<remote>/<version>/<path>`. */
export const objectKey = (remote: RemoteName, version: string, path: string) =>
  `${remote}/${version}/${path}`;

/** Released files never change: browsers and the edge may keep them for a year. */
export const IMMUTABLE = "public, max-age=31536000, immutable";

const CONTENT_TYPES: Record<string, string> = {
  js: "text/javascript; charset=utf-8",
  mjs: "text/javascript; charset=utf-8",
  css: "text/css; charset=utf-8",
  json: "application/json",
  map: "application/json",
  svg: "image/svg+xml",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  webp: "image/webp",
  avif: "image/avif",
  woff: "font/woff",
  woff2: "font/woff2",
  txt: "text/plain; charset=utf-8",
};
export const contentTypeOf = (path: string) =>
  CONTENT_TYPES[path.split(".").pop()?.toLowerCase() ?? ""] ?? "application/octet-stream";

const hex = (bytes: ArrayBuffer) =>
  [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, "0")).join("");
const sha256 = async (data: ArrayBuffer | Uint8Array) => hex(await crypto.subtle.digest("SHA-256", data));

/** A build's content hash: over every file's path and SHA-256, in path order (the files' order is no matter). */
export async function buildHash(files: CreateRelease["files"]) {
  const lines = [...files]
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
    .map((f) => `${f.path} ${f.sha256}\n`)
    .join("");
  return (await sha256(new TextEncoder().encode(lines))).slice(0, 12);
}

const neverOverwritten = (remote: RemoteName, version: string) =>
  new ConflictError(
    `${remote} ${version} is released already, and a version is never overwritten: raise the version in mfe-${remote}/package.json`,
  );

function findRelease(db: Db, remote: RemoteName, version: string) {
  return db
    .select()
    .from(remoteReleases)
    .where(and(eq(remoteReleases.remote, remote), eq(remoteReleases.version, version)))
    .get();
}

type ReleaseRow = typeof remoteReleases.$inferSelect;

function releaseView(row: ReleaseRow): RemoteRelease {
  return {
    remote: row.remote,
    version: row.version,
    hash: row.hash,
    url: `${releaseFolder(row.remote, row.version)}remoteEntry.js`,
    fileCount: row.files.length,
    releasedAt: row.releasedAt,
    releasedBy: row.releasedBy,
    checkedAt: row.checkedAt,
  };
}

/** An admin's sign-in name, for the release history (their id if the account is gone). */
async function operatorName(db: Db, adminId: string) {
  const row = await db.select({ username: admins.username }).from(admins).where(eq(admins.id, adminId)).get();
  return row?.username ?? adminId;
}

/**
 * Keeps one file of a version being uploaded. Its SHA-256 is checked against the one the uploader
 * states, so a file damaged on the way is refused; a sealed version takes no more files.
 */
export async function uploadReleaseFile({
  ctx,
  input,
}: {
  ctx: ReleaseCtx;
  input: { remote: RemoteName; version: string; path: string; sha256: string; body: ArrayBuffer };
}) {
  const { remote, version, path } = input;
  if (await findRelease(ctx.db, remote, version)) throw neverOverwritten(remote, version);
  const actual = await sha256(input.body);
  if (actual !== input.sha256) {
    throw new UnprocessableError(
      `${path} arrived with SHA-256 ${actual}, not the ${input.sha256} it was sent with`,
    );
  }
  await ctx.bucket.put(objectKey(remote, version, path), input.body, {
    httpMetadata: { contentType: contentTypeOf(path), cacheControl: IMMUTABLE },
    sha256: actual,
  });
  return { path, size: input.body.byteLength };
}

/**
 * Seals a version whose files were all uploaded: each one is in the bucket with the SHA-256 listed, and
 * the version is written once. Sealing the same build again is a no-op; another build under a released
 * version is refused.
 */
export async function sealRelease({
  ctx,
  input: { remote, release: input, adminId },
}: {
  ctx: ReleaseCtx;
  /** `adminId`: who seals it (the history shows their sign-in name). */
  input: { remote: RemoteName; release: CreateRelease; adminId: string };
}): Promise<{ release: RemoteRelease; created: boolean }> {
  return sealAs(ctx, remote, input, await operatorName(ctx.db, adminId));
}

async function sealAs(
  ctx: ReleaseCtx,
  remote: RemoteName,
  input: CreateRelease,
  by: string,
): Promise<{ release: RemoteRelease; created: boolean }> {
  const hash = await buildHash(input.files);
  const existing = await findRelease(ctx.db, remote, input.version);
  if (existing) {
    if (existing.hash !== hash) throw neverOverwritten(remote, input.version);
    return { release: releaseView(existing), created: false };
  }
  for (const file of input.files) {
    const head = await ctx.bucket.head(objectKey(remote, input.version, file.path));
    if (!head) throw new UnprocessableError(`${file.path} was not uploaded`);
    const stored = head.checksums.sha256 ? hex(head.checksums.sha256) : null;
    if (stored !== file.sha256) {
      throw new UnprocessableError(`${file.path} in the bucket is not the file listed (SHA-256 differs)`);
    }
  }
  const row: ReleaseRow = {
    remote,
    version: input.version,
    hash,
    files: input.files,
    releasedAt: ctx.now.toISOString(),
    releasedBy: by,
    checkedAt: null,
  };
  // Two uploads of one version sealed at once: the primary key lets one in, the other is told.
  const inserted = await ctx.db.insert(remoteReleases).values(row).onConflictDoNothing().returning();
  if (inserted.length === 0) return sealAs(ctx, remote, input, by);
  return { release: releaseView(row), created: true };
}

/** Notes that a version passed its check in the built shell (`npm run release:promote` runs it). */
export async function recordCheck({
  ctx,
  input: { remote, version },
}: {
  ctx: ReleaseCtx;
  input: { remote: RemoteName; version: string };
}) {
  const updated = await ctx.db
    .update(remoteReleases)
    .set({ checkedAt: ctx.now.toISOString() })
    .where(and(eq(remoteReleases.remote, remote), eq(remoteReleases.version, version)))
    .returning();
  const row = updated[0];
  if (!row) throw new NotFoundError(`${remote} ${version} is not released`);
  return releaseView(row);
}

/** Is this version sealed (its files may be served)? Sealed stays sealed, so an isolate remembers a yes. */
const sealed = new Set<string>();
export async function isReleased(db: Db, remote: RemoteName, version: string) {
  const key = `${remote}/${version}`;
  if (sealed.has(key)) return true;
  const found = await db
    .select({ version: remoteReleases.version })
    .from(remoteReleases)
    .where(and(eq(remoteReleases.remote, remote), eq(remoteReleases.version, version)))
    .get();
  if (found) sealed.add(key);
  return Boolean(found);
}

async function lastPromotion(db: Db, remote: RemoteName) {
  return db
    .select()
    .from(remotePromotions)
    .where(eq(remotePromotions.remote, remote))
    .orderBy(desc(remotePromotions.id))
    .limit(1)
    .get();
}

/**
 * Writes the remote's next state, guarded: only if no promotion or rollback of it landed since `after`
 * was read (two operators at once: one wins, the other is told to look again).
 */
async function moveTo(
  ctx: ReleaseCtx,
  remote: RemoteName,
  after: number | null,
  next: RemotePointer & { action: "promote" | "rollback"; by: string },
) {
  const at = ctx.now.toISOString();
  const previous = JSON.stringify(next.previous);
  // `returning`, not the change count: D1 counts the catalog trigger's update in it too.
  const written = await ctx.db.all(sql`
    insert into remote_promotions (remote, action, live, previous, at, by)
    select ${remote}, ${next.action}, ${next.live}, ${previous}, ${at}, ${next.by}
    where (select max(id) from remote_promotions where remote = ${remote}) is ${after}
    returning id`);
  if (written.length !== 1) {
    throw new ConflictError(`${remote} was promoted or rolled back by someone else just now: look again`);
  }
}

/**
 * Makes a released, checked version the one the site loads; the version live until now goes first in
 * the list the browser falls back to. Pages pick it up on their next load.
 */
export async function promoteRelease({
  ctx,
  input: { remote, version, adminId },
}: {
  ctx: ReleaseCtx;
  input: { remote: RemoteName; version: string; adminId: string };
}) {
  const release = await findRelease(ctx.db, remote, version);
  if (!release) throw new NotFoundError(`${remote} ${version} is not released`);
  if (!release.checkedAt) {
    throw new ConflictError(
      `${remote} ${version} has not passed its check in the built shell: npm run release:promote -- ${remote} ${version} checks it and promotes it`,
    );
  }
  const last = await lastPromotion(ctx.db, remote);
  const now = last ?? builtInPointer();
  if (now.live === version) throw new ConflictError(`${remote} ${version} is live already`);
  await moveTo(ctx, remote, last?.id ?? null, {
    action: "promote",
    live: version,
    previous: [now.live, ...now.previous.filter((v) => v !== version && v !== now.live)].slice(
      0,
      KEPT_PREVIOUS,
    ),
    by: await operatorName(ctx.db, adminId),
  });
  return remoteStatus(ctx, remote);
}

/** Puts back the version live before this one (the built-in remote at the end of the list). */
export async function rollbackRelease({
  ctx,
  input: { remote, adminId },
}: {
  ctx: ReleaseCtx;
  input: { remote: RemoteName; adminId: string };
}) {
  const last = await lastPromotion(ctx.db, remote);
  const [back, ...rest] = last?.previous ?? [];
  if (!last || back === undefined) {
    throw new ConflictError(
      `${remote} has nothing to roll back to: no release of it was promoted before this one`,
    );
  }
  await moveTo(ctx, remote, last.id, {
    action: "rollback",
    live: back,
    previous: rest,
    by: await operatorName(ctx.db, adminId),
  });
  return remoteStatus(ctx, remote);
}

const HISTORY_SHOWN = 10;

/** One remote for its operator: what is live, what was before, every release, the last changes. */
export async function remoteStatus(ctx: ReleaseCtx, remote: RemoteName): Promise<RemoteStatus> {
  const [releases, history] = await ctx.db.batch([
    ctx.db
      .select()
      .from(remoteReleases)
      .where(eq(remoteReleases.remote, remote))
      .orderBy(desc(remoteReleases.releasedAt), desc(remoteReleases.version)),
    ctx.db
      .select()
      .from(remotePromotions)
      .where(eq(remotePromotions.remote, remote))
      .orderBy(desc(remotePromotions.id))
      .limit(HISTORY_SHOWN),
  ]);
  const now = history[0] ?? builtInPointer();
  return {
    remote,
    live: locate(ctx.config, remote, now.live),
    previous: now.previous.map((v) => locate(ctx.config, remote, v)),
    releases: releases.map(releaseView),
    history: history.map((h) => ({
      action: h.action,
      version: locate(ctx.config, remote, h.live).version,
      at: h.at,
      by: h.by,
    })),
  };
}

/** Each micro-frontend for its operator (GET /api/admin/remotes). */
export async function remotesOverview({ ctx }: { ctx: ReleaseCtx }) {
  return Promise.all(REMOTE_NAMES.map((remote) => remoteStatus(ctx, remote)));
}

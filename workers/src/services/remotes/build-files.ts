import type { CreateRelease, RemoteName } from "@chauffeur/contract";
import { type Db, remoteReleases } from "@chauffeur/db";
import { and, eq } from "drizzle-orm";
import type { Ctx } from "../core/context";
import { ConflictError, UnprocessableError } from "../core/errors";

/** What the release services need: the shared context and the bucket the builds are kept in. */
export interface ReleaseCtx extends Ctx {
  readonly bucket: R2Bucket;
}

/**
 * A build's file in the bucket, by its content: `<remote>/<version>/sha256/<hash>`. Bytes under such a
 * key are those of the hash, so a version's files are what its seal pinned whatever is uploaded later.
 */
export const contentKey = (remote: RemoteName, version: string, sha256: string) =>
  `${remote}/${version}/sha256/${sha256}`;
/** Where files were kept by path before (versions sealed then are still served, their bytes checked). */
const pathKey = (remote: RemoteName, version: string, path: string) => `${remote}/${version}/${path}`;

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
const base64 = (bytes: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(bytes)));
/** A Subresource Integrity value (`sha384-<base64>`), what browsers check a script's bytes against. */
export const sri384 = async (data: ArrayBuffer | Uint8Array) =>
  `sha384-${base64(await crypto.subtle.digest("SHA-384", data))}`;
/** The files a page runs, whose SHA-384 the seal lists (the browser refuses any other bytes for them). */
const isScript = (path: string) => /\.m?js$/.test(path);

/** A build's content hash: over every file's path and SHA-256, in path order (the files' order is no matter). */
export async function buildHash(files: CreateRelease["files"]) {
  const lines = [...files]
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
    .map((f) => `${f.path} ${f.sha256}\n`)
    .join("");
  return (await sha256(new TextEncoder().encode(lines))).slice(0, 12);
}

export const neverOverwritten = (remote: RemoteName, version: string) =>
  new ConflictError(
    `${remote} ${version} is released already, and a version is never overwritten: raise the version in mfe-${remote}/package.json`,
  );
const beingSealed = (remote: RemoteName, version: string) =>
  new ConflictError(
    `${remote} ${version} is being sealed: it takes no more files (raise the version for another build)`,
  );

/** A seal that never finished (its run died) is given up after this long, so the version can be sealed again. */
const SEAL_ABANDONED_MS = 5 * 60_000;

export function findRelease(db: Db, remote: RemoteName, version: string) {
  return db
    .select()
    .from(remoteReleases)
    .where(and(eq(remoteReleases.remote, remote), eq(remoteReleases.version, version)))
    .get();
}
export type ReleaseRow = typeof remoteReleases.$inferSelect;

/**
 * Keeps one file of a version being uploaded, under its content's key. Its SHA-256 is checked against
 * the one the uploader states, so a file damaged on the way is refused; a version being sealed or
 * sealed takes no more files.
 */
export async function uploadReleaseFile({
  ctx,
  input,
}: {
  ctx: ReleaseCtx;
  input: { remote: RemoteName; version: string; path: string; sha256: string; body: ArrayBuffer };
}) {
  const { remote, version, path } = input;
  const existing = await findRelease(ctx.db, remote, version);
  if (existing)
    throw existing.state === "sealed" ? neverOverwritten(remote, version) : beingSealed(remote, version);
  const actual = await sha256(input.body);
  if (actual !== input.sha256) {
    throw new UnprocessableError(
      `${path} arrived with SHA-256 ${actual}, not the ${input.sha256} it was sent with`,
    );
  }
  await ctx.bucket.put(contentKey(remote, version, actual), input.body, {
    httpMetadata: { contentType: contentTypeOf(path), cacheControl: IMMUTABLE },
    sha256: actual,
    // Kept beside the bytes (R2 checks one hash only), so the seal lists each script's SRI unread.
    customMetadata: { sri384: await sri384(input.body) },
  });
  return { path, size: input.body.byteLength };
}

/**
 * Seals a version whose files were all uploaded. The version is claimed first (`sealing`: from then on
 * an upload to it is refused), each listed file is checked in the bucket under its hash, then the
 * version is sealed with its files pinned to those hashes. The same build again is a no-op; another
 * build under a version being sealed or sealed is refused; a file missing gives the claim back.
 */
export async function sealBuild(
  ctx: ReleaseCtx,
  remote: RemoteName,
  input: CreateRelease,
  by: string,
): Promise<{ row: ReleaseRow; created: boolean }> {
  const hash = await buildHash(input.files);
  const existing = await findRelease(ctx.db, remote, input.version);
  if (existing?.state === "sealed") {
    if (existing.hash !== hash) throw neverOverwritten(remote, input.version);
    return { row: existing, created: false };
  }
  if (existing && existing.hash !== hash) {
    if (Date.parse(existing.releasedAt) > ctx.now.getTime() - SEAL_ABANDONED_MS) {
      throw beingSealed(remote, input.version);
    }
    await dropClaim(ctx.db, existing);
  }
  if (!existing || existing.hash !== hash) {
    const claim: ReleaseRow = {
      remote,
      version: input.version,
      hash,
      files: input.files,
      releasedAt: ctx.now.toISOString(),
      releasedBy: by,
      checkedAt: null,
      state: "sealing",
      checkEvidence: null,
      integrity: null,
      entryIntegrity: null,
      filesIntegrity: null,
    };
    // Two seals of one version at once: the primary key lets one claim it, the other looks again.
    const inserted = await ctx.db.insert(remoteReleases).values(claim).onConflictDoNothing().returning();
    if (inserted.length === 0) return sealBuild(ctx, remote, input, by);
  }
  const scripts: [string, string][] = [];
  for (const file of input.files) {
    const key = contentKey(remote, input.version, file.sha256);
    const head = await ctx.bucket.head(key);
    const stored = head?.checksums.sha256 ? hex(head.checksums.sha256) : null;
    if (!head || stored !== file.sha256) {
      await dropClaim(ctx.db, { remote, version: input.version, hash });
      throw new UnprocessableError(`${file.path} was not uploaded`);
    }
    if (isScript(file.path)) scripts.push([file.path, await scriptIntegrity(ctx.bucket, key, head)]);
  }
  const list = integrityList(scripts);
  const [sealed] = await ctx.db
    .update(remoteReleases)
    .set({
      state: "sealed",
      releasedAt: ctx.now.toISOString(),
      integrity: list,
      entryIntegrity: scripts.find(([path]) => path === "remoteEntry.js")?.[1] ?? null,
      filesIntegrity: await sri384(new TextEncoder().encode(list)),
    })
    .where(
      and(
        eq(remoteReleases.remote, remote),
        eq(remoteReleases.version, input.version),
        eq(remoteReleases.hash, hash),
        eq(remoteReleases.state, "sealing"),
      ),
    )
    .returning();
  // Sealed by a run of the same build at the same moment: that one answers 201, this one 200.
  if (!sealed) return sealBuild(ctx, remote, input, by);
  return { row: sealed, created: true };
}

/** A script's SRI: from the checksum kept at its upload, else from its bytes (uploaded by an older Worker). */
async function scriptIntegrity(bucket: R2Bucket, key: string, head: R2Object) {
  const kept = head.customMetadata?.sri384;
  if (kept) return kept;
  const object = await bucket.get(key);
  if (!object) throw new UnprocessableError(`${key} vanished while being sealed`);
  return sri384(await object.arrayBuffer());
}

/** The text served as a version's INTEGRITY_LIST: each script's path and SRI, in path order. */
function integrityList(scripts: [string, string][]) {
  const sorted = [...scripts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify(Object.fromEntries(sorted));
}

/** Gives back a version's claim that was not sealed (a file missing, or a seal given up). */
function dropClaim(db: Db, row: Pick<ReleaseRow, "remote" | "version" | "hash">) {
  return db
    .delete(remoteReleases)
    .where(
      and(
        eq(remoteReleases.remote, row.remote),
        eq(remoteReleases.version, row.version),
        eq(remoteReleases.hash, row.hash),
        eq(remoteReleases.state, "sealing"),
      ),
    );
}

/** Each sealed version's SHA-384 list as served (INTEGRITY_LIST); null for a version sealed before 0032. */
const lists = new Map<string, string | null>();

/** The text of a sealed version's INTEGRITY_LIST (its SRI is in the manifest), or null when it has none. */
export async function sealedIntegrityList(db: Db, remote: RemoteName, version: string) {
  const key = `${remote}/${version}`;
  if (lists.has(key)) return lists.get(key) ?? null;
  const row = await findRelease(db, remote, version);
  if (row?.state !== "sealed") return null;
  lists.set(key, row.integrity);
  return row.integrity;
}

/** Each sealed version's files, path to SHA-256: sealed stays sealed, so an isolate remembers them. */
const pinned = new Map<string, Map<string, string>>();

/** The files a sealed version pins (path to SHA-256), or null when the version is not sealed. */
export async function sealedFiles(db: Db, remote: RemoteName, version: string) {
  const key = `${remote}/${version}`;
  const known = pinned.get(key);
  if (known) return known;
  const row = await findRelease(db, remote, version);
  if (row?.state !== "sealed") return null;
  const files = new Map(row.files.map((f) => [f.path, f.sha256]));
  pinned.set(key, files);
  return files;
}

/**
 * A sealed version's file, as its seal pinned it: the object under its hash, or (a version sealed
 * before files were kept by content) the one under its path if its bytes still are those. Null when
 * the version or the file is not there. `conditional`: the request's If-None-Match and the like.
 */
export async function releasedFile({
  ctx,
  input: { remote, version, path, conditional },
}: {
  ctx: ReleaseCtx;
  input: { remote: RemoteName; version: string; path: string; conditional: Headers };
}): Promise<R2Object | R2ObjectBody | null> {
  const sha = (await sealedFiles(ctx.db, remote, version))?.get(path);
  if (!sha) return null;
  const object = await ctx.bucket.get(contentKey(remote, version, sha), { onlyIf: conditional });
  if (object) return object;
  const legacy = await ctx.bucket.get(pathKey(remote, version, path), { onlyIf: conditional });
  if (!legacy) return null;
  const stored = legacy.checksums.sha256 ? hex(legacy.checksums.sha256) : null;
  if (stored === sha) return legacy;
  console.error(
    JSON.stringify({ level: "error", release: `${remote}/${version}/${path}`, sealed: sha, stored }),
  );
  return null;
}

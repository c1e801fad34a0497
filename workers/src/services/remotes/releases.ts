import {
  type CreateRelease,
  type FieldData,
  REMOTE_EXPOSES,
  REMOTE_NAMES,
  type ReleaseCheckEvidence,
  type RemoteName,
  type RemoteRelease,
  type RemoteStatus,
  releaseFolder,
} from "@chauffeur/contract";
import { admins, type Db, remotePromotions, remoteReleases } from "@chauffeur/db";
import { and, desc, eq, sql } from "drizzle-orm";
import { ConflictError, NotFoundError, UnprocessableError } from "../core/errors";
import { fieldDataOf } from "../telemetry/field";
import { findRelease, type ReleaseCtx, type ReleaseRow, sealBuild } from "./build-files";
import { canaryView, endCanary, recentCanaries, runningCanary, startCanary } from "./canary";
import { builtInPointer, KEPT_PREVIOUS, locate, type RemotePointer } from "./manifest";

export type { ReleaseCtx } from "./build-files";

const NO_FIELD: FieldData = {
  views: 0,
  loadFailures: 0,
  refused: 0,
  errors: 0,
  lcpP75: null,
  inpP75: null,
  clsP75: null,
};

function releaseView(row: ReleaseRow, field: FieldData = NO_FIELD): RemoteRelease {
  return {
    remote: row.remote,
    version: row.version,
    hash: row.hash,
    url: `${releaseFolder(row.remote, row.version)}remoteEntry.js`,
    fileCount: row.files.length,
    releasedAt: row.releasedAt,
    releasedBy: row.releasedBy,
    checkedAt: row.checkedAt,
    field,
  };
}

/** An admin's sign-in name, for the release history (their id if the account is gone). */
export async function operatorName(db: Db, adminId: string) {
  const row = await db.select({ username: admins.username }).from(admins).where(eq(admins.id, adminId)).get();
  return row?.username ?? adminId;
}

/**
 * Seals an uploaded build as a version (build-files.ts: claimed, each file checked under its hash, then
 * sealed with its files pinned). The same build again is a no-op; another build under it is refused.
 */
export async function sealRelease({
  ctx,
  input: { remote, release: input, adminId },
}: {
  ctx: ReleaseCtx;
  /** `adminId`: who seals it (the history shows their sign-in name). */
  input: { remote: RemoteName; release: CreateRelease; adminId: string };
}): Promise<{ release: RemoteRelease; created: boolean }> {
  const { row, created } = await sealBuild(ctx, remote, input, await operatorName(ctx.db, adminId));
  return { release: releaseView(row), created };
}

/** Why the check's evidence is not this sealed build's passing check; null when it is. */
function evidenceProblem(release: ReleaseRow, evidence: ReleaseCheckEvidence): string | null {
  if (evidence.hash !== release.hash) {
    return `the check ran on build ${evidence.hash}, not on ${release.hash}, the build sealed as ${release.version}`;
  }
  const pinned = new Map(release.files.map((f) => [f.path, f.sha256]));
  const other = evidence.loaded.find((f) => pinned.get(f.path) !== f.sha256);
  if (other)
    return `the check loaded ${other.path} with other bytes than the sealed build's (SHA-256 differs)`;
  if (!evidence.loaded.some((f) => f.path === "remoteEntry.js"))
    return "the check did not load remoteEntry.js";
  const missing = REMOTE_EXPOSES[release.remote].filter((name) => !evidence.exposes.includes(name));
  if (missing.length) return `the check did not import ${missing.join(", ")}, which the shell imports`;
  if (evidence.problems.length) return `the check failed: ${evidence.problems.join("; ")}`;
  return null;
}

/**
 * Keeps the evidence of a version's check in the built shell, as `npm run release:promote` recorded
 * it: only a passing check of this very build (its hash, and every file the browser loaded with the
 * SHA-256 the seal pinned) is kept, and only such a check lets the version be promoted.
 */
export async function recordCheck({
  ctx,
  input: { remote, version, evidence },
}: {
  ctx: ReleaseCtx;
  input: { remote: RemoteName; version: string; evidence: ReleaseCheckEvidence };
}) {
  const release = await findRelease(ctx.db, remote, version);
  if (release?.state !== "sealed") throw new NotFoundError(`${remote} ${version} is not released`);
  const problem = evidenceProblem(release, evidence);
  if (problem) throw new UnprocessableError(`${remote} ${version} is not recorded as checked: ${problem}`);
  const [row] = await ctx.db
    .update(remoteReleases)
    .set({ checkedAt: ctx.now.toISOString(), checkEvidence: evidence })
    .where(and(eq(remoteReleases.remote, remote), eq(remoteReleases.version, version)))
    .returning();
  if (!row) throw new NotFoundError(`${remote} ${version} is not released`);
  return releaseView(row);
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
  if (release?.state !== "sealed") throw new NotFoundError(`${remote} ${version} is not released`);
  if (!release.checkedAt || release.checkEvidence?.hash !== release.hash) {
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
  // Everybody gets the promoted version now: a canary running ends (promoted, when it was this one).
  const canary = await runningCanary(ctx.db, remote);
  if (canary) {
    await endCanary(ctx.db, {
      remote,
      outcome: canary.version === version ? "promoted" : "replaced",
      by: await operatorName(ctx.db, adminId),
      at: ctx.now.toISOString(),
    });
  }
  return remoteStatus(ctx, remote);
}

/**
 * Puts back the version live before this one. The caller names the version it sees live (`from`): ten
 * rollbacks sent at once from one version move back once, and the others are told it is gone.
 */
export async function rollbackRelease({
  ctx,
  input: { remote, from, adminId },
}: {
  ctx: ReleaseCtx;
  input: { remote: RemoteName; from: string; adminId: string };
}) {
  // A canary running is what a rollback undoes first: every browser goes back to the live version.
  const canary = await runningCanary(ctx.db, remote);
  if (canary) {
    if (canary.version !== from) {
      throw new ConflictError(
        `${remote} ${canary.version} is a canary now: a rollback ends it (name ${canary.version}, not ${from})`,
      );
    }
    const by = await operatorName(ctx.db, adminId);
    const at = ctx.now.toISOString();
    if (!(await endCanary(ctx.db, { remote, version: from, outcome: "rolled-back", by, at }))) {
      throw new ConflictError(`${remote}'s canary of ${from} ended just now: look again`);
    }
    return remoteStatus(ctx, remote);
  }
  const last = await lastPromotion(ctx.db, remote);
  const live = locate(ctx.config, remote, last?.live ?? null).version;
  if (live !== from) {
    throw new ConflictError(
      `${remote} ${from} is no longer live (${live} is): look again before rolling back`,
    );
  }
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
  const [releases, history, canaries] = await ctx.db.batch([
    ctx.db
      .select()
      .from(remoteReleases)
      .where(and(eq(remoteReleases.remote, remote), eq(remoteReleases.state, "sealed")))
      .orderBy(desc(remoteReleases.releasedAt), desc(remoteReleases.version)),
    ctx.db
      .select()
      .from(remotePromotions)
      .where(eq(remotePromotions.remote, remote))
      .orderBy(desc(remotePromotions.id))
      .limit(HISTORY_SHOWN),
    recentCanaries(ctx.db, remote),
  ]);
  const now = history[0] ?? builtInPointer();
  const field = await fieldDataOf(ctx, remote);
  const sris = Object.fromEntries(
    releases.map((r) => [r.version, { integrity: r.entryIntegrity, filesIntegrity: r.filesIntegrity }]),
  );
  const at = (version: string | null) => locate(ctx.config, remote, version, sris);
  const live = at(now.live);
  const running = canaries.find((c) => c.endedAt === null);
  return {
    remote,
    live: { ...live, field: field(live.version) },
    previous: now.previous.map(at),
    canary: running ? { ...canaryView(running), field: field(running.version) } : null,
    canaries: canaries.map(canaryView),
    releases: releases.map((r) => releaseView(r, field(r.version))),
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

/** Starts a canary of a checked version (or changes its share): `share` percent of browsers load it. */
export async function canaryRelease({
  ctx,
  input: { remote, version, share, adminId },
}: {
  ctx: ReleaseCtx;
  input: { remote: RemoteName; version: string; share: number; adminId: string };
}) {
  const last = await lastPromotion(ctx.db, remote);
  const live = locate(ctx.config, remote, last?.live ?? null).version;
  const by = await operatorName(ctx.db, adminId);
  await startCanary(ctx, { remote, version, share, by, live });
  return remoteStatus(ctx, remote);
}

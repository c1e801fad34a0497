import type { CanaryState, RemoteName } from "@chauffeur/contract";
import { type Db, remoteCanaries } from "@chauffeur/db";
import { and, desc, eq, isNull } from "drizzle-orm";
import { ConflictError, NotFoundError } from "../core/errors";
import { findRelease, type ReleaseCtx } from "./build-files";

export type CanaryRow = typeof remoteCanaries.$inferSelect;
export type CanaryOutcome = NonNullable<CanaryRow["outcome"]>;

/** The canary running for a remote, if any. */
export function runningCanary(db: Db, remote: RemoteName) {
  return db
    .select()
    .from(remoteCanaries)
    .where(and(eq(remoteCanaries.remote, remote), isNull(remoteCanaries.endedAt)))
    .get();
}

/** The last canaries of a remote, newest first. */
export function recentCanaries(db: Db, remote: RemoteName, limit = 5) {
  return db
    .select()
    .from(remoteCanaries)
    .where(eq(remoteCanaries.remote, remote))
    .orderBy(desc(remoteCanaries.id))
    .limit(limit);
}

export const canaryView = (row: CanaryRow): CanaryState => ({
  version: row.version,
  share: row.share,
  startedAt: row.startedAt,
  startedBy: row.startedBy,
  endedAt: row.endedAt,
  endedBy: row.endedBy,
  outcome: row.outcome,
  reason: row.reason,
});

/**
 * Serves a checked version to `share` percent of browsers beside the live one (sticky per browser: the
 * page keeps its draw). The same version again changes its share; another version while one runs, the
 * live one, or a version not checked in the built shell is refused.
 */
export async function startCanary(
  ctx: ReleaseCtx,
  input: { remote: RemoteName; version: string; share: number; by: string; live: string },
) {
  const { remote, version, share } = input;
  const release = await findRelease(ctx.db, remote, version);
  if (release?.state !== "sealed") throw new NotFoundError(`${remote} ${version} is not released`);
  if (!release.checkedAt || release.checkEvidence?.hash !== release.hash) {
    throw new ConflictError(
      `${remote} ${version} has not passed its check in the built shell: npm run release:canary -- ${remote} ${version} <share> checks it and starts the canary`,
    );
  }
  if (input.live === version) throw new ConflictError(`${remote} ${version} is live already`);
  const running = await runningCanary(ctx.db, remote);
  if (running && running.version !== version) {
    throw new ConflictError(
      `${remote} ${running.version} is a canary now: promote it or roll it back before another`,
    );
  }
  if (running) {
    const changed = await ctx.db
      .update(remoteCanaries)
      .set({ share })
      .where(and(eq(remoteCanaries.id, running.id), isNull(remoteCanaries.endedAt)))
      .returning();
    if (changed.length !== 1) throw new ConflictError(`${remote}'s canary ended just now: look again`);
    return;
  }
  const inserted = await ctx.db
    .insert(remoteCanaries)
    .values({ remote, version, share, startedAt: ctx.now.toISOString(), startedBy: input.by })
    .onConflictDoNothing()
    .returning();
  if (inserted.length !== 1) throw new ConflictError(`${remote} got a canary just now: look again`);
}

/** Ends the canary running for a remote (if it is still `version` when given); true when one ended. */
export async function endCanary(
  db: Db,
  input: {
    remote: RemoteName;
    version?: string;
    outcome: CanaryOutcome;
    by: string;
    at: string;
    reason?: string | null;
  },
) {
  const conditions = [eq(remoteCanaries.remote, input.remote), isNull(remoteCanaries.endedAt)];
  if (input.version) conditions.push(eq(remoteCanaries.version, input.version));
  const ended = await db
    .update(remoteCanaries)
    .set({ endedAt: input.at, endedBy: input.by, outcome: input.outcome, reason: input.reason ?? null })
    .where(and(...conditions))
    .returning();
  return ended.length === 1;
}

import { type FieldData, REMOTE_NAMES } from "@chauffeur/contract";
import { admins } from "@chauffeur/db";
import { eq } from "drizzle-orm";
import { auditStatement } from "../audit/entry";
import { runGuarded } from "../core/batch";
import { siteUrlOf } from "../core/context";
import { outboxIfChanged } from "../core/outbox";
import { canaryRolledBackMessage } from "../messages/releases";
import { findRelease } from "../remotes/build-files";
import { runningCanary } from "../remotes/canary";
import { remoteStatus } from "../remotes/releases";
import { ratesOf } from "../telemetry/field";
import type { Job, JobContext } from "./job";

const pct = (rate: number) => `${(100 * rate).toFixed(1)}%`;

/**
 * Why a canary must go back, or null: over at least `minViews` page views, its load-failure or error
 * rate passed the live version's by more than `margin` (a fraction).
 */
export function canaryVerdict(canary: FieldData, live: FieldData, minViews: number, margin: number) {
  if (canary.views < minViews) return null;
  const c = ratesOf(canary);
  const l = ratesOf(live);
  if (c.loadFailures > l.loadFailures + margin) {
    return `its load-failure rate was ${pct(c.loadFailures)} over ${canary.views} page views, against ${pct(l.loadFailures)} for the live version (the margin is ${pct(margin)})`;
  }
  if (c.errors > l.errors + margin) {
    return `its error rate was ${pct(c.errors)} over ${canary.views} page views, against ${pct(l.errors)} for the live version (the margin is ${pct(margin)})`;
  }
  return null;
}

/** Who released a version, and where to write to them (the site's address when the account has none). */
async function authorOf(ctx: JobContext, releasedBy: string) {
  const row = await ctx.db
    .select({ name: admins.name, email: admins.email })
    .from(admins)
    .where(eq(admins.username, releasedBy))
    .get();
  return { name: row?.name || releasedBy, email: row?.email ?? ctx.config.SITE_EMAIL };
}

/** Rolls back each canary doing worse than its live version, and tells the release's author why. */
async function watchCanaries(ctx: JobContext) {
  let watched = 0;
  let rolledBack = 0;
  const at = ctx.now.toISOString();
  for (const remote of REMOTE_NAMES) {
    const running = await runningCanary(ctx.db, remote);
    if (!running) continue;
    watched += 1;
    const status = await remoteStatus(ctx, remote);
    if (!status.canary) continue;
    const reason = canaryVerdict(
      status.canary.field,
      status.live.field,
      ctx.config.CANARY_MIN_VIEWS,
      ctx.config.CANARY_MARGIN_PERCENT / 100,
    );
    if (!reason) continue;
    const release = await findRelease(ctx.db, remote, running.version);
    const author = await authorOf(ctx, release?.releasedBy ?? running.startedBy);
    const message = canaryRolledBackMessage(
      {
        recipient: author.email,
        author: author.name,
        remote,
        version: running.version,
        live: status.live.version,
        reason: `${running.version} ${reason}`,
        canary: status.canary.field,
        liveField: status.live.field,
        consoleLink: `${siteUrlOf(ctx.config)}/admin`,
      },
      ctx.config,
    );
    const [ended] = await runGuarded(ctx.db, [
      {
        sql: `update remote_canaries set ended_at = ?, ended_by = 'the jobs', outcome = 'rolled-back-automatically', reason = ?
          where id = ? and ended_at is null`,
        params: [at, reason, running.id],
      },
      outboxIfChanged(message, at),
      auditStatement(
        {
          actor: { type: "system", id: null, role: null, name: "canary watch" },
          action: "release.canary-rolled-back",
          target: { type: "remote", id: remote, label: `mfe-${remote} ${running.version}` },
          before: { canary: `${running.version} (${running.share}%)` },
          after: { canary: null },
          reason,
        },
        at,
        { ifChanged: true },
      ),
    ]);
    if (ended) rolledBack += 1;
  }
  return { watched, rolledBack };
}

/** Every five minutes: canaries judged on their field data against the live version. */
export const canaryJob: Job = { name: "canary-watch", run: watchCanaries };

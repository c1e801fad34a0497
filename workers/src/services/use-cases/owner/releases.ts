import type { CreateRelease, ReleaseCheckEvidence, RemoteName } from "@chauffeur/contract";
import type { Actor } from "../../audit/entry";
import { audited, recordAudit } from "../../audit/record";
import {
  canaryRelease,
  promoteRelease,
  type ReleaseCtx,
  recordCheck,
  remoteStatus,
  rollbackRelease,
  sealRelease,
} from "../../remotes/releases";

/** What a promotion, canary or rollback moves: the version live, the ones live before it, the canary. */
const liveVersions = async (ctx: ReleaseCtx, remote: RemoteName) => {
  const status = await remoteStatus(ctx, remote);
  return {
    live: status.live.version,
    previous: status.previous.map((p) => p.version),
    canary: status.canary ? `${status.canary.version} (${status.canary.share}%)` : null,
  };
};

const auditedRemote = <T>(
  ctx: ReleaseCtx,
  entry: { actor: Actor; action: string; remote: RemoteName },
  action: () => Promise<T>,
) =>
  audited(
    {
      ctx,
      input: {
        actor: entry.actor,
        action: entry.action,
        target: { type: "remote", id: entry.remote, label: `mfe-${entry.remote}` },
        snapshot: () => liveVersions(ctx, entry.remote),
      },
    },
    action,
  );

/** The owner promotes a checked version: the live version before and after. */
export const promoteAudited = ({
  ctx,
  input: { actor, ...input },
}: {
  ctx: ReleaseCtx;
  input: { remote: RemoteName; version: string; adminId: string; actor: Actor };
}) =>
  auditedRemote(ctx, { actor, action: "release.promoted", remote: input.remote }, () =>
    promoteRelease({ ctx, input }),
  );

/** The owner starts a canary of a checked version, or changes its share. */
export const canaryAudited = ({
  ctx,
  input: { actor, ...input },
}: {
  ctx: ReleaseCtx;
  input: { remote: RemoteName; version: string; share: number; adminId: string; actor: Actor };
}) =>
  auditedRemote(ctx, { actor, action: "release.canary", remote: input.remote }, () =>
    canaryRelease({ ctx, input }),
  );

/** The owner rolls a remote back to the version live before (or ends its canary). */
export const rollbackAudited = ({
  ctx,
  input: { actor, ...input },
}: {
  ctx: ReleaseCtx;
  /** `from`: the version the caller sees live (docs/decisions/008: ten rollbacks at once move back one). */
  input: { remote: RemoteName; from: string; adminId: string; actor: Actor };
}) =>
  auditedRemote(ctx, { actor, action: "release.rolled-back", remote: input.remote }, () =>
    rollbackRelease({ ctx, input }),
  );

/** A release sealed (its files uploaded before): the version and its hash; a repeat of the same is no row. */
export async function sealAudited({
  ctx,
  input: { actor, ...input },
}: {
  ctx: ReleaseCtx;
  input: { remote: RemoteName; release: CreateRelease; adminId: string; actor: Actor };
}) {
  const result = await sealRelease({ ctx, input });
  if (result.created) {
    await recordAudit({
      ctx,
      input: {
        actor,
        action: "release.sealed",
        target: { type: "remote", id: input.remote, label: `mfe-${input.remote} ${result.release.version}` },
        after: {
          version: result.release.version,
          hash: result.release.hash,
          files: input.release.files.length,
        },
      },
    });
  }
  return result;
}

/** A version passed its check in the built shell: its evidence is kept (when it holds) and the time recorded. */
export async function checkAudited({
  ctx,
  input: { actor, ...input },
}: {
  ctx: ReleaseCtx;
  input: { remote: RemoteName; version: string; evidence: ReleaseCheckEvidence; actor: Actor };
}) {
  const result = await recordCheck({ ctx, input });
  await recordAudit({
    ctx,
    input: {
      actor,
      action: "release.checked",
      target: { type: "remote", id: input.remote, label: `mfe-${input.remote} ${input.version}` },
      after: { version: input.version, checked: true },
    },
  });
  return result;
}

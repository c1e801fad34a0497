import {
  CHAUFFEUR_PAYOUT_PERCENT,
  mayUse,
  type RegisterDriver,
  STAFF_ACCESS,
  type StaffRole,
  type UpdateDriver,
} from "@chauffeur/contract";
import type { Actor } from "../../audit/entry";
import { recordAudit } from "../../audit/record";
import type { Ctx } from "../../core/context";
import { ForbiddenError } from "../../core/errors";
import { deleteDriver, driverAuditFields, updateDriver } from "../../drivers/manage";
import { registerDriver } from "../../drivers/register";
import { auditedDriver } from "../audit-trail";

/**
 * A chauffeur's pay share is pay (docs/decisions/025): the staff of the `pay` area set it (the owner, among
 * those who manage drivers); a dispatcher's form leaves it as it is, and a different share from them is 403.
 */
function mayChangePay(actor: Actor, from: number, to: number | undefined) {
  if (to === undefined || to === from || mayUse(actor.role as StaffRole, "pay")) return;
  throw new ForbiddenError(
    `Your role (${actor.role}) may not change a chauffeur's pay share: it needs ${STAFF_ACCESS.pay.join(" or ")}`,
  );
}

/** The dispatcher adds a chauffeur: the new driver's fields are the audit row's after. */
export async function registerDriverAudited({
  ctx,
  input: { actor, ...input },
}: {
  ctx: Ctx;
  input: RegisterDriver & { actor: Actor };
}) {
  mayChangePay(actor, CHAUFFEUR_PAYOUT_PERCENT, input.payoutPercent);
  const result = await registerDriver({ ctx, input });
  await recordAudit({
    ctx,
    input: {
      actor,
      action: "driver.created",
      target: { type: "driver", id: result.driver_id, label: result.driver_name },
      before: null,
      after: await driverAuditFields(ctx.db, result.driver_id),
    },
  });
  return result;
}

/**
 * The dispatcher corrects a chauffeur or takes them off the rota (their sessions end); the owner also sets
 * their pay share. The audit row's before and after carry the share.
 */
export async function updateDriverAudited({
  ctx,
  input: { actor, ...input },
}: {
  ctx: Ctx;
  input: UpdateDriver & { id: string; actor: Actor };
}) {
  const current = await driverAuditFields(ctx.db, input.id);
  if (current) mayChangePay(actor, Number(current.payoutPercent), input.payoutPercent);
  return auditedDriver(ctx, { actor, action: "driver.changed", driverId: input.id }, () =>
    updateDriver({ ctx, input }),
  );
}

/** The dispatcher deletes a chauffeur (their sessions end, their rides become unassigned). */
export const deleteDriverAudited = ({
  ctx,
  input: { actor, ...input },
}: {
  ctx: Ctx;
  input: { id: string; adminId: string; actor: Actor };
}) =>
  auditedDriver(ctx, { actor, action: "driver.deleted", driverId: input.id }, () =>
    deleteDriver({ ctx, input }),
  );

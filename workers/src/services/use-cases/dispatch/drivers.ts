import type { RegisterDriver, UpdateDriver } from "@chauffeur/contract";
import type { Actor } from "../../audit/entry";
import { recordAudit } from "../../audit/record";
import type { Ctx } from "../../core/context";
import { deleteDriver, driverAuditFields, updateDriver } from "../../drivers/manage";
import { registerDriver } from "../../drivers/register";
import { auditedDriver } from "../audit-trail";

/** The dispatcher adds a chauffeur: the new driver's fields are the audit row's after. */
export async function registerDriverAudited({
  ctx,
  input: { actor, ...input },
}: {
  ctx: Ctx;
  input: RegisterDriver & { actor: Actor };
}) {
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

/** The dispatcher corrects a chauffeur or takes them off the rota (their sessions end). */
export const updateDriverAudited = ({
  ctx,
  input: { actor, ...input },
}: {
  ctx: Ctx;
  input: UpdateDriver & { id: string; actor: Actor };
}) =>
  auditedDriver(ctx, { actor, action: "driver.changed", driverId: input.id }, () =>
    updateDriver({ ctx, input }),
  );

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

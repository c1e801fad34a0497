import type { ContactReply } from "@chauffeur/contract";
import { watchForProblems } from "../../alerts/dispatch-watch";
import type { Actor } from "../../audit/entry";
import { recordAudit } from "../../audit/record";
import type { Ctx } from "../../core/context";
import { replyToContactMessage } from "../../enquiries/contact";
import { enterLanding } from "../../flights/landing";
import { assignDriver } from "../../rides/assignment";
import { auditedBooking } from "../audit-trail";

/**
 * The dispatcher assigns (or reassigns) a driver: one audit row with the assignment before and after; the
 * booking's exceptions are looked at again at once ("no chauffeur" leaves the list as it is assigned).
 */
export const assignDriverAudited = async ({
  ctx,
  input: { actor, ...input },
}: {
  ctx: Ctx;
  input: {
    id: string;
    driverId: string;
    adminId: string;
    actor: Actor;
    override?: { reason: string } | null;
  };
}) => {
  const result = await auditedBooking(ctx, { actor, action: "booking.assigned", bookingId: input.id }, () =>
    assignDriver({ ctx, input }),
  );
  await watchForProblems({ ctx, input: { bookingId: input.id, resolveOnly: true } });
  return result;
};

/** The dispatcher enters a flight's landing: the pickup moves with it. */
export const enterLandingAudited = ({
  ctx,
  input: { actor, ...input },
}: {
  ctx: Ctx;
  input: { bookingId: string; landingAt: number; adminId: string; actor: Actor };
}) =>
  auditedBooking(ctx, { actor, action: "booking.flight-landing", bookingId: input.bookingId }, () =>
    enterLanding({ ctx, input }),
  );

/** The dispatcher answers a contact message: who was answered and what they were told. */
export async function replyAudited({
  ctx,
  input: { actor, ...input },
}: {
  ctx: Ctx;
  input: ContactReply & { id: string; actor: Actor };
}) {
  const result = await replyToContactMessage({ ctx, input });
  await recordAudit({
    ctx,
    input: {
      actor,
      action: "message.replied",
      target: { type: "contact-message", id: input.id, label: result.contactMessage.email },
      before: { repliedAt: null },
      after: { repliedAt: result.contactMessage.repliedAt, reply: input.body },
    },
  });
  return result;
}

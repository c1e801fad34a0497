import { outbox } from "@chauffeur/db";
import { eq, or } from "drizzle-orm";
import { alertStatements } from "../alerts/raise";
import { runGuarded } from "../core/batch";
import type { Ctx } from "../core/context";
import { BadRequestError, NotFoundError } from "../core/errors";
import { eventsIfChanged } from "../core/history";
import { type SvixHeaders, verifySvixSignature } from "./svix-signature";

/** The delivery events dispatch must see: the address bounced, or the reader called it spam. */
const MARKS = { "email.bounced": "bounced", "email.complained": "complained" } as const;
/** Each mark as an exception in the console (no e-mail to dispatch: its own could bounce in turn). */
const ALERTS = { bounced: "mail_bounced", complained: "mail_complained" } as const;

interface ResendEvent {
  type?: string;
  data?: {
    email_id?: string;
    /** Documented as `[{ name, value }]`; its examples show `{ name: value }`: both are read. */
    tags?: Record<string, string> | { name?: string; value?: string }[];
    bounce?: { type?: string; subType?: string; message?: string };
  };
}

/** The outbox id the e-mail was tagged with when sent, as either shape of Resend's tags returns it. */
function outboxIdOf(tags: NonNullable<ResendEvent["data"]>["tags"]): string | undefined {
  if (Array.isArray(tags)) return tags.find((t) => t?.name === "outbox_id")?.value;
  return typeof tags?.outbox_id === "string" ? tags.outbox_id : undefined;
}

/** The provider's words for what happened, kept with the message and in the booking's history. */
function noteOf(event: ResendEvent, mark: "bounced" | "complained"): string {
  if (mark === "complained") return "The recipient marked the e-mail as spam";
  const bounce = event.data?.bounce;
  const kind = [bounce?.type, bounce?.subType].filter(Boolean).join(", ");
  return [bounce?.message ?? "The e-mail bounced", kind ? `(${kind})` : ""].join(" ").trim().slice(0, 500);
}

/**
 * POST /api/mail/resend/webhook: Resend's delivery events, signature checked (Svix) on the raw body; 404
 * while no webhook secret is configured. A bounce or a complaint marks its message in the outbox (found by
 * Resend's id, or the outbox id it was tagged with) and, once, says so in the booking's history and
 * raises it in the console's Exceptions (the alerts domain), where dispatch marks it checked; a
 * redelivery changes nothing. Other events are acknowledged and left.
 */
export async function receiveMailEvent({
  ctx,
  input: { raw, headers },
}: {
  ctx: Ctx;
  input: { raw: string; headers: SvixHeaders };
}): Promise<{ handled: boolean }> {
  const secret = ctx.config.RESEND_WEBHOOK_SECRET;
  if (!secret) throw new NotFoundError("Mail webhooks are not configured");
  await verifySvixSignature(raw, headers, secret, ctx.now);
  let event: ResendEvent;
  try {
    event = JSON.parse(raw) as ResendEvent;
  } catch {
    throw new BadRequestError("The event is not JSON");
  }
  const mark = MARKS[event.type as keyof typeof MARKS];
  const emailId = event.data?.email_id;
  const outboxId = outboxIdOf(event.data?.tags);
  if (!mark || (!emailId && !outboxId)) return { handled: false };
  const message = await ctx.db
    .select({
      id: outbox.id,
      bookingId: outbox.bookingId,
      recipient: outbox.recipient,
      subject: outbox.subject,
    })
    .from(outbox)
    .where(or(eq(outbox.providerId, emailId ?? ""), eq(outbox.id, outboxId ?? "")))
    .get();
  if (!message) return { handled: false };
  const at = ctx.now.toISOString();
  const note = noteOf(event, mark);
  await runGuarded(ctx.db, [
    {
      sql: "update outbox set delivery = ?, delivery_note = ?, delivery_at = ? where id = ? and coalesce(delivery, '') <> ?",
      params: [mark, note, at, message.id, mark],
    },
    ...(message.bookingId
      ? [
          eventsIfChanged(
            [
              {
                bookingId: message.bookingId,
                actorType: "system",
                actorId: null,
                field: "email",
                fromValue: "sent",
                toValue: mark,
                note: `"${message.subject}" to ${message.recipient}: ${note}`,
              },
            ],
            at,
          ),
        ]
      : []),
    // Raised only when the mark was new: right after the update, or after the history row it wrote.
    ...alertStatements(
      ctx,
      {
        kind: ALERTS[mark],
        bookingId: message.bookingId,
        detail:
          mark === "bounced"
            ? `The e-mail "${message.subject}" to ${message.recipient} bounced: ${note}`
            : `The e-mail "${message.subject}" to ${message.recipient} was marked as spam by its reader`,
        dedupeKey: `${ALERTS[mark]}:${message.id}`,
      },
      { afterChange: true },
    ),
  ]);
  return { handled: true };
}

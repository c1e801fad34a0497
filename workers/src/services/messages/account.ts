import { INVITE_TTL_HOURS, RESET_TTL_MINUTES, type StaffRole } from "@chauffeur/contract";
import type { OutboxInput } from "../core/outbox";
import { email } from "./compose";
import { action, type Letterhead, text } from "./letter";

const ROLE_WORDS: Record<StaffRole, string> = {
  owner: "an owner (everything, with staff, settings and releases)",
  dispatcher: "a dispatcher (bookings, drivers, messages, and refunds up to the limit)",
  accountant: "an accountant (money, exports and the audit log; bookings to read)",
};

/** The e-mail an invited staff member gets: who invited them, as what, and the link to set a password. */
export function staffInviteMessage(
  i: { email: string; name: string; role: StaffRole; invitedBy: string; link: string },
  head: Letterhead,
): OutboxInput {
  return email(head, {
    recipient: i.email,
    template: "staff-invite",
    subject: `You are invited to the ${head.SITE_NAME} console`,
    bookingId: null,
    blocks: [
      text(`Dear ${i.name},`),
      text(`${i.invitedBy} invited you to the ${head.SITE_NAME} console as ${ROLE_WORDS[i.role]}.`),
      action(
        `Choose your password here (the link works once, for ${INVITE_TTL_HOURS} hours)`,
        i.link,
        "Choose your password",
      ),
      text("At your first sign-in you will set up a second factor: an authenticator app on your phone."),
      text("If you did not expect this, ignore this message; nothing happens without the link."),
    ],
  });
}

/** The e-mail of a password reset: the link, how long it works, and what to do if it was not you. */
export function passwordResetMessage(
  r: { email: string; name: string; link: string },
  head: Letterhead,
): OutboxInput {
  return email(head, {
    recipient: r.email,
    template: "password-reset",
    subject: `Reset your ${head.SITE_NAME} password`,
    bookingId: null,
    blocks: [
      text(`Dear ${r.name},`),
      action(
        `Someone asked to reset the password of your account. Choose a new one here (the link works once, for ${RESET_TTL_MINUTES} minutes)`,
        r.link,
        "Choose a new password",
      ),
      text(
        "Setting it signs you out everywhere. If you did not ask for this, ignore this message: your password stays as it is.",
      ),
    ],
  });
}

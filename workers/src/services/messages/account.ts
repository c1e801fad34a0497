import { INVITE_TTL_HOURS, RESET_TTL_MINUTES, type StaffRole } from "@chauffeur/contract";
import type { OutboxInput } from "../core/outbox";

const ROLE_WORDS: Record<StaffRole, string> = {
  owner: "an owner (everything, with staff, settings and releases)",
  dispatcher: "a dispatcher (bookings, drivers, messages, and refunds up to the limit)",
  accountant: "an accountant (money, exports and the audit log; bookings to read)",
};

/** The e-mail an invited staff member gets: who invited them, as what, and the link to set a password. */
export function staffInviteMessage(i: {
  email: string;
  name: string;
  role: StaffRole;
  invitedBy: string;
  link: string;
  siteName: string;
}): OutboxInput {
  return {
    recipient: i.email,
    template: "staff-invite",
    subject: `You are invited to the ${i.siteName} console`,
    body: [
      `Dear ${i.name},`,
      "",
      `${i.invitedBy} invited you to the ${i.siteName} console as ${ROLE_WORDS[i.role]}.`,
      "",
      `Choose your password here (the link works once, for ${INVITE_TTL_HOURS} hours):`,
      i.link,
      "",
      "At your first sign-in you will set up a second factor: an authenticator app on your phone.",
      "",
      "If you did not expect this, ignore this message; nothing happens without the link.",
      `${i.siteName}`,
    ].join("\n"),
    bookingId: null,
  };
}

/** The e-mail of a password reset: the link, how long it works, and what to do if it was not you. */
export function passwordResetMessage(r: {
  email: string;
  name: string;
  link: string;
  siteName: string;
}): OutboxInput {
  return {
    recipient: r.email,
    template: "password-reset",
    subject: `Reset your ${r.siteName} password`,
    body: [
      `Dear ${r.name},`,
      "",
      "Someone asked to reset the password of your account. Choose a new one here",
      `(the link works once, for ${RESET_TTL_MINUTES} minutes):`,
      r.link,
      "",
      "Setting it signs you out everywhere. If you did not ask for this, ignore this message:",
      "your password stays as it is.",
      `${r.siteName}`,
    ].join("\n"),
    bookingId: null,
  };
}

// Shared steps of the staff end-to-end tests: e-mailed links read through the admin API, and the codes an
// authenticator app would show, computed from the enrolment's secret (otpauth, RFC 6238).
import { Secret, TOTP } from "otpauth";
import { messageFor } from "./money-support";
import { adminToken } from "./support/api";

/** The code an authenticator app shows for `secret` (the key the enrolment page shows, spaces and all). */
export const totpCode = (secret: string, at = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret.replace(/\s/g, "")), digits: 6, period: 30 }).generate({
    timestamp: at,
  });

/** The path and query of the link in the newest `template` message to `email`. */
export async function linkSentTo(email: string, template: string) {
  const message = await messageFor(await adminToken(), email, template);
  const link = /https?:\/\/[^\s]+|\/[\w/-]+\?token=[\w-]+/.exec(message.body)?.[0];
  if (!link) throw new Error(`no link in the ${template} message to ${email}`);
  const url = new URL(link, "http://site");
  return `${url.pathname}${url.search}`;
}

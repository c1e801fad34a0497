import { UnauthorizedError } from "../core/errors";
import { equalInConstantTime } from "../core/fingerprint";

/** Svix's default: an event signed more than five minutes ago (or ahead) is refused as a replay. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export interface SvixHeaders {
  id: string | undefined;
  timestamp: string | undefined;
  signature: string | undefined;
}

async function sign(secret: string, content: string): Promise<string> {
  const raw = Uint8Array.from(atob(secret.replace(/^whsec_/, "")), (c) => c.charCodeAt(0));
  const key = await crypto.subtle.importKey("raw", raw, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const mac = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(content));
  return btoa(String.fromCharCode(...new Uint8Array(mac)));
}

/**
 * Verifies a webhook signed the Svix way, as Resend signs its own (Standard Webhooks): `svix-signature`
 * holds one or more `v1,<base64>` (several while a secret rotates), each an HMAC-SHA256 of
 * `<svix-id>.<svix-timestamp>.<raw body>` under the secret after `whsec_`, base64-decoded; the timestamp
 * (seconds) must be within the tolerance of now.
 */
export async function verifySvixSignature(
  payload: string,
  headers: SvixHeaders,
  secret: string,
  now: Date,
  tolerance = WEBHOOK_TOLERANCE_SECONDS,
): Promise<void> {
  const { id, timestamp, signature } = headers;
  if (!id || !timestamp || !signature) throw new UnauthorizedError("Missing webhook signature headers");
  const seconds = Number(timestamp);
  if (!Number.isInteger(seconds)) throw new UnauthorizedError("Malformed webhook timestamp");
  let expected: string;
  try {
    expected = await sign(secret, `${id}.${timestamp}.${payload}`);
  } catch {
    throw new UnauthorizedError("The webhook secret is not a Svix secret");
  }
  const offered = signature.split(" ").flatMap((part) => {
    const [version, value] = part.split(",");
    return version === "v1" && value ? [value] : [];
  });
  if (!offered.some((s) => equalInConstantTime(s, expected))) {
    throw new UnauthorizedError("Webhook signature does not match");
  }
  if (Math.abs(now.getTime() / 1000 - seconds) > tolerance) {
    throw new UnauthorizedError("Webhook timestamp is outside the tolerance");
  }
}

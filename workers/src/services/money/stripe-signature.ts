import { UnauthorizedError } from "../core/errors";
import { equalInConstantTime } from "../core/fingerprint";

/** Stripe's default: an event signed more than five minutes ago (or ahead) is refused as a replay. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

const hex = (bytes: ArrayBuffer) =>
  Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, "0")).join("");

export async function stripeSignature(secret: string, timestamp: number, payload: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  return hex(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`${timestamp}.${payload}`)));
}

/**
 * Verifies a `Stripe-Signature` header (`t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.payload">`, possibly
 * several v1 during a secret's rotation) against the raw body, within the tolerance.
 */
export async function verifyStripeSignature(
  payload: string,
  header: string | undefined,
  secret: string,
  now: Date,
  tolerance = SIGNATURE_TOLERANCE_SECONDS,
): Promise<void> {
  if (!header) throw new UnauthorizedError("Missing Stripe-Signature header");
  const parts = header.split(",").map((p) => p.trim().split("="));
  const t = Number(parts.find(([k]) => k === "t")?.[1]);
  const signatures = parts.filter(([k]) => k === "v1").map(([, v]) => v ?? "");
  if (!Number.isInteger(t) || signatures.length === 0)
    throw new UnauthorizedError("Malformed Stripe-Signature header");
  const expected = await stripeSignature(secret, t, payload);
  if (!signatures.some((s) => equalInConstantTime(s, expected)))
    throw new UnauthorizedError("Stripe signature does not match");
  if (Math.abs(now.getTime() / 1000 - t) > tolerance)
    throw new UnauthorizedError("Stripe signature timestamp is outside the tolerance");
}

import { RECOVERY_CODE_COUNT } from "@chauffeur/contract";
import { Secret, TOTP } from "otpauth";
import { sha256Hex } from "../core/fingerprint";

/**
 * The second factor (RFC 6238) through `otpauth`: SHA-1, 6 digits, 30 s, the form every authenticator
 * app reads. A code is accepted one step either side of now, and only for a step later than the last one
 * used, so a code seen over a shoulder cannot be replayed (RFC 6238 section 5.2).
 */
const PERIOD_SECONDS = 30;

const totpOf = (secret: string, label: string, issuer: string) =>
  new TOTP({
    issuer,
    label,
    algorithm: "SHA1",
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

/** A new secret (160 bits, base32) and the otpauth:// URL the page shows as a QR code. */
export function newTotpSecret(label: string, issuer: string): { secret: string; otpauthUrl: string } {
  const secret = new Secret({ size: 20 }).base32;
  return { secret, otpauthUrl: totpOf(secret, label, issuer).toString() };
}

/** The time step a code belongs to, when it is right within one step of now; null when wrong. */
export function totpStep(secret: string, code: string, now: number): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secret, "check", "check").validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}

const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

/** A recovery code as typed: dashes and spaces ignored, case too. */
export const normalizeRecoveryCode = (code: string) => code.replace(/[\s-]/g, "").toLowerCase();

/** Ten codes of 10 characters (about 49 bits each), shown once as `xxxxx-xxxxx`. */
export function newRecoveryCodes(): string[] {
  // Bytes past the last whole multiple of the alphabet are skipped, so every character is equally likely.
  const limit = 256 - (256 % RECOVERY_ALPHABET.length);
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    let text = "";
    while (text.length < 10) {
      for (const b of crypto.getRandomValues(new Uint8Array(16))) {
        if (b < limit && text.length < 10) text += RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length];
      }
    }
    return `${text.slice(0, 5)}-${text.slice(5)}`;
  });
}

/** What is kept of a recovery code: its hash, salted with the account so equal codes differ. */
export const recoveryCodeHash = (staffId: string, code: string) =>
  sha256Hex(`recovery:${staffId}:${normalizeRecoveryCode(code)}`);

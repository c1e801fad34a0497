/**
 * Password hashing with WebCrypto PBKDF2-SHA256. Cloudflare's production runtime refuses PBKDF2 above
 * 100,000 iterations (the local workerd of our tests accepts more, so the cap is enforced here too).
 * Stored as `pbkdf2-sha256$<iterations>$<salt b64>$<hash b64>` so the count can change later.
 */
export const PBKDF2_ITERATIONS = 100_000;
const SALT_BYTES = 16;
const HASH_BITS = 256;
const PREFIX = "pbkdf2-sha256";

const toB64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromB64 = (text: string) => Uint8Array.from(atob(text), (ch) => ch.charCodeAt(0));

async function derive(password: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(password), "PBKDF2", false, [
    "deriveBits",
  ]);
  const bits = await crypto.subtle.deriveBits(
    { name: "PBKDF2", hash: "SHA-256", salt, iterations },
    key,
    HASH_BITS,
  );
  return new Uint8Array(bits);
}

export async function hashPassword(password: string, iterations = PBKDF2_ITERATIONS): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derive(password, salt, iterations);
  return `${PREFIX}$${iterations}$${toB64(salt)}$${toB64(hash)}`;
}

/** Compares every byte whatever the first difference, so timing does not reveal how much matched. */
export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  let diff = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [prefix, iterText, saltText, hashText] = stored.split("$");
  const iterations = Number(iterText);
  if (prefix !== PREFIX || !saltText || !hashText) return false;
  if (!Number.isInteger(iterations) || iterations < 1 || iterations > PBKDF2_ITERATIONS) return false;
  const expected = fromB64(hashText);
  const actual = await derive(password, fromB64(saltText), iterations);
  return constantTimeEqual(actual, expected);
}

/**
 * A hash of a random password, checked when the account does not exist, so an unknown username costs
 * the same time as a wrong password and response times do not reveal which accounts exist.
 */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(crypto.randomUUID());
  return decoy;
}

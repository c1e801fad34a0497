/** Letters and digits that cannot be confused when read aloud or typed (no 0/O, 1/I/L, U/V). */
const ALPHABET = "23456789ABCDEFGHJKMNPQRSTWXYZ";

/** A booking reference such as "BC-7K4Q9M", from a CSPRNG. */
export function newBookingReference(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(6));
  return `BC-${Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join("")}`;
}

/** A stable fingerprint of a request body, to tell a retry from a different booking under one key. */
export async function requestHash(value: unknown): Promise<string> {
  const data = new TextEncoder().encode(JSON.stringify(value));
  const digest = await crypto.subtle.digest("SHA-256", data);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** Letters and digits that cannot be confused when read aloud or typed (no 0/O, 1/I/L, U/V). */
const ALPHABET = "23456789ABCDEFGHJKMNPQRSTWXYZ";

/** A booking reference such as "BC-7K4Q9M", from a CSPRNG. */
export function newBookingReference(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(6));
  return `BC-${Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join("")}`;
}

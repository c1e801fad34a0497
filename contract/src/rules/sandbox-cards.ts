/**
 * The sandbox payment provider's test cards (like a card processor's test mode). The page turns a typed
 * number into a token in the browser, so the number itself never reaches our API.
 */
export const SANDBOX_TOKENS = {
  "4242424242424242": { token: "tok_sandbox_visa", brand: "visa" },
  "5555555555554444": { token: "tok_sandbox_mastercard", brand: "mastercard" },
  "4000000000000002": { token: "tok_sandbox_chargeDeclined", brand: "visa" },
  "4000000000009995": { token: "tok_sandbox_insufficientFunds", brand: "visa" },
  /** Passes the checks made while the customer is present; a hold made without them needs 3-D Secure. */
  "4000002760003184": { token: "tok_sandbox_authenticationRequired", brand: "visa" },
  /** Authorizes, but its holds lapse one hour after they are placed, so renewal can be seen. */
  "4000000000001018": { token: "tok_sandbox_expiringHold", brand: "visa" },
} as const;

export type SandboxToken = (typeof SANDBOX_TOKENS)[keyof typeof SANDBOX_TOKENS]["token"];

export const SANDBOX_UNKNOWN_CARD = "This card number is not a sandbox test card.";

export type SandboxTokenResult =
  | { ok: true; token: SandboxToken; brand: string; cardLast4: string }
  | { ok: false; message: string };

/** Spaces and dashes are ignored; any number other than the test cards is refused. */
export function tokenizeSandboxCard(cardNumber: string): SandboxTokenResult {
  const digits = cardNumber.replace(/[\s-]/g, "");
  const card = SANDBOX_TOKENS[digits as keyof typeof SANDBOX_TOKENS];
  if (!card) return { ok: false, message: SANDBOX_UNKNOWN_CARD };
  return { ok: true, token: card.token, brand: card.brand, cardLast4: digits.slice(-4) };
}

import type { SandboxToken } from "@chauffeur/contract";
import type { AuthorizationResult, PaymentProvider } from "./provider";

/** Like a processor's test mode: the outcome depends only on the test card's token. */
const OUTCOMES: Record<SandboxToken, AuthorizationResult | null> = {
  tok_sandbox_visa: null,
  tok_sandbox_mastercard: null,
  tok_sandbox_chargeDeclined: { ok: false, reason: "declined", message: "Your card was declined." },
  tok_sandbox_insufficientFunds: {
    ok: false,
    reason: "insufficient_funds",
    message: "Your card has insufficient funds.",
  },
};

function isSandboxToken(token: string): token is SandboxToken {
  return Object.hasOwn(OUTCOMES, token);
}

export const sandboxProvider: PaymentProvider = {
  name: "sandbox",
  async authorize({ token }) {
    if (!isSandboxToken(token)) {
      return { ok: false, reason: "invalid_token", message: "The payment token is not valid." };
    }
    return OUTCOMES[token] ?? { ok: true, providerRef: `sandbox_auth_${crypto.randomUUID()}` };
  },
};

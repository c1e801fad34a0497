/** What the customer typed, as the processor's token; the page never sends the card itself. */
export type TokenResult = { ok: true; token: string } | { ok: false; message: string };

export interface BillingDetails {
  name: string;
  line1: string;
  city: string;
  state: string;
  postalCode: string;
}

/**
 * The card fields of one processor: the sandbox's own fields or Stripe Elements (in Stripe's frame).
 * `tokenize` turns what was entered into the processor's token; `authenticate` runs the bank's
 * 3-D Secure step for an authorization the server says is waiting on the customer.
 */
export interface CardCollector {
  provider: "sandbox" | "stripe";
  tokenize(billing: BillingDetails): Promise<TokenResult>;
  authenticate(clientSecret: string): Promise<{ ok: boolean; message?: string }>;
}

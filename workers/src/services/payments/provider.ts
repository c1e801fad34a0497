import { AppError } from "../../lib/errors";

/** What we ask a processor for: a hold (authorization) on the card, captured later by the team. */
export interface AuthorizationRequest {
  token: string;
  amountCents: number;
  currency: "usd";
  description: string;
  /** Passed on so a retried booking does not place a second hold. */
  idempotencyKey: string;
}

export type AuthorizationResult =
  | { ok: true; providerRef: string }
  | { ok: false; reason: "declined" | "insufficient_funds" | "invalid_token"; message: string };

/** A card processor. `sandbox` is embedded; `stripe` talks to Stripe's API. */
export interface PaymentProvider {
  readonly name: "sandbox" | "stripe";
  authorize(request: AuthorizationRequest): Promise<AuthorizationResult>;
}

/** 402: the processor refused the card; nothing was booked, the customer may try another card. */
export class PaymentRequiredError extends AppError {
  constructor(message: string) {
    super(402, message);
  }
}

import { AppError } from "../core/errors";

/** A card as the processor knows it: its token from the page, or the card saved on its customer. */
export type CardSource = { token: string } | { customerRef: string; paymentMethodRef: string };

export interface Card {
  brand: string;
  last4: string;
}

/**
 * An authorization (a hold, captured later). `offSession`: we act without the customer (the fare hold
 * before the ride); otherwise the customer is at the page and may be asked for 3-D Secure.
 */
export interface AuthorizeRequest {
  source: CardSource;
  amountCents: number;
  currency: "usd";
  offSession: boolean;
  /** verify: the booking's card check; hold: the fare before the ride; charge: an amount owed now. */
  purpose: "verify" | "hold" | "charge";
  /** Save the card on a customer for later holds (the booking's check, a new card on the payment link). */
  save?: { email: string; name: string; customerRef: string | null };
  description: string;
  idempotencyKey: string;
  metadata: Record<string, string>;
}

export type AuthorizeResult =
  | {
      outcome: "authorized";
      ref: string;
      /** When the hold lapses at the card network (epoch ms). */
      captureBefore: number | null;
      card: Card | null;
      customerRef: string | null;
      paymentMethodRef: string | null;
    }
  | { outcome: "action_required"; ref: string; clientSecret: string; message: string }
  | {
      outcome: "declined";
      reason: "declined" | "insufficient_funds" | "invalid_token";
      message: string;
      ref: string | null;
    };

export type CallResult = { ok: true; ref: string } | { ok: false; message: string };

/** An authorization as the processor sees it now (after the customer's 3-D Secure, say). */
export interface IntentStatus {
  status: "requires_action" | "requires_capture" | "succeeded" | "canceled" | "failed";
  amountCapturable: number;
  /** Captured so far, and refunded of it (what reconciliation compares with the ledger). */
  amountReceived: number;
  amountRefunded: number;
  captureBefore: number | null;
  card: Card | null;
  customerRef: string | null;
  paymentMethodRef: string | null;
}

/** A card processor. `sandbox` is embedded (its state in D1); `stripe` talks to Stripe's API. */
export interface PaymentProvider {
  readonly name: "sandbox" | "stripe";
  authorize(request: AuthorizeRequest): Promise<AuthorizeResult>;
  /** Captures part or all of a hold; the rest of it is released. */
  capture(request: { ref: string; amountCents: number; idempotencyKey: string }): Promise<CallResult>;
  /** Releases a hold (a no-op answer for one already released or lapsed). */
  cancel(request: { ref: string; idempotencyKey: string }): Promise<CallResult>;
  refund(request: {
    ref: string;
    amountCents: number;
    reason: string;
    idempotencyKey: string;
  }): Promise<CallResult>;
  retrieve(ref: string): Promise<IntentStatus>;
  /**
   * Removes a saved card from the processor's customer (the customer removed it from their account): it
   * can no longer be charged, with or without them. A card already removed answers ok.
   */
  detach(request: { customerRef: string; paymentMethodRef: string }): Promise<CallResult>;
}

/** 402: the processor refused the card; nothing was booked, the customer may try another card. */
export class PaymentRequiredError extends AppError {
  constructor(
    message: string,
    /** Present when the bank asks the customer to authenticate (3-D Secure) before it answers. */
    readonly nextAction?: { type: "authenticate"; clientSecret: string },
  ) {
    super(402, message);
  }
}

/** The processor could not be reached or refused our request (not the card): 502, try again later. */
export class ProviderError extends AppError {
  constructor(message: string) {
    super(502, message);
  }
}

/** The processor refused a repeated idempotency key with other parameters: someone else acted first. */
export class ProviderConflictError extends AppError {
  constructor(message: string) {
    super(409, message);
  }
}

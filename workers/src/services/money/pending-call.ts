import type { AuthorizeRequest, AuthorizeResult, CallResult } from "../payments";
import type { Actor } from "./records";

/**
 * A processor call as its claim records it (JSON in `pending_call`): all it takes to make the same call
 * again under the same key, and to record it.
 */
export type PendingCall =
  | {
      op: "authorize";
      /** hold / renew: the fare before the ride; charge: an amount owed now; pay: the customer's card on the link. */
      purpose: "hold" | "renew" | "charge" | "pay";
      request: Omit<AuthorizeRequest, "idempotencyKey">;
    }
  | { op: "capture"; ref: string; amountCents: number }
  | {
      op: "cancel";
      ref: string;
      amountCents: number;
      /** hold: the fare's hold; check: the $1 card check; replaced: a hold a newer one replaced. */
      what: "hold" | "check" | "replaced";
      reason?: string;
    }
  | { op: "refund"; ref: string; amountCents: number; reason: string; adjustment: boolean };

export interface Claim {
  key: string;
  actor: Actor;
  call: PendingCall;
}

export type CallAnswer =
  | { op: "authorize"; result: AuthorizeResult }
  | { op: "capture" | "cancel" | "refund"; result: CallResult };

import { tokenizeSandboxCard } from "@chauffeur/contract";
import { Spinner } from "@chauffeur/ui";
import { type ReactNode, useState } from "react";
import type { CardCollector } from "../../lib/payments/collector";
import { usePaymentsConfig, usesStripe } from "../../lib/payments/config";
import { CardFields } from "./card-fields";
import { useSandboxChallenge } from "./sandbox-challenge";
import { StripeCardElement } from "./stripe-card-element";

export interface CardEntry {
  /** The card fields: the sandbox's (fields of the surrounding Form) or Stripe's Payment Element. */
  fields: ReactNode;
  /** True while the card is typed in our page (the sandbox's fields), so the form's schema checks it. */
  inPage: boolean;
  /** False while the processor's fields load: the pay button waits. */
  ready: boolean;
  /** The processor's collector for a submit (null until ready); the sandbox's takes the typed number. */
  collector: (cardNumber: string) => CardCollector | null;
  /** The bank's 3-D Secure dialog of the sandbox; render it once in the page. */
  dialog: ReactNode;
}

/**
 * The card entry of every page that takes a card (booking step 4, the payment link): which processor
 * /api/config names, its fields, and the collector that turns them into the processor's token.
 */
export function useCardEntry(amountCents: number): CardEntry {
  const payments = usePaymentsConfig();
  const stripe = usesStripe(payments.config) ? payments.config : null;
  const [stripeFields, setStripeFields] = useState<CardCollector | null>(null);
  const challenge = useSandboxChallenge();
  const loading = payments.config === null && !payments.failed;
  const ready = !loading && (!stripe || stripeFields !== null);
  return {
    fields: loading ? (
      <Spinner size="sm" color="gold.500" role="status" aria-label="Loading the card fields" />
    ) : stripe ? (
      <StripeCardElement config={stripe} amountCents={amountCents} onReady={setStripeFields} />
    ) : (
      <CardFields />
    ),
    inPage: !stripe,
    ready,
    collector: (cardNumber) =>
      !ready
        ? null
        : stripe
          ? stripeFields
          : {
              provider: "sandbox",
              tokenize: async () => {
                const card = tokenizeSandboxCard(cardNumber);
                return card.ok ? { ok: true, token: card.token } : card;
              },
              authenticate: challenge.authenticate,
            },
    dialog: challenge.dialog,
  };
}

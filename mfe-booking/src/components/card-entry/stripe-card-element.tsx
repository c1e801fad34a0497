import type { PaymentsConfig } from "@chauffeur/contract";
import { Box, Field, Spinner, Text } from "@chauffeur/ui";
import { useEffect, useRef, useState } from "react";
import type { CardCollector } from "../../lib/payments/collector";
import { loadStripeJs, mountPaymentElement, stripeCollector } from "../../lib/payments/stripe-js";

interface Props {
  config: PaymentsConfig & { publishableKey: string };
  amountCents: number;
  onReady: (collector: CardCollector | null) => void;
}

/** Stripe's Payment Element: the card number, expiry and CVC live in Stripe's frame, never in our page. */
export function StripeCardElement({ config, amountCents, onReady }: Props) {
  const node = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    let destroy: (() => void) | null = null;
    let live = true;
    loadStripeJs(config)
      .then((stripe) => {
        if (!live || !node.current) return;
        const mounted = mountPaymentElement(stripe, node.current, amountCents);
        destroy = mounted.destroy;
        onReady(stripeCollector(stripe, mounted.elements));
        setLoading(false);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
      destroy?.();
      onReady(null);
    };
  }, [config, amountCents, onReady]);
  return (
    <Field.Root>
      <Field.Label>Card</Field.Label>
      {loading && !failed && (
        <Spinner size="sm" color="gold.500" role="status" aria-label="Loading the card fields" />
      )}
      {failed && (
        <Text role="alert" color="red.700">
          The card fields could not be loaded. Please reload the page or call us.
        </Text>
      )}
      <Box ref={node} w="full" minH={loading ? 0 : "44px"} data-testid="stripe-card-element" />
    </Field.Root>
  );
}

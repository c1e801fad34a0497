import { paymentConsentText, tokenizeSandboxCard } from "@chauffeur/contract";
import { Alert, Button, Card, Container, Grid, Heading, Spinner, Stack, Text } from "@chauffeur/ui";
import { type FormEvent, useEffect, useState } from "react";
import { LuArrowLeft, LuLock } from "react-icons/lu";
import { BookingProgress } from "../../../components/booking-progress";
import { BookingSummary } from "../../../components/booking-summary";
import { useSandboxChallenge } from "../../../components/card-entry/sandbox-challenge";
import { StripeCardElement } from "../../../components/card-entry/stripe-card-element";
import { StepActions } from "../../../components/step-actions";
import { useBookingDraft } from "../../../lib/draft/use-booking-draft";
import { draftPrice } from "../../../lib/draft-price";
import type { CardCollector } from "../../../lib/payments/collector";
import { usePaymentsConfig, usesStripe } from "../../../lib/payments/config";
import { usePay } from "../hooks/use-pay";
import {
  EMPTY_PAYMENT,
  type PaymentErrors,
  type PaymentFields,
  PRIVACY_REQUIRED,
  TERMS_REQUIRED,
  validatePayment,
} from "../lib/card-rules";
import { Agreements } from "./agreements";
import { BillingFields, CardFields } from "./card-fields";

/**
 * Step 4: the card, in the processor's own fields (the sandbox's, or Stripe Elements in Stripe's frame;
 * never stored or sent to our API), the customer's consent to keep it for the ride, and the $1 check.
 */
export function PaymentPage() {
  const { draft, update, goTo } = useBookingDraft();
  const [values, setValues] = useState<PaymentFields>(EMPTY_PAYMENT);
  const [errors, setErrors] = useState<PaymentErrors>({});
  const { pay, processing, error } = usePay(draft, update);
  const payments = usePaymentsConfig();
  const stripe = usesStripe(payments.config) ? payments.config : null;
  const [stripeFields, setStripeFields] = useState<CardCollector | null>(null);
  const challenge = useSandboxChallenge();
  useEffect(() => {
    document.title = "Payment | Booking";
  }, []);
  if (!draft) return null;

  const onChange = (patch: Partial<PaymentFields>) => {
    setValues((v) => ({ ...v, ...patch }));
    setErrors((e) => {
      const next = { ...e };
      for (const k of Object.keys(patch) as (keyof PaymentFields)[]) delete next[k];
      // The pay button waits for both boxes, so unticking one says why at once.
      if (patch.acceptTerms === false) next.acceptTerms = TERMS_REQUIRED;
      if (patch.acceptPrivacy === false) next.acceptPrivacy = PRIVACY_REQUIRED;
      return next;
    });
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (processing) return;
    const found = validatePayment(values, new Date(), { cardFields: !stripe });
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      document.querySelector<HTMLInputElement>(`input[name="${first}"]`)?.focus();
      return;
    }
    const collector: CardCollector | null = stripe
      ? stripeFields
      : {
          provider: "sandbox",
          tokenize: async () => {
            const card = tokenizeSandboxCard(values.cardNumber);
            return card.ok ? { ok: true, token: card.token } : card;
          },
          authenticate: challenge.authenticate,
        };
    if (!collector) return;
    void pay(collector, {
      name: values.nameOnCard,
      line1: values.billingAddress,
      city: values.city,
      state: values.state,
      postalCode: values.zipCode,
    });
  };

  return (
    <Container maxW="6xl" py={{ base: "6", md: "10" }} px={{ base: "4", md: "6" }}>
      <BookingProgress current={4} />
      <Heading as="h1" size={{ base: "2xl", md: "3xl" }} mb="6" fontFamily="heading">
        Payment
      </Heading>
      <Grid templateColumns={{ base: "1fr", lg: "3fr 2fr" }} gap="6" alignItems="start">
        <form noValidate aria-label="Payment" onSubmit={submit}>
          <Stack gap="6">
            <Card.Root>
              <Card.Body gap="4">
                <Heading as="h2" size="lg">
                  Card details
                </Heading>
                <Text fontSize="sm" color="fg.muted">
                  <LuLock aria-hidden style={{ display: "inline" }} /> We check your card with a $1
                  authorization now and keep it for this ride; the fare is charged after the ride.
                </Text>
                {payments.config === null && !payments.failed ? (
                  <Spinner size="sm" color="gold.500" aria-label="Loading the card fields" />
                ) : stripe ? (
                  <StripeCardElement config={stripe} amountCents={100} onReady={setStripeFields} />
                ) : (
                  <CardFields values={values} errors={errors} onChange={onChange} />
                )}
              </Card.Body>
            </Card.Root>
            <Card.Root>
              <Card.Body gap="4">
                <Heading as="h2" size="lg">
                  Billing address
                </Heading>
                <BillingFields values={values} errors={errors} onChange={onChange} />
              </Card.Body>
            </Card.Root>
            <Text fontSize="sm" data-testid="payment-consent">
              {paymentConsentText(payments.config?.holdDays)}
            </Text>
            <Agreements values={values} errors={errors} onChange={onChange} />
            {error && (
              <Alert.Root status="error" role="alert">
                <Alert.Indicator />
                <Alert.Title>{error}</Alert.Title>
              </Alert.Root>
            )}
            <StepActions
              total={draftPrice(draft)?.total}
              back={
                <Button variant="outline" onClick={() => goTo("/customer-info")} disabled={processing}>
                  <LuArrowLeft aria-hidden /> Back to Customer Info
                </Button>
              }
              primary={
                <Button
                  type="submit"
                  colorPalette="gold"
                  loading={processing}
                  loadingText="Processing…"
                  disabled={processing || !values.acceptTerms || !values.acceptPrivacy}
                >
                  Authorize and Book
                </Button>
              }
            />
          </Stack>
        </form>
        <BookingSummary draft={draft} title="Order summary" />
      </Grid>
      {challenge.dialog}
    </Container>
  );
}

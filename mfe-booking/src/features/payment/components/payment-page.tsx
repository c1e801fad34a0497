import { dollarsToCents, fareOf, paymentConsentText } from "@chauffeur/contract";
import { Alert, Button, Card, Container, Grid, Heading, Stack, Text } from "@chauffeur/ui";
import { Form, useContractForm } from "@chauffeur/ui/form";
import { useEffect, useState } from "react";
import { LuArrowLeft, LuLock } from "react-icons/lu";
import { Agreements } from "../../../components/agreements";
import { BookingProgress } from "../../../components/booking-progress";
import { BookingSummary } from "../../../components/booking-summary";
import { BillingFields } from "../../../components/card-entry/billing-fields";
import { useCardEntry } from "../../../components/card-entry/use-card-entry";
import { GratuityPicker } from "../../../components/gratuity-picker";
import { PickupTimeCheck } from "../../../components/pickup-time-check";
import { StepActions } from "../../../components/step-actions";
import { useProfile } from "../../../lib/account/profile";
import { useAccountSession } from "../../../lib/account/session";
import { useBookingDraft } from "../../../lib/draft/use-booking-draft";
import { draftPrice } from "../../../lib/draft-price";
import { EMPTY_PAYMENT, paymentForm } from "../../../lib/payments/card-form";
import { usePaymentsConfig } from "../../../lib/payments/config";
import { usePay } from "../hooks/use-pay";
import { AccountPayment, type PayMethod, PayMethodChoice, payMethods } from "./account-payment";
import { CancellationNotice } from "./cancellation-notice";

/** The card check: $1 authorized now and released; the fare is held after the booking (the money flow). */
const CARD_CHECK_CENTS = 100;

/**
 * Step 4: the card, in the processor's own fields (the sandbox's, or Stripe Elements in Stripe's frame;
 * never stored or sent to our API), the customer's consent to keep it for the ride, and the $1 check.
 * One react-hook-form form, checked by the card form's schema (SPEC.md section 5's words).
 */
export function PaymentPage() {
  const { draft, update, goTo } = useBookingDraft();
  const card = useCardEntry(CARD_CHECK_CENTS);
  const form = useContractForm(paymentForm(card.inPage), {
    defaultValues: EMPTY_PAYMENT,
  });
  const { pay, payFromAccount, processing, error } = usePay(draft, update);
  const payments = usePaymentsConfig();
  // Signed in: the saved card or a company's account may pay instead of a new card.
  const account = useAccountSession();
  const profile = useProfile(account?.token ?? null).data;
  const methods = payMethods(profile);
  const [chosen, setChosen] = useState<PayMethod | null>(null);
  const method: PayMethod = chosen ?? methods[0]?.value ?? "new";
  const accepted = form.watch(["acceptTerms", "acceptPrivacy"]).every(Boolean);
  useEffect(() => {
    document.title = "Payment | Booking";
  }, []);
  // The gratuity starts on the operator's default share until the customer picks another.
  const defaultPercent = payments.config?.gratuityDefaultPercent;
  useEffect(() => {
    if (draft && !draft.gratuity && defaultPercent !== undefined)
      update({ gratuity: { percent: defaultPercent } });
  }, [draft, defaultPercent, update]);
  if (!draft) return null;
  const price = draftPrice(draft);

  const failure = error && (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title>{error.message}</Alert.Title>
        {error.fix && (
          <Button
            size="sm"
            variant="outline"
            alignSelf="flex-start"
            onClick={() => error.fix && goTo(error.fix.path)}
          >
            <LuArrowLeft aria-hidden /> {error.fix.label}
          </Button>
        )}
      </Alert.Content>
    </Alert.Root>
  );
  const backButton = (
    <Button variant="outline" onClick={() => goTo("/customer-info")} disabled={processing}>
      <LuArrowLeft aria-hidden /> Back to Customer Info
    </Button>
  );

  const submit = async () => {
    const values = form.getValues();
    const collector = card.collector(values.cardNumber);
    if (!collector || processing) return;
    await pay(collector, {
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
      <PickupTimeCheck draft={draft} />
      <Heading as="h1" size={{ base: "2xl", md: "3xl" }} mb="6" fontFamily="heading">
        Payment
      </Heading>
      <CancellationNotice draft={draft} />
      <Grid templateColumns={{ base: "1fr", lg: "3fr 2fr" }} gap="6" alignItems="start">
        <Stack gap="6">
          {methods.length > 1 && <PayMethodChoice options={methods} value={method} onChange={setChosen} />}
          {price && draft.gratuity && (
            <Card.Root>
              <Card.Body gap="4">
                <GratuityPicker
                  fareCents={dollarsToCents(fareOf(price))}
                  value={draft.gratuity}
                  onChange={(gratuity) => update({ gratuity })}
                />
                <Text fontSize="sm" color="fg.muted">
                  {method.startsWith("company:")
                    ? "Billed with the ride on the company's invoice; it all goes to the chauffeur."
                    : "Held with the fare and charged after the ride; you can change it for 48 hours after."}
                </Text>
              </Card.Body>
            </Card.Root>
          )}
          {method !== "new" && profile && account ? (
            <AccountPayment
              key={method}
              method={method}
              profile={profile}
              provider={payments.config?.provider === "stripe" ? "stripe" : "sandbox"}
              onBook={(payment) => payFromAccount(payment, account.token)}
              error={failure}
              actions={
                <StepActions
                  total={price?.total}
                  back={backButton}
                  primary={
                    <Button type="submit" colorPalette="gold" loading={processing} loadingText="Processing…">
                      {method === "saved" ? "Authorize and Book" : "Book on Account"}
                    </Button>
                  }
                />
              }
            />
          ) : (
            <Form form={form} aria-label="Payment" onValid={submit}>
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
                    {card.fields}
                  </Card.Body>
                </Card.Root>
                <Card.Root>
                  <Card.Body gap="4">
                    <Heading as="h2" size="lg">
                      Billing address
                    </Heading>
                    <BillingFields />
                  </Card.Body>
                </Card.Root>
                <Text fontSize="sm" data-testid="payment-consent">
                  {paymentConsentText(payments.config?.holdDays)}
                </Text>
                <Agreements />
                {failure}
                <StepActions
                  total={price?.total}
                  back={backButton}
                  primary={
                    <Button
                      type="submit"
                      colorPalette="gold"
                      loading={processing}
                      loadingText="Processing…"
                      disabled={processing || !accepted || !card.ready}
                    >
                      Authorize and Book
                    </Button>
                  }
                />
              </Stack>
            </Form>
          )}
        </Stack>
        <BookingSummary draft={draft} title="Order summary" />
      </Grid>
      {card.dialog}
    </Container>
  );
}

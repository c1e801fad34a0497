import { Alert, Button, Card, Container, Grid, Heading, Stack, Text } from "@chauffeur/ui";
import { type FormEvent, useEffect, useState } from "react";
import { LuArrowLeft, LuLock } from "react-icons/lu";
import { BookingSummary } from "../../../components/booking-summary";
import { StepActions } from "../../../components/step-actions";
import { draftPrice } from "../../../lib/draft-price";
import { useBookingDraft } from "../../draft/hooks/use-booking-draft";
import { BookingProgress } from "../../progress/components/booking-progress";
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

/** Step 4: the card (kept in memory only, never stored or sent to our API) and the authorization. */
export function PaymentPage() {
  const { draft, update, goTo } = useBookingDraft();
  const [values, setValues] = useState<PaymentFields>(EMPTY_PAYMENT);
  const [errors, setErrors] = useState<PaymentErrors>({});
  const { pay, processing, error } = usePay(draft, update);
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
    const found = validatePayment(values);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      document.querySelector<HTMLInputElement>(`input[name="${first}"]`)?.focus();
      return;
    }
    void pay(values.cardNumber);
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
                  <LuLock aria-hidden style={{ display: "inline" }} /> We place a $1 authorization on your
                  card now; you pay the full amount once we confirm your ride.
                </Text>
                <CardFields values={values} errors={errors} onChange={onChange} />
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
    </Container>
  );
}

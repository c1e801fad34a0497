import {
  formatCalendarDate,
  formatCents,
  formatPeriod,
  formatServiceTime,
  type PayLinkView,
  type SiteInfo,
} from "@chauffeur/contract";
import { Alert, Box, Button, Card, Heading, SimpleGrid, Stack, Text, useSearchParams } from "@chauffeur/ui";
import { Form, TextField, useContractForm } from "@chauffeur/ui/form";
import { useState } from "react";
import { LuCircleCheck, LuLock } from "react-icons/lu";
import { useCardEntry } from "../../../components/card-entry/use-card-entry";
import { LinkPageFrame, useLinkView } from "../../../components/link-page-frame";
import { ApiError } from "../../../lib/api-client";
import { payLinkForm } from "../../../lib/payments/card-form";
import { confirmPayment } from "../api/confirm-payment";
import { getPayLink } from "../api/get-pay-link";
import { payWithCard } from "../api/pay-with-card";
import { referenceOfLink } from "../lib/link-token";

const INVALID_LINK = "This payment link is not valid.";

/** /pay?token=…: the private payment link (SPEC.md's), for a hold or an amount the card on file could not pay. */
export function PayPage({ site }: { site: SiteInfo }) {
  const [params] = useSearchParams();
  const token = params.get("token");
  const reference = referenceOfLink(token);
  const [loaded] = useLinkView(
    token,
    token && reference ? () => getPayLink(reference, token) : null,
    INVALID_LINK,
  );
  const [paidMessage, setPaidMessage] = useState<string | null>(null);

  return (
    <LinkPageFrame
      site={site}
      title="Complete your payment"
      loadingLabel="Loading your booking"
      loaded={loaded}
    >
      {(view) => (
        <>
          <BookingCard view={view} />
          {paidMessage || view.paid ? (
            <Card.Root>
              <Card.Body gap="3" alignItems="center" textAlign="center" role="status">
                <Box fontSize="4xl" color="green.600" aria-hidden>
                  <LuCircleCheck />
                </Box>
                <Heading as="h2" size="lg">
                  {paidMessage ??
                    (view.kind === "invoice"
                      ? "This invoice is paid."
                      : "Nothing is owed on this booking any more.")}
                </Heading>
                <Text>
                  {view.kind === "invoice"
                    ? "Thank you. Your payment is recorded against the invoice."
                    : "We email you a receipt once the ride's payment is settled."}
                </Text>
              </Card.Body>
            </Card.Root>
          ) : (
            token &&
            reference && <PayForm view={view} reference={reference} token={token} onPaid={setPaidMessage} />
          )}
        </>
      )}
    </LinkPageFrame>
  );
}

function BookingCard({ view }: { view: PayLinkView }) {
  if (view.kind === "invoice") return <InvoiceCard view={view} />;
  return (
    <Card.Root as="section" aria-labelledby="pay-booking">
      <Card.Body gap="2">
        <Text fontSize="sm" color="fg.muted">
          Booking
        </Text>
        <Heading id="pay-booking" as="h2" size="xl" fontFamily="mono">
          {view.reference}
        </Heading>
        <Text>
          {view.pickupLocation}
          {view.destination ? ` to ${view.destination}` : ""}
        </Text>
        <Text>{formatServiceTime(view.pickupAt)}</Text>
        {!view.paid && (
          <Text fontWeight="semibold" fontSize="lg" data-testid="amount-due">
            {view.purpose === "hold"
              ? `Hold for the fare: ${formatCents(view.amountCents)} (charged after the ride)`
              : view.purpose === "card"
                ? `Card check: ${formatCents(view.amountCents)} (released; the fare is held before the ride)`
                : `Amount due: ${formatCents(view.amountCents)}`}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/** A company's invoice paid through its private link: the number, the month and what is due. */
function InvoiceCard({ view }: { view: Extract<PayLinkView, { kind: "invoice" }> }) {
  return (
    <Card.Root as="section" aria-labelledby="pay-booking">
      <Card.Body gap="2">
        <Text fontSize="sm" color="fg.muted">
          Invoice for {view.companyName}
        </Text>
        <Heading id="pay-booking" as="h2" size="xl" fontFamily="mono">
          {view.reference}
        </Heading>
        <Text>Rides in {formatPeriod(view.period)}</Text>
        <Text>Due {formatCalendarDate(view.dueDate)}</Text>
        {!view.paid && (
          <Text fontWeight="semibold" fontSize="lg" data-testid="amount-due">
            Amount due: {formatCents(view.amountCents)}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}

function PayForm({
  view,
  reference,
  token,
  onPaid,
}: {
  view: PayLinkView;
  reference: string;
  token: string;
  onPaid: (message: string) => void;
}) {
  const card = useCardEntry(view.amountCents);
  const form = useContractForm(payLinkForm(card.inPage), {
    defaultValues: { cardNumber: "", expiryDate: "", cvv: "", nameOnCard: "", zipCode: "" },
  });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    const values = form.getValues();
    const collector = card.collector(values.cardNumber);
    if (!collector || busy) return;
    setBusy(true);
    setError(null);
    try {
      const tokenized = await collector.tokenize({
        name: values.nameOnCard,
        line1: "",
        city: "",
        state: "",
        postalCode: values.zipCode,
      });
      if (!tokenized.ok) {
        setError(tokenized.message);
        return;
      }
      let result = await payWithCard(reference, token, {
        provider: collector.provider,
        token: tokenized.token,
      });
      if (result.status === "requires_action" && result.nextAction) {
        const confirmed = await collector.authenticate(result.nextAction.clientSecret);
        if (!confirmed.ok) {
          setError(confirmed.message ?? "Your bank did not confirm the payment.");
          return;
        }
        result = await confirmPayment(reference, token);
      }
      if (result.status === "paid") onPaid(result.message);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : "Payment processing failed. Please try again.");
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card.Root>
      <Card.Body>
        <Form form={form} aria-label="Pay" onValid={submit}>
          <Stack gap="4">
            <Heading as="h2" size="lg">
              Card details
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              <LuLock aria-hidden style={{ display: "inline" }} />{" "}
              {view.purpose === "hold"
                ? "We place a hold on this card for the fare and save it for this ride; it is charged after the ride."
                : view.purpose === "card"
                  ? "We check this card and save it for this ride; the fare is held before the ride and charged after it."
                  : "We charge this card for the amount due."}
            </Text>
            {card.fields}
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              <TextField label="Name on card" name="nameOnCard" autoComplete="cc-name" required />
              <TextField label="ZIP code" name="zipCode" autoComplete="postal-code" inputMode="numeric" />
            </SimpleGrid>
            {error && (
              <Alert.Root status="error" role="alert">
                <Alert.Indicator />
                <Alert.Title>{error}</Alert.Title>
              </Alert.Root>
            )}
            <Button
              type="submit"
              colorPalette="gold"
              size="lg"
              loading={busy}
              loadingText="Processing…"
              disabled={!card.ready}
            >
              {view.purpose === "charge"
                ? `Pay ${formatCents(view.amountCents)}`
                : `Authorize ${formatCents(view.amountCents)}`}
            </Button>
          </Stack>
        </Form>
      </Card.Body>
      {card.dialog}
    </Card.Root>
  );
}

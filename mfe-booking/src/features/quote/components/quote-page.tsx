import {
  CAPACITY,
  countOf,
  formatCents,
  formatServiceTime,
  formatUsDate,
  normalizeVehicleType,
  paymentConsentText,
  type QuoteAccepted,
  type QuoteView,
  type SiteInfo,
  slotChoices,
  vehicleName,
} from "@chauffeur/contract";
import {
  Alert,
  Box,
  Button,
  Card,
  Container,
  Heading,
  HStack,
  Link,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
  useSearchParams,
} from "@chauffeur/ui";
import { Form, SelectField, TextareaField, TextField, useContractForm } from "@chauffeur/ui/form";
import { useEffect, useState } from "react";
import { LuCircleCheck, LuLock } from "react-icons/lu";
import { Agreements } from "../../../components/agreements";
import { BillingFields } from "../../../components/card-entry/billing-fields";
import { useCardEntry } from "../../../components/card-entry/use-card-entry";
import { ApiError } from "../../../lib/api-client";
import { usePaymentsConfig } from "../../../lib/payments/config";
import { nextActionOf } from "../../../lib/payments/next-action";
import { acceptQuote, declineQuote, getQuote } from "../api/quote-link";
import { type AcceptQuoteValues, acceptQuoteForm, EMPTY_ACCEPT } from "../lib/accept-form";

/** The card check, as on booking step 4: $1 authorized now and released; the fare is held before the ride. */
const CARD_CHECK_CENTS = 100;
const INVALID_LINK = "This quote link is not valid.";
const FAILED = "Payment processing failed. Please try again.";

type Loaded =
  | { status: "loading" }
  | { status: "failed"; message: string }
  | { status: "ready"; view: QuoteView }
  | { status: "booked"; booked: QuoteAccepted }
  | { status: "declined"; message: string };

/** /quote?token=…: the customer's quote from the dispatcher; accepted with the card, it becomes a booking. */
export function QuotePage({ site }: { site: SiteInfo }) {
  const [params] = useSearchParams();
  const token = params.get("token");
  const [loaded, setLoaded] = useState<Loaded>({ status: "loading" });
  useEffect(() => {
    document.title = `Your quote | ${site.name}`;
  }, [site.name]);
  useEffect(() => {
    if (!token) {
      setLoaded({ status: "failed", message: INVALID_LINK });
      return;
    }
    getQuote(token).then(
      (view) => setLoaded({ status: "ready", view }),
      (e) => setLoaded({ status: "failed", message: e instanceof ApiError ? e.message : INVALID_LINK }),
    );
  }, [token]);

  return (
    <Container maxW="3xl" py={{ base: "8", md: "14" }} px="4">
      <Stack gap="6">
        <Heading as="h1" size={{ base: "2xl", md: "3xl" }} fontFamily="heading" textAlign="center">
          Your quote
        </Heading>
        {loaded.status === "loading" && (
          <Box textAlign="center" role="status" aria-label="Loading your quote">
            <Spinner color="gold.500" size="lg" />
          </Box>
        )}
        {loaded.status === "failed" && (
          <Alert.Root status="warning" role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{loaded.message}</Alert.Title>
              <Alert.Description>
                Questions? Call us at{" "}
                <Link href={`tel:${site.phoneHref}`} color="gold.700">
                  {site.phone}
                </Link>
                .
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        {loaded.status === "booked" && <Booked booked={loaded.booked} />}
        {loaded.status === "declined" && (
          <Alert.Root status="info" role="status">
            <Alert.Indicator />
            <Alert.Title>{loaded.message}</Alert.Title>
          </Alert.Root>
        )}
        {loaded.status === "ready" && token && (
          <>
            <QuoteCard view={loaded.view} />
            <AcceptForm
              view={loaded.view}
              token={token}
              onBooked={(booked) => setLoaded({ status: "booked", booked })}
              onDeclined={(message) => setLoaded({ status: "declined", message })}
            />
          </>
        )}
      </Stack>
    </Container>
  );
}

function QuoteCard({ view }: { view: QuoteView }) {
  const { quote } = view;
  return (
    <Card.Root as="section" aria-labelledby="quote-trip">
      <Card.Body gap="2">
        <Text fontSize="sm" color="fg.muted">
          For {view.name}
        </Text>
        <Heading id="quote-trip" as="h2" size="lg">
          {view.pickupLocation} to {view.destination}
        </Heading>
        <Text>
          {formatUsDate(view.date)} · {countOf(view.passengers, "passenger")} ·{" "}
          {vehicleName(quote.vehicleType)}
        </Text>
        <Text fontSize="2xl" fontWeight="semibold" data-testid="quoted-price">
          {formatCents(quote.amountCents)}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          All included. Valid until {formatServiceTime(quote.validUntil)}.
        </Text>
        {quote.note && <Text whiteSpace="pre-wrap">{quote.note}</Text>}
      </Card.Body>
    </Card.Root>
  );
}

/** The pickup time and details, then the card as on booking step 4; 3-D Secure when the bank asks. */
function AcceptForm({
  view,
  token,
  onBooked,
  onDeclined,
}: {
  view: QuoteView;
  token: string;
  onBooked: (booked: QuoteAccepted) => void;
  onDeclined: (message: string) => void;
}) {
  const card = useCardEntry(CARD_CHECK_CENTS);
  const payments = usePaymentsConfig();
  const form = useContractForm(acceptQuoteForm(card.inPage), { defaultValues: EMPTY_ACCEPT });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const accepted = form.watch(["acceptTerms", "acceptPrivacy"]).every(Boolean);
  const type = normalizeVehicleType(view.quote.vehicleType);
  const bags = type ? CAPACITY[type].luggage : 6;
  const slots = slotChoices(view.date).filter((s) => !s.disabled);

  const submit = async (values: AcceptQuoteValues) => {
    const collector = card.collector(values.cardNumber);
    if (!collector || busy) return;
    setBusy(true);
    setError(null);
    try {
      const tokenized = await collector.tokenize({
        name: values.nameOnCard,
        line1: values.billingAddress,
        city: values.city,
        state: values.state,
        postalCode: values.zipCode,
      });
      if (!tokenized.ok) {
        setError(tokenized.message);
        return;
      }
      const body = {
        time: values.time,
        luggageCount: values.luggageCount,
        flightNumber: values.flightNumber || null,
        specialRequests: values.specialRequests || null,
        paymentInfo: { provider: collector.provider, token: tokenized.token },
      };
      try {
        onBooked(await acceptQuote(token, body));
      } catch (e) {
        const action = nextActionOf(e);
        if (!action) throw e;
        const confirmed = await collector.authenticate(action.clientSecret);
        if (!confirmed.ok)
          throw new ApiError(402, confirmed.message ?? "Your bank did not confirm the payment.");
        onBooked(await acceptQuote(token, body));
      }
    } catch (e) {
      setError(e instanceof ApiError && e.status < 500 ? e.message : FAILED);
    } finally {
      setBusy(false);
    }
  };

  const decline = async () => {
    setBusy(true);
    try {
      onDeclined((await declineQuote(token)).message);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : FAILED);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form form={form} aria-label="Accept your quote" onValid={submit}>
      <Stack gap="6">
        <Card.Root>
          <Card.Body gap="4">
            <Heading as="h2" size="lg">
              Your ride
            </Heading>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              <SelectField
                name="time"
                label={`Pickup time on ${formatUsDate(view.date)}`}
                placeholder="Choose a time"
                required
                options={slots}
              />
              <SelectField
                name="luggageCount"
                label="Bags"
                asNumber
                options={Array.from({ length: bags + 1 }, (_, i) => ({ value: String(i), label: String(i) }))}
              />
            </SimpleGrid>
            <TextField name="flightNumber" label="Flight number (for an airport pickup)" />
            <TextareaField name="specialRequests" label="Special requests" rows={2} maxLength={1000} />
          </Card.Body>
        </Card.Root>
        <Card.Root>
          <Card.Body gap="4">
            <Heading as="h2" size="lg">
              Card details
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              <LuLock aria-hidden style={{ display: "inline" }} /> We check your card with a $1 authorization
              now and keep it for this ride; the quoted fare is charged after the ride.
            </Text>
            {card.fields}
            <BillingFields />
          </Card.Body>
        </Card.Root>
        <Text fontSize="sm" data-testid="payment-consent">
          {paymentConsentText(payments.config?.holdDays)}
        </Text>
        <Agreements />
        {error && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{error}</Alert.Title>
          </Alert.Root>
        )}
        <HStack justify="space-between" flexWrap="wrap" gap="3">
          <Button variant="ghost" onClick={decline} disabled={busy}>
            No thanks, decline this quote
          </Button>
          <Button
            type="submit"
            colorPalette="gold"
            size="lg"
            loading={busy}
            loadingText="Processing…"
            disabled={busy || !accepted || !card.ready}
          >
            Accept and book for {formatCents(view.quote.amountCents)}
          </Button>
        </HStack>
      </Stack>
      {card.dialog}
    </Form>
  );
}

function Booked({ booked }: { booked: QuoteAccepted }) {
  return (
    <Card.Root>
      <Card.Body gap="3" alignItems="center" textAlign="center" role="status">
        <Box fontSize="4xl" color="green.600" aria-hidden>
          <LuCircleCheck />
        </Box>
        <Heading as="h2" size="lg">
          {booked.message}
        </Heading>
        <Text>
          Your booking reference is{" "}
          <Text as="span" fontFamily="mono" fontWeight="semibold" data-testid="booking-reference">
            {booked.reference}
          </Text>
          . We e-mailed you the details; our team confirms the ride shortly.
        </Text>
        <Link href={booked.trackingPath} color="gold.700">
          Follow your ride
        </Link>
      </Card.Body>
    </Card.Root>
  );
}

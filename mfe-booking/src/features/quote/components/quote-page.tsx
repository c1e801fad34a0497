import {
  bookableDates,
  CAPACITY,
  countOf,
  formatCents,
  formatServiceTime,
  formatTimeLabel,
  formatUsDate,
  minutesInWords,
  normalizeVehicleType,
  paymentConsentText,
  type QuoteAccepted,
  type QuotedRidePrice,
  type QuotePrice,
  type QuoteTimes,
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
  Heading,
  HStack,
  Link,
  SimpleGrid,
  Stack,
  Text,
  useBookingPolicy,
  useNow,
  useSearchParams,
} from "@chauffeur/ui";
import { Form, SelectField, TextareaField, TextField, useContractForm } from "@chauffeur/ui/form";
import { useState } from "react";
import { LuCircleCheck, LuLock } from "react-icons/lu";
import { Agreements } from "../../../components/agreements";
import { BillingFields } from "../../../components/card-entry/billing-fields";
import { useCardEntry } from "../../../components/card-entry/use-card-entry";
import { LinkPageFrame, useLinkView } from "../../../components/link-page-frame";
import { ApiError } from "../../../lib/api-client";
import { usePaymentsConfig } from "../../../lib/payments/config";
import { nextActionOf } from "../../../lib/payments/next-action";
import { acceptQuote, declineQuote, getQuote, useQuotePrice } from "../api/quote-link";
import { type AcceptQuoteValues, acceptQuoteForm, emptyAccept } from "../lib/accept-form";

/** The card check, as on booking step 4: $1 authorized now and released; the fare is held before the ride. */
const CARD_CHECK_CENTS = 100;
const INVALID_LINK = "This quote link is not valid.";
const FAILED = "Payment processing failed. Please try again.";
const MINUTE = 60_000;

/** After the quote page's answer: booked, or declined. */
type Done = { kind: "booked"; booked: QuoteAccepted } | { kind: "declined"; message: string };

/** The quote's price as sent: each ride's, and their sum. */
const quotedTotal = (view: QuoteView) => view.quote.amountCents + (view.quote.returnAmountCents ?? 0);

/** /quote?token=…: the customer's quote from the dispatcher; accepted with the card, it becomes a booking. */
export function QuotePage({ site }: { site: SiteInfo }) {
  const [params] = useSearchParams();
  const token = params.get("token");
  const [loaded] = useLinkView(token, token ? () => getQuote(token) : null, INVALID_LINK);
  const [done, setDone] = useState<Done | null>(null);
  return (
    <LinkPageFrame site={site} title="Your quote" loadingLabel="Loading your quote" loaded={loaded}>
      {(view) =>
        done?.kind === "booked" ? (
          <Booked booked={done.booked} />
        ) : done?.kind === "declined" ? (
          <Alert.Root status="info" role="status">
            <Alert.Indicator />
            <Alert.Title>{done.message}</Alert.Title>
          </Alert.Root>
        ) : (
          token && (
            <>
              <QuoteCard view={view} />
              <AcceptForm
                view={view}
                token={token}
                onBooked={(booked) => setDone({ kind: "booked", booked })}
                onDeclined={(message) => setDone({ kind: "declined", message })}
              />
            </>
          )
        )
      }
    </LinkPageFrame>
  );
}

function QuoteCard({ view }: { view: QuoteView }) {
  const { quote } = view;
  const back = view.returnDate !== null && quote.returnAmountCents !== null;
  return (
    <Card.Root as="section" aria-labelledby="quote-trip">
      <Card.Body gap="2">
        <Text fontSize="sm" color="fg.muted">
          For {view.name}
        </Text>
        <Heading id="quote-trip" as="h2" size="lg">
          {view.pickupLocation} to {view.destination}
          {back ? " and back" : ""}
        </Heading>
        <Text>
          {formatUsDate(view.date)}
          {back && view.returnDate ? `, returning ${formatUsDate(view.returnDate)}` : ""} ·{" "}
          {countOf(view.passengers, "passenger")} · {vehicleName(quote.vehicleType)}
        </Text>
        {back && (
          <Stack gap="0" fontSize="sm" data-testid="quoted-rides">
            <Text>Outbound ride: {formatCents(quote.amountCents)}</Text>
            <Text>Return ride: {formatCents(quote.returnAmountCents ?? 0)}</Text>
          </Stack>
        )}
        <Text fontSize="2xl" fontWeight="semibold" data-testid="quoted-price">
          {formatCents(quotedTotal(view))}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          All included. Valid until {formatServiceTime(quote.validUntil)}.
        </Text>
        {quote.note && <Text whiteSpace="pre-wrap">{quote.note}</Text>}
      </Card.Body>
    </Card.Root>
  );
}

/** "Thu, Dec 24 at 3:00 PM: $800.00 instead of $640.00 (Holiday rate applies)" */
function rideChange(label: string, ride: QuotedRidePrice): string {
  const why = [
    ...ride.added.map((name) => `${name} applies`),
    ...ride.removed.map((name) => `${name} does not apply`),
  ];
  return `${label}, ${formatUsDate(ride.date)} at ${formatTimeLabel(ride.time)}: ${formatCents(ride.amountCents)} instead of ${formatCents(ride.quotedCents)}${why.length ? ` (${why.join("; ")})` : ""}`;
}

/** The price at the days picked, when it differs from the quote (the operator's rules for that day), or why it cannot be had. */
function PriceAtTimes({ price, error }: { price: QuotePrice | undefined; error: unknown }) {
  if (error) {
    return (
      <Alert.Root status="warning" role="alert">
        <Alert.Indicator />
        <Alert.Title>{error instanceof ApiError ? error.message : FAILED}</Alert.Title>
      </Alert.Root>
    );
  }
  if (!price?.changed) return null;
  const rides = [
    price.outbound.amountCents !== price.outbound.quotedCents
      ? rideChange(price.return ? "Outbound ride" : "Your ride", price.outbound)
      : null,
    price.return && price.return.amountCents !== price.return.quotedCents
      ? rideChange("Return ride", price.return)
      : null,
  ].filter((r): r is string => r !== null);
  return (
    <Alert.Root status="info" role="status" data-testid="moved-price">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Your price for the day you chose: {formatCents(price.totalCents)}</Alert.Title>
        <Alert.Description>
          <Stack gap="1">
            {rides.map((r) => (
              <Text key={r}>{r}</Text>
            ))}
            <Text>Our prices differ on that day; the quoted day keeps the quoted price.</Text>
          </Stack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** The times asked of the price: none until a time is chosen (and a round trip's return time). */
function timesOf(values: AcceptQuoteValues, roundTrip: boolean): QuoteTimes | null {
  if (!values.date || !values.time) return null;
  if (!roundTrip) return { date: values.date, time: values.time };
  if (!values.returnDate || !values.returnTime) return null;
  return {
    date: values.date,
    time: values.time,
    returnDate: values.returnDate,
    returnTime: values.returnTime,
  };
}

/**
 * A day's pickup times a booking made now takes (the operator's lead time and horizon), and the time a
 * short-notice request asked for (`agreed`), which its quote agrees to inside the lead time until it passes.
 */
function timeOptions(
  date: string,
  now: number,
  policy: ReturnType<typeof useBookingPolicy>,
  agreed: string | null = null,
) {
  const stillAhead =
    agreed !== null &&
    slotChoices(date, new Date(now), { ...policy, leadTimeMinutes: 0 }).some(
      (s) => s.value === agreed && !s.disabled,
    );
  return slotChoices(date, new Date(now), policy).filter(
    (s) => !s.disabled || (stillAhead && s.value === agreed),
  );
}

/**
 * The pickup's day (the quoted one, or another: re-priced with the quote's rules and shown before
 * accepting) and time, a round trip's return, then the card as on booking step 4; 3-D Secure when asked.
 */
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
  const roundTrip = view.returnDate !== null && view.quote.returnAmountCents !== null;
  const card = useCardEntry(CARD_CHECK_CENTS);
  const payments = usePaymentsConfig();
  const policy = useBookingPolicy();
  const now = useNow(MINUTE);
  const form = useContractForm(acceptQuoteForm(card.inPage, roundTrip), { defaultValues: emptyAccept(view) });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const values = form.watch();
  const accepted = Boolean(values.acceptTerms && values.acceptPrivacy);
  const price = useQuotePrice(token, timesOf(values, roundTrip));
  const type = normalizeVehicleType(view.quote.vehicleType);
  const bags = type ? CAPACITY[type].luggage : 6;
  const bookable = bookableDates(new Date(now), policy);
  // A short-notice quote's day may be today, inside the lead time: its agreed pickup stays choosable.
  const dates = view.pickupTime && view.date < bookable.min ? { ...bookable, min: view.date } : bookable;
  const total = price.data?.totalCents ?? quotedTotal(view);

  const submit = async (v: AcceptQuoteValues) => {
    const collector = card.collector(v.cardNumber);
    if (!collector || busy) return;
    setBusy(true);
    setError(null);
    try {
      const tokenized = await collector.tokenize({
        name: v.nameOnCard,
        line1: v.billingAddress,
        city: v.city,
        state: v.state,
        postalCode: v.zipCode,
      });
      if (!tokenized.ok) {
        setError(tokenized.message);
        return;
      }
      const body = {
        date: v.date,
        time: v.time,
        ...(roundTrip ? { returnDate: v.returnDate, returnTime: v.returnTime } : {}),
        luggageCount: v.luggageCount,
        flightNumber: v.flightNumber || null,
        specialRequests: v.specialRequests || null,
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
            <Text fontSize="sm" color="fg.muted">
              {view.pickupTime
                ? `We will pick you up at ${formatTimeLabel(view.pickupTime)} on ${formatUsDate(view.date)}, as you asked, for the quoted price. Another time must be at least ${minutesInWords(policy.leadTimeMinutes)} ahead; another day's price is shown before you accept.`
                : `The quoted price holds for ${formatUsDate(view.date)}${roundTrip && view.returnDate ? ` and ${formatUsDate(view.returnDate)}` : ""} at any time. Another day is possible: its price is shown before you accept.`}
            </Text>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              <TextField
                name="date"
                label={roundTrip ? "Outbound date" : "Pickup date"}
                type="date"
                min={dates.min}
                max={dates.max}
                required
              />
              <SelectField
                name="time"
                label={`Pickup time on ${values.date ? formatUsDate(values.date) : "that day"}`}
                placeholder="Choose a time"
                required
                options={timeOptions(
                  values.date,
                  now,
                  policy,
                  values.date === view.date ? view.pickupTime : null,
                )}
              />
              {roundTrip && (
                <>
                  <TextField
                    name="returnDate"
                    label="Return date"
                    type="date"
                    min={values.date || dates.min}
                    max={dates.max}
                    required
                  />
                  <SelectField
                    name="returnTime"
                    label={`Return pickup time on ${values.returnDate ? formatUsDate(values.returnDate) : "that day"}`}
                    placeholder="Choose a time"
                    required
                    options={timeOptions(values.returnDate, now, policy)}
                  />
                </>
              )}
              <SelectField
                name="luggageCount"
                label="Bags"
                asNumber
                options={Array.from({ length: bags + 1 }, (_, i) => ({ value: String(i), label: String(i) }))}
              />
            </SimpleGrid>
            <PriceAtTimes price={price.data} error={price.error} />
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
            disabled={busy || !accepted || !card.ready || Boolean(price.error) || price.isFetching}
          >
            Accept and book for {formatCents(total)}
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

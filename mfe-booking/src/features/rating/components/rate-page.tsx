import {
  formatCents,
  formatServiceTime,
  type GratuityInput,
  gratuityCents,
  LOW_RATING_STARS,
  RATING_REASON_LABELS,
  RATING_REASONS,
  type RateView,
  type RatingReason,
  type SiteInfo,
} from "@chauffeur/contract";
import {
  Alert,
  Button,
  Card,
  Field,
  Fieldset,
  Heading,
  HStack,
  Stack,
  Text,
  Textarea,
  useSearchParams,
} from "@chauffeur/ui";
import { useEffect, useRef, useState } from "react";
import { LuStar } from "react-icons/lu";
import { GratuityPicker } from "../../../components/gratuity-picker";
import { LinkPageFrame, useLinkView } from "../../../components/link-page-frame";
import { ApiError } from "../../../lib/api-client";
import { getRating } from "../api/get-rating";
import { rateRide } from "../api/rate-ride";

const INVALID_LINK = "This rating link is not valid.";

/** /rate?token=…: the completion message's private page to rate the ride and change the gratuity. */
export function RatePage({ site }: { site: SiteInfo }) {
  const [params] = useSearchParams();
  const token = params.get("token");
  const [loaded, setLoaded] = useLinkView(token, token ? () => getRating(token) : null, INVALID_LINK);
  const [thanks, setThanks] = useState<string | null>(null);

  return (
    <LinkPageFrame
      site={site}
      title="How was your ride?"
      documentTitle="Rate your ride"
      loadingLabel="Loading your ride"
      loaded={loaded}
    >
      {(view) => (
        <>
          <RideCard view={view} />
          {thanks && <Thanks message={thanks} />}
          {view.rating.given ? (
            <GivenCard view={view} />
          ) : view.rating.open && token ? (
            <RatingForm
              view={view}
              token={token}
              onDone={(message, next) => {
                setThanks(message);
                setLoaded({ status: "ready", view: next });
              }}
            />
          ) : (
            <Text textAlign="center">
              Rating closed on {formatServiceTime(view.rating.until, { year: true })}, 7 days after the ride.
              Thank you for riding with us.
            </Text>
          )}
        </>
      )}
    </LinkPageFrame>
  );
}

/**
 * The thanks after sending, with what the gratuity change moved. The form it replaces was taller: on a
 * phone the page stayed scrolled past it, so it is brought into view (the page from its top: the ride with
 * its gratuity now, then the thanks) and focused for screen readers.
 */
function Thanks({ message }: { message: string }) {
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => {
    alert.current?.focus({ preventScroll: true });
    window.scrollTo({ top: 0 });
  }, []);
  return (
    <Alert.Root ref={alert} tabIndex={-1} status="success" role="status">
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}

function RideCard({ view }: { view: RateView }) {
  return (
    <Card.Root as="section" aria-labelledby="rate-ride">
      <Card.Body gap="1">
        <Text fontSize="sm" color="fg.muted">
          Your ride
        </Text>
        <Heading id="rate-ride" as="h2" size="xl" fontFamily="mono">
          {view.reference}
        </Heading>
        <Text>
          {view.pickupLocation}
          {view.destination ? ` to ${view.destination}` : ""}
        </Text>
        <Text>{formatServiceTime(view.pickupAt, { year: true })}</Text>
        {view.chauffeurFirstName && <Text>Your chauffeur: {view.chauffeurFirstName}</Text>}
        <Text data-testid="gratuity-now">
          Gratuity: {formatCents(view.gratuity.cents)}
          {view.gratuity.percent !== null ? ` (${view.gratuity.percent}% of the fare)` : ""}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}

function GivenCard({ view }: { view: RateView }) {
  const given = view.rating.given;
  if (!given) return null;
  return (
    <Card.Root>
      <Card.Body gap="2" textAlign="center">
        <Text fontWeight="semibold">You rated this ride {given.stars} of 5 stars. Thank you!</Text>
        {given.comment && <Text color="fg.muted">“{given.comment}”</Text>}
      </Card.Body>
    </Card.Root>
  );
}

function RatingForm({
  view,
  token,
  onDone,
}: {
  view: RateView;
  token: string;
  onDone: (message: string, view: RateView) => void;
}) {
  const [stars, setStars] = useState<number | null>(null);
  const [comment, setComment] = useState("");
  const [reasons, setReasons] = useState<RatingReason[]>([]);
  const start: GratuityInput =
    view.gratuity.percent !== null
      ? { percent: view.gratuity.percent }
      : { amountCents: view.gratuity.cents };
  const [gratuity, setGratuity] = useState<GratuityInput>(start);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const low = stars !== null && stars <= LOW_RATING_STARS;
  const changed = JSON.stringify(gratuity) !== JSON.stringify(start);

  const submit = async () => {
    if (stars === null || busy) return;
    setBusy(true);
    setError(null);
    try {
      const result = await rateRide(token, {
        stars,
        comment: comment.trim() || null,
        reasons: low ? reasons : [],
        ...(changed && view.gratuity.open ? { gratuity } : {}),
      });
      onDone(result.message, result.view);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : "Your rating could not be sent. Please try again.");
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card.Root>
      <Card.Body>
        <form
          aria-label="Rate your ride"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <Stack gap="5">
            <Fieldset.Root>
              <Fieldset.Legend fontWeight="semibold">Your rating</Fieldset.Legend>
              <HStack gap="1" role="group" aria-label="Stars">
                {[1, 2, 3, 4, 5].map((n) => (
                  <Button
                    key={n}
                    variant="ghost"
                    size="lg"
                    px="2"
                    aria-label={`${n} star${n === 1 ? "" : "s"}`}
                    aria-pressed={stars === n}
                    color={stars !== null && n <= stars ? "gold.500" : "fg.muted"}
                    onClick={() => setStars(n)}
                  >
                    <LuStar fill={stars !== null && n <= stars ? "currentColor" : "none"} size="28" />
                  </Button>
                ))}
              </HStack>
            </Fieldset.Root>
            {low && (
              <Fieldset.Root>
                <Fieldset.Legend fontWeight="semibold">What went wrong?</Fieldset.Legend>
                <HStack gap="2" flexWrap="wrap" role="group" aria-label="What went wrong">
                  {RATING_REASONS.map((r) => {
                    const on = reasons.includes(r);
                    return (
                      <Button
                        key={r}
                        size="sm"
                        variant={on ? "solid" : "outline"}
                        aria-pressed={on}
                        onClick={() => setReasons(on ? reasons.filter((x) => x !== r) : [...reasons, r])}
                      >
                        {RATING_REASON_LABELS[r]}
                      </Button>
                    );
                  })}
                </HStack>
              </Fieldset.Root>
            )}
            <Field.Root>
              <Field.Label>Comment (optional)</Field.Label>
              <Textarea
                value={comment}
                maxLength={1000}
                rows={3}
                onChange={(e) => setComment(e.target.value)}
              />
              <Field.HelperText>Your chauffeur reads comments without your name.</Field.HelperText>
            </Field.Root>
            {view.gratuity.open ? (
              <GratuityPicker
                fareCents={view.fareCents}
                value={gratuity}
                onChange={setGratuity}
                legend="Change the gratuity"
              />
            ) : (
              <Text fontSize="sm" color="fg.muted">
                The gratuity could be changed until {formatServiceTime(view.gratuity.until)}.
              </Text>
            )}
            {changed && view.gratuity.open && (
              <Text fontSize="sm" data-testid="gratuity-difference">
                {gratuityWords(view, gratuity)}
              </Text>
            )}
            {error && (
              <Alert.Root status="error" role="alert">
                <Alert.Indicator />
                <Alert.Title>{error}</Alert.Title>
              </Alert.Root>
            )}
            <Button type="submit" colorPalette="gold" size="lg" loading={busy} disabled={stars === null}>
              Send rating
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}

/** What a changed gratuity moves: the difference charged to the saved card, or given back. */
function gratuityWords(view: RateView, choice: GratuityInput): string {
  const diff = gratuityCents(view.fareCents, choice) - view.gratuity.cents;
  const card = view.cardLast4 ? `your card ending ${view.cardLast4}` : "your invoice";
  if (diff > 0) return `${formatCents(diff)} more will be charged to ${card}.`;
  if (diff < 0) return `${formatCents(-diff)} will be given back to ${card}.`;
  return "The gratuity stays as it is.";
}

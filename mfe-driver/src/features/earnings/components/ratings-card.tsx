import { formatServiceDay, RATING_REASON_LABELS } from "@chauffeur/contract";
import { Alert, Card, Heading, Stack, Text } from "@chauffeur/ui";
import { useRatings } from "../api/get-ratings";

/** The chauffeur's own 90-day average, against the operator's bar, and their customers' comments. */
export function RatingsCard({ driverId }: { driverId: string }) {
  const { data, error } = useRatings(driverId);
  return (
    <Card.Root as="section" aria-labelledby="ratings-title">
      <Card.Body gap="3">
        <Heading id="ratings-title" as="h2" size="md">
          Your ratings (90 days)
        </Heading>
        {error && <Text color="fg.error">Error: {error.message}</Text>}
        {data && (
          <>
            <Text fontSize="2xl" fontWeight="bold" data-testid="rating-average">
              {data.rating.average === null ? "No ratings yet" : `${data.rating.average.toFixed(2)} ★`}
              <Text as="span" fontSize="sm" fontWeight="normal" color="fg.muted">
                {" "}
                from {data.rating.count} {data.rating.count === 1 ? "rating" : "ratings"}
              </Text>
            </Text>
            {data.rating.flagged && (
              <Alert.Root status="warning">
                <Alert.Indicator />
                <Alert.Title>
                  Your average is under {data.flagBelow.average}: dispatch will talk it through with you.
                </Alert.Title>
              </Alert.Root>
            )}
            <Stack gap="3">
              {data.ratings
                .filter((r) => r.comment || r.reasons.length > 0)
                .map((r) => (
                  <Stack key={r.at} gap="0" borderLeftWidth="3px" borderColor="gold.500" ps="3">
                    <Text fontSize="sm" fontWeight="semibold">
                      {"★".repeat(r.stars)}
                      {"☆".repeat(5 - r.stars)} · {formatServiceDay(r.at)}
                    </Text>
                    {r.reasons.length > 0 && (
                      <Text fontSize="sm" color="fg.muted">
                        {r.reasons.map((k) => RATING_REASON_LABELS[k]).join(", ")}
                      </Text>
                    )}
                    {r.comment && <Text fontSize="sm">“{r.comment}”</Text>}
                  </Stack>
                ))}
            </Stack>
          </>
        )}
      </Card.Body>
    </Card.Root>
  );
}

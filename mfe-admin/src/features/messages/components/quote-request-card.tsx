import { countOf, formatServiceTime, formatUsDate, type QuoteRequestPage } from "@chauffeur/contract";
import { Card, Link, Text } from "@chauffeur/ui";

type QuoteRequestItem = QuoteRequestPage["items"][number];

/** One customer's quote request: who, the trip, the party, what they wrote, and how to answer them. */
export function QuoteRequestCard({ request: q }: { request: QuoteRequestItem }) {
  const subject = encodeURIComponent(
    `Your quote: ${q.pickupLocation} to ${q.destination}, ${formatUsDate(q.date)}`,
  );
  return (
    <Card.Root size="sm">
      <Card.Body gap="1">
        <Text fontWeight="semibold">
          {q.pickupLocation} → {q.destination}
        </Text>
        <Text fontSize="sm">
          {formatUsDate(q.date)} · {countOf(q.passengers, "passenger")}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {q.name} · <Link href={`mailto:${q.email}?subject=${subject}`}>{q.email}</Link> ·{" "}
          <Link href={`tel:${q.phone}`}>{q.phone}</Link> · asked {formatServiceTime(q.createdAt)}
        </Text>
        {q.message && <Text whiteSpace="pre-wrap">{q.message}</Text>}
      </Card.Body>
    </Card.Root>
  );
}

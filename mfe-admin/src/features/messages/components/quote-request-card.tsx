import {
  countOf,
  formatCents,
  formatServiceTime,
  formatUsDate,
  type QuoteRequestItem,
  type QuoteStatus,
  vehicleName,
} from "@chauffeur/contract";
import { Badge, Card, HStack, Link, Stack, Text } from "@chauffeur/ui";
import { DeclineQuoteDialog, QuoteDialog } from "./quote-dialogs";

/** Each status as dispatch reads it, and its colour. */
const STATUS: Record<QuoteStatus, { label: string; palette: string }> = {
  new: { label: "New", palette: "orange" },
  quoted: { label: "Quoted", palette: "blue" },
  accepted: { label: "Accepted", palette: "green" },
  declined: { label: "Declined", palette: "gray" },
  expired: { label: "Expired", palette: "gray" },
};

/** The quote sent: price, vehicle, validity and note (and the booking it became). */
function SentQuote({ request: q }: { request: QuoteRequestItem }) {
  if (!q.quote) return null;
  return (
    <Stack gap="0" mt="1" borderLeftWidth="3px" borderColor="blue.solid" ps="3" data-testid="sent-quote">
      <Text fontSize="sm" fontWeight="medium">
        {formatCents(q.quote.amountCents)}
        {q.quote.returnAmountCents !== null ? ` + return ${formatCents(q.quote.returnAmountCents)}` : ""} ·{" "}
        {vehicleName(q.quote.vehicleType)} · valid until {formatServiceTime(q.quote.validUntil)}
      </Text>
      {q.quote.note && (
        <Text fontSize="sm" whiteSpace="pre-wrap">
          {q.quote.note}
        </Text>
      )}
      <Text fontSize="xs" color="fg.muted">
        Sent {formatServiceTime(q.quote.quotedAt)}
        {q.bookingReference ? ` · booked as ${q.bookingReference}` : ""}
      </Text>
    </Stack>
  );
}

/** One customer's quote request: who, the trip, the party, what they wrote, its status, and the reply. */
export function QuoteRequestCard({
  request: q,
  onChanged,
}: {
  request: QuoteRequestItem;
  onChanged: () => void;
}) {
  const status = STATUS[q.status];
  const subject = encodeURIComponent(
    `Your quote: ${q.pickupLocation} to ${q.destination}, ${formatUsDate(q.date)}`,
  );
  const open = q.status === "new" || q.status === "quoted" || q.status === "expired";
  return (
    <Card.Root size="sm" data-testid="quote-request" data-status={q.status}>
      <Card.Body gap="1">
        <HStack justify="space-between" align="start" gap="2">
          <Text fontWeight="semibold">
            {q.pickupLocation} → {q.destination}
          </Text>
          <Badge colorPalette={status.palette} variant="subtle" flexShrink={0}>
            {status.label}
          </Badge>
        </HStack>
        <Text fontSize="sm">
          {formatUsDate(q.date)}
          {q.returnDate ? ` · round trip, returning ${formatUsDate(q.returnDate)}` : ""} ·{" "}
          {countOf(q.passengers, "passenger")}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {q.name} · <Link href={`mailto:${q.email}?subject=${subject}`}>{q.email}</Link> ·{" "}
          <Link href={`tel:${q.phone}`}>{q.phone}</Link> · asked {formatServiceTime(q.createdAt)}
        </Text>
        {q.message && <Text whiteSpace="pre-wrap">{q.message}</Text>}
        <SentQuote request={q} />
        {open && (
          <HStack gap="2" mt="2">
            <QuoteDialog request={q} onSent={onChanged} />
            <DeclineQuoteDialog request={q} onDeclined={onChanged} />
          </HStack>
        )}
      </Card.Body>
    </Card.Root>
  );
}

import { formatServiceTime, formatUsd } from "@chauffeur/contract";
import { Card, SimpleGrid, Text } from "@chauffeur/ui";
import { ListSection } from "../../../components/list-section";
import { usePagedList } from "../../../lib/use-paged-list";
import { useContactMessages } from "../api/get-contact-messages";
import { useQuoteRequests } from "../api/get-quote-requests";
import { MESSAGES_PAGE_SIZE } from "../api/page-size";
import { ContactMessageCard } from "./contact-message-card";

/** Contact messages and quote requests, newest first, each searched and paged on its own. */
// onChanged: a reply changes this list and queues a customer message, so the dashboard reloads both.
export function MessagesPanel({ onChanged }: { onChanged: () => void }) {
  const messages = usePagedList(useContactMessages);
  const quotes = usePagedList(useQuoteRequests);
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
      <ListSection
        title="Contact messages"
        noun="messages"
        list={messages}
        pageSize={MESSAGES_PAGE_SIZE}
        searchPlaceholder="Search name, email, phone or text"
      >
        {messages.data?.items.map((m) => (
          <ContactMessageCard key={m.id} message={m} onReplied={onChanged} />
        ))}
      </ListSection>
      <ListSection
        title="Quote requests"
        noun="quote requests"
        list={quotes}
        pageSize={MESSAGES_PAGE_SIZE}
        searchPlaceholder="Search place, vehicle or service"
      >
        {quotes.data?.items.map((q) => (
          <Card.Root key={q.id} size="sm">
            <Card.Body gap="1">
              <Text fontWeight="semibold">
                {q.pickupLocation} → {q.destination}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {q.serviceType} · {q.vehicleType} · {formatUsd(q.basePrice)}
                {q.date ? ` · ${q.date} ${q.tripTime ?? ""}` : ""} · asked {formatServiceTime(q.createdAt)}
              </Text>
            </Card.Body>
          </Card.Root>
        ))}
      </ListSection>
    </SimpleGrid>
  );
}

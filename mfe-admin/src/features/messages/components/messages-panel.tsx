import { SimpleGrid } from "@chauffeur/ui";
import { ListSection } from "../../../components/list-section";
import { usePagedList } from "../../../lib/use-paged-list";
import { useContactMessages } from "../api/get-contact-messages";
import { useQuoteRequests } from "../api/get-quote-requests";
import { MESSAGES_PAGE_SIZE } from "../api/page-size";
import { ContactMessageCard } from "./contact-message-card";
import { QuoteRequestCard } from "./quote-request-card";

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
        searchPlaceholder="Search name, email, phone, place or text"
      >
        {quotes.data?.items.map((q) => (
          <QuoteRequestCard key={q.id} request={q} onChanged={onChanged} />
        ))}
      </ListSection>
    </SimpleGrid>
  );
}

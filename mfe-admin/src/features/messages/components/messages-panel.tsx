import { Card, Heading, SimpleGrid, Stack, Text } from "@chauffeur/ui";
import { Pager } from "../../../components/pager";
import { SearchInput } from "../../../components/search-input";
import { usePagedList } from "../../../lib/use-paged-list";
import { fetchContactMessages, fetchQuoteRequests, MESSAGES_PAGE_SIZE } from "../api/messages";
import { ContactMessageCard } from "./contact-message-card";

/** Contact messages and quote requests, newest first, each searched and paged on its own. */
// onChanged: a reply changes this list and queues a customer message, so the dashboard reloads both.
export function MessagesPanel({ refreshKey, onChanged }: { refreshKey: number; onChanged: () => void }) {
  const messages = usePagedList(fetchContactMessages, refreshKey);
  const quotes = usePagedList(fetchQuoteRequests, refreshKey);
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
      <Stack gap="3">
        <Heading as="h2" size="md">
          Contact messages ({messages.data?.total ?? "…"})
        </Heading>
        <SearchInput
          label="Search contact messages"
          placeholder="Search name, email, phone or text"
          value={messages.search}
          onChange={messages.setSearch}
        />
        {messages.error && <Text color="fg.error">Error: {messages.error}</Text>}
        {messages.data?.items.length === 0 && (
          <Text color="fg.muted">{messages.search ? "No matching messages." : "No messages yet."}</Text>
        )}
        {messages.data?.items.map((m) => (
          <ContactMessageCard key={m.id} message={m} onReplied={onChanged} />
        ))}
        <Pager
          noun="messages"
          total={messages.data?.total}
          page={messages.page}
          pageSize={MESSAGES_PAGE_SIZE}
          onPage={messages.setPage}
        />
      </Stack>
      <Stack gap="3">
        <Heading as="h2" size="md">
          Quote requests ({quotes.data?.total ?? "…"})
        </Heading>
        <SearchInput
          label="Search quote requests"
          placeholder="Search place, vehicle or service"
          value={quotes.search}
          onChange={quotes.setSearch}
        />
        {quotes.error && <Text color="fg.error">Error: {quotes.error}</Text>}
        {quotes.data?.items.length === 0 && (
          <Text color="fg.muted">
            {quotes.search ? "No matching quote requests." : "No quote requests yet."}
          </Text>
        )}
        {quotes.data?.items.map((q) => (
          <Card.Root key={q.id} size="sm">
            <Card.Body gap="1">
              <Text fontWeight="semibold">
                {q.pickupLocation} → {q.destination}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {q.serviceType} · {q.vehicleType} · ${q.basePrice}
                {q.date ? ` · ${q.date} ${q.tripTime ?? ""}` : ""} · asked{" "}
                {new Date(q.createdAt).toLocaleString()}
              </Text>
            </Card.Body>
          </Card.Root>
        ))}
        <Pager
          noun="quote requests"
          total={quotes.data?.total}
          page={quotes.page}
          pageSize={MESSAGES_PAGE_SIZE}
          onPage={quotes.setPage}
        />
      </Stack>
    </SimpleGrid>
  );
}

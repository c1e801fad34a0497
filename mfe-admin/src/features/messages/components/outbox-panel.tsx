import { formatServiceTime } from "@chauffeur/contract";
import { Badge, Button, Text } from "@chauffeur/ui";
import { Table } from "@chauffeur/ui/widgets";
import { useState } from "react";
import { ListSection } from "../../../components/list-section";
import { usePagedList } from "../../../lib/use-paged-list";
import { useOutbox } from "../api/get-outbox";
import { MESSAGES_PAGE_SIZE } from "../api/page-size";
import { DeliveryBadge } from "./delivery-badge";
import { type OpenMessage, OutboxMessageDialog } from "./outbox-message-dialog";

const STATUS_PALETTE: Record<string, string> = {
  sent: "green",
  queued: "gray",
  sending: "blue",
  failed: "red",
};

/**
 * What customers and chauffeurs were told (confirmations, assignments, reminders, cancellations, replies)
 * and whether it went out; a subject opens the message whole, as its reader sees it.
 */
export function OutboxPanel() {
  const outbox = usePagedList(useOutbox);
  const [open, setOpen] = useState<OpenMessage>(null);
  return (
    <ListSection
      title="Outgoing messages"
      noun="outgoing messages"
      list={outbox}
      pageSize={MESSAGES_PAGE_SIZE}
      searchPlaceholder="Search recipient or subject"
      intro={
        <Text fontSize="sm" color="fg.muted">
          To customers and chauffeurs. Queued messages go out through the mail provider when one is
          configured; an e-mail marked bounced or spam did not reach its reader.
        </Text>
      }
    >
      <Table.ScrollArea borderWidth="1px" borderRadius="md">
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>To</Table.ColumnHeader>
              <Table.ColumnHeader>Subject</Table.ColumnHeader>
              <Table.ColumnHeader>Queued</Table.ColumnHeader>
              <Table.ColumnHeader>Status</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {outbox.data?.items.map((m) => (
              <Table.Row key={m.id}>
                <Table.Cell>
                  {m.recipient}
                  {m.channel === "sms" && (
                    <Text as="span" fontSize="xs" color="fg.muted">
                      {" "}
                      (text message)
                    </Text>
                  )}
                </Table.Cell>
                <Table.Cell>
                  <Button
                    variant="plain"
                    size="sm"
                    px="0"
                    h="auto"
                    textAlign="start"
                    whiteSpace="normal"
                    textDecoration="underline"
                    onClick={() => setOpen({ id: m.id, channel: m.channel })}
                  >
                    {m.subject}
                  </Button>
                </Table.Cell>
                <Table.Cell>{formatServiceTime(m.createdAt)}</Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={STATUS_PALETTE[m.status] ?? "gray"}>{m.status}</Badge>
                  {/* A bounce or a complaint: the customer did not get it, or will not read what follows. */}
                  {m.delivery && (
                    <>
                      {" "}
                      <DeliveryBadge delivery={m.delivery} />
                    </>
                  )}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <OutboxMessageDialog open={open} onClose={() => setOpen(null)} />
    </ListSection>
  );
}

import { formatServiceTime, type OutboxMessage } from "@chauffeur/contract";
import { Box, CloseButton, Link, Portal, Skeleton, Stack, Text } from "@chauffeur/ui";
import { Dialog } from "@chauffeur/ui/widgets";
import { useOutboxMessage } from "../api/get-outbox-message";
import { linkedText } from "../lib/linked-text";

/**
 * One outgoing message whole, as its reader gets it: an e-mail as a letter (subject, then the text with
 * its links), a text message as the bubble a phone shows. Opened from the outbox's subject.
 */
export function OutboxMessageDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const message = useOutboxMessage(id);
  return (
    <Dialog.Root
      open={id !== null}
      onOpenChange={(e) => !e.open && onClose()}
      size="lg"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{message.data?.subject ?? "Message"}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {message.data ? (
                <MessageAsSent message={message.data} />
              ) : message.isError ? (
                <Text color="fg.error">{message.error.message}</Text>
              ) : (
                <Skeleton height="40" />
              )}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close message" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function MessageAsSent({ message }: { message: OutboxMessage }) {
  const sms = message.channel === "sms";
  const sent = message.sentAt ? `sent ${formatServiceTime(message.sentAt)}` : message.status;
  return (
    <Stack gap="3">
      <Text fontSize="sm" color="fg.muted">
        {sms ? "Text message" : "E-mail"} to {message.recipient} · queued{" "}
        {formatServiceTime(message.createdAt)} · {sent}
      </Text>
      <Box
        data-testid="outbox-message-body"
        whiteSpace="pre-wrap"
        overflowWrap="anywhere"
        lineHeight="tall"
        {...(sms
          ? { bg: "bg.muted", borderRadius: "2xl", px: "4", py: "3", maxW: "22rem" }
          : { borderWidth: "1px", borderRadius: "md", p: "4" })}
      >
        {linkedText(message.body).map((part, i) =>
          part.href ? (
            <Link
              key={i}
              href={part.href}
              target="_blank"
              rel="noreferrer"
              colorPalette="blue"
              variant="underline"
              display="inline"
              wordBreak="break-all"
            >
              {part.text}
            </Link>
          ) : (
            part.text
          ),
        )}
      </Box>
    </Stack>
  );
}

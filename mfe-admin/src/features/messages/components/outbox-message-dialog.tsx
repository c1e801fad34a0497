import { formatServiceTime, type OutboxMessage } from "@chauffeur/contract";
import {
  Badge,
  Box,
  Button,
  CloseButton,
  chakra,
  cspNonce,
  Link,
  Portal,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from "@chauffeur/ui";
import { Dialog } from "@chauffeur/ui/widgets";
import { type ReactNode, useMemo } from "react";
import { useOutboxMessage } from "../api/get-outbox-message";
import { emailPreviewDocument } from "../lib/email-preview";
import { linkedText } from "../lib/linked-text";
import { DeliveryBadge } from "./delivery-badge";

/** Which message the dialog shows, and its channel: an e-mail opens wide, its HTML beside its text. */
export type OpenMessage = { id: string; channel: string } | null;

/**
 * One outgoing message whole, as its reader gets it: an e-mail as the customer's mail program shows it
 * beside its plain text, with its files; a text message as the bubble a phone shows. Opened from the
 * outbox's subject.
 */
export function OutboxMessageDialog({ open, onClose }: { open: OpenMessage; onClose: () => void }) {
  const message = useOutboxMessage(open?.id ?? null);
  return (
    <Dialog.Root
      open={open !== null}
      onOpenChange={(e) => !e.open && onClose()}
      size={open?.channel === "sms" ? "lg" : { base: "full", md: "cover" }}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          {/* The phone's full size keeps its min-height of the whole window on wider screens, under
              the cover size's margin: without resetting it, Close falls below the window. */}
          <Dialog.Content minH={{ md: "0" }} maxH={{ md: "calc(100dvh - 5rem)" }}>
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
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Close</Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close message" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** The plain text with its addresses as links: a text message's bubble, or an e-mail's text part. */
function PlainText({ message, sms }: { message: OutboxMessage; sms: boolean }) {
  return (
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
  );
}

/** The e-mail's HTML in a frame that runs nothing and reaches nothing: the letter as the customer sees it. */
function HtmlPart({ message }: { message: OutboxMessage & { html: string } }) {
  const document = useMemo(() => emailPreviewDocument(message.html, cspNonce()), [message.html]);
  return (
    <chakra.iframe
      title={`${message.subject}, as the customer sees it`}
      sandbox=""
      srcDoc={document}
      w="full"
      h={{ base: "70vh", lg: "max(20rem, calc(100dvh - 24rem))" }}
      borderWidth="1px"
      borderRadius="md"
    />
  );
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="2" minW="0">
      <Text fontSize="sm" fontWeight="semibold">
        {title}
      </Text>
      {children}
    </Stack>
  );
}

function MessageAsSent({ message }: { message: OutboxMessage }) {
  const sms = message.channel === "sms";
  const sent = message.sentAt ? `sent ${formatServiceTime(message.sentAt)}` : message.status;
  const { html } = message;
  return (
    <Stack gap="3">
      <Text fontSize="sm" color="fg.muted">
        {sms ? "Text message" : "E-mail"} to {message.recipient} · queued{" "}
        {formatServiceTime(message.createdAt)} · {sent}
      </Text>
      {message.delivery && (
        <Text fontSize="sm" color="fg.error">
          <DeliveryBadge delivery={message.delivery} />{" "}
          {message.deliveryAt ? formatServiceTime(message.deliveryAt) : ""}: {message.deliveryNote}
        </Text>
      )}
      {message.lastError && message.status !== "sent" && (
        <Text fontSize="sm" color="fg.error">
          Last attempt: {message.lastError}
        </Text>
      )}
      {html === null ? (
        <PlainText message={message} sms={sms} />
      ) : (
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
          <Part title="As the customer sees it">
            <HtmlPart message={{ ...message, html }} />
          </Part>
          <Part title="Plain text">
            <PlainText message={message} sms={false} />
          </Part>
        </SimpleGrid>
      )}
      {message.attachments.length > 0 && (
        <Text fontSize="sm" color="fg.muted">
          Attached:{" "}
          {message.attachments.map((a) => (
            <Badge key={a.filename} variant="outline" me="1" title={a.contentType}>
              {a.filename}
            </Badge>
          ))}
        </Text>
      )}
    </Stack>
  );
}

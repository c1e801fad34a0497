import { type ContactMessageItem, ContactReply, formatServiceTime } from "@chauffeur/contract";
import { Button, CloseButton, Field, Portal, Stack, Text, Textarea } from "@chauffeur/ui";
import { Dialog } from "@chauffeur/ui/widgets";
import { type FormEvent, useState } from "react";
import { useDialogAction } from "../../../lib/use-dialog-action";
import { replyToMessage } from "../api/reply-to-message";

/**
 * Writes the one reply a contact message gets. A refused send keeps the dialog open with the text as
 * typed and the server's reason beside it, so nothing written is lost.
 */
export function ReplyDialog({ message, onReplied }: { message: ContactMessageItem; onReplied: () => void }) {
  const [text, setText] = useState("");
  const { open, setOpen, invalid, clearInvalid, failure, busy, submit } = useDialogAction(
    ContactReply,
    (input) => replyToMessage(message.id, input),
    onReplied,
  );

  async function send(event: FormEvent<HTMLElement>) {
    event.preventDefault();
    if (await submit({ body: text })) setText("");
  }

  return (
    <Dialog.Root open={open} onOpenChange={(e) => setOpen(e.open)} size="lg">
      <Dialog.Trigger asChild>
        <Button size="sm" variant="outline" alignSelf="flex-start" aria-label={`Reply to ${message.name}`}>
          Reply
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          {/* noValidate: the contract's schema gives the message, not the browser's bubble. */}
          <Dialog.Content asChild>
            <form onSubmit={send} noValidate>
              <Dialog.Header>
                <Dialog.Title>Reply to {message.name}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Stack gap="1" borderLeftWidth="3px" borderColor="border.emphasized" ps="3">
                    <Text fontSize="sm" color="fg.muted">
                      {message.name} wrote on {formatServiceTime(message.createdAt)}:
                    </Text>
                    <Text whiteSpace="pre-wrap" lineClamp={6}>
                      {message.message}
                    </Text>
                  </Stack>
                  <Field.Root required invalid={invalid !== null}>
                    <Field.Label>Reply</Field.Label>
                    <Textarea
                      name="reply"
                      rows={8}
                      maxLength={5000}
                      value={text}
                      onChange={(e) => {
                        setText(e.target.value);
                        clearInvalid();
                      }}
                    />
                    {invalid ? (
                      <Field.ErrorText>{invalid}</Field.ErrorText>
                    ) : (
                      <Field.HelperText>
                        E-mailed to {message.email} with a short quote of their message.
                      </Field.HelperText>
                    )}
                  </Field.Root>
                  {failure && (
                    <Text color="fg.error" role="alert">
                      {failure}
                    </Text>
                  )}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline">Cancel</Button>
                </Dialog.ActionTrigger>
                <Button type="submit" colorPalette="gold" loading={busy}>
                  Send Reply
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close" />
              </Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

import { type ContactMessageItem, ContactReply, formatServiceTime } from "@chauffeur/contract";
import { Button, Portal, Stack, Text } from "@chauffeur/ui";
import { Form, FormAlert, TextareaField } from "@chauffeur/ui/form";
import { Dialog } from "@chauffeur/ui/widgets";
import { DialogFormFooter } from "../../../components/dialog-form-footer";
import { errorText } from "../../../lib/api-client";
import { useDialogForm } from "../../../lib/use-dialog-form";
import { replyToMessage } from "../api/reply-to-message";

/**
 * Writes the one reply a contact message gets, checked by the reply route's own schema. A refused send
 * keeps the dialog open with the text as typed and the server's reason beside it, so nothing is lost.
 */
export function ReplyDialog({ message, onReplied }: { message: ContactMessageItem; onReplied: () => void }) {
  const { open, setOpen, form, send } = useDialogForm(
    ContactReply,
    { body: "" },
    (input) => replyToMessage(message.id, input),
    onReplied,
  );

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
          <Dialog.Content>
            <Form form={form} onValid={send} failureText={errorText}>
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
                  <TextareaField
                    name="body"
                    label="Reply"
                    rows={8}
                    maxLength={5000}
                    required
                    helper={`E-mailed to ${message.email} with a short quote of their message.`}
                  />
                  <FormAlert />
                </Stack>
              </Dialog.Body>
              <DialogFormFooter submitLabel="Send Reply" busy={form.formState.isSubmitting} />
            </Form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

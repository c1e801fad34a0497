import { type ContactMessageItem, ContactReply, formatServiceTime } from "@chauffeur/contract";
import { Button, Stack, Text } from "@chauffeur/ui";
import { TextareaField } from "@chauffeur/ui/form";
import { FormDialog } from "../../../components/form-dialog";
import { useDialogForm } from "../../../lib/use-dialog-form";
import { replyToMessage } from "../api/reply-to-message";

/**
 * Writes the one reply a contact message gets, checked by the reply route's own schema. A refused send
 * keeps the dialog open with the text as typed and the server's reason beside it, so nothing is lost.
 */
export function ReplyDialog({ message, onReplied }: { message: ContactMessageItem; onReplied: () => void }) {
  const dialog = useDialogForm(
    ContactReply,
    { body: "" },
    (input) => replyToMessage(message.id, input),
    onReplied,
  );
  return (
    <FormDialog
      dialog={dialog}
      title={`Reply to ${message.name}`}
      submitLabel="Send Reply"
      trigger={
        <Button size="sm" variant="outline" alignSelf="flex-start" aria-label={`Reply to ${message.name}`}>
          Reply
        </Button>
      }
    >
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
    </FormDialog>
  );
}

import { RIDE_NOTE_MAX } from "@chauffeur/contract";
import { Button, Field, Portal, Textarea } from "@chauffeur/ui";
import { ConfirmFooter } from "@chauffeur/ui/confirm-footer";
import { Dialog } from "@chauffeur/ui/widgets";
import { useState } from "react";

interface Props {
  accept: boolean;
  reference: string;
  busy: boolean;
  onConfirm: (notes: string) => Promise<boolean>;
}

/** Accept or reject with an optional note for dispatch: an accessible dialog instead of prompt(). */
export function RespondDialog({ accept, reference, busy, onConfirm }: Props) {
  const [open, setOpen] = useState(false);
  const [notes, setNotes] = useState("");
  const verb = accept ? "Accept" : "Reject";

  async function confirm() {
    if (await onConfirm(notes)) {
      setOpen(false);
      setNotes("");
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={(e) => setOpen(e.open)} placement="center">
      <Dialog.Trigger asChild>
        <Button
          size="xl"
          flex="1"
          colorPalette={accept ? "gold" : "red"}
          variant={accept ? "solid" : "outline"}
          aria-label={`${verb} ride ${reference}`}
        >
          {verb}
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="3">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                {verb} ride {reference}?
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Field.Root>
                <Field.Label>Note for dispatch (optional)</Field.Label>
                <Textarea
                  value={notes}
                  maxLength={RIDE_NOTE_MAX}
                  onChange={(e) => setNotes(e.target.value)}
                  placeholder={accept ? "e.g. I'll be there 10 minutes early" : "e.g. Not available that day"}
                />
              </Field.Root>
            </Dialog.Body>
            <ConfirmFooter
              confirmLabel={`${verb} ride`}
              colorPalette={accept ? "gold" : "red"}
              size="lg"
              busy={busy}
              onConfirm={confirm}
            />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

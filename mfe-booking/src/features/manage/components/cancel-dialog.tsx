import type { CancellationTerms } from "@chauffeur/contract";
import { formatUsd } from "@chauffeur/contract";
import { Button, Field, Portal, Textarea } from "@chauffeur/ui";
import { Dialog } from "@chauffeur/ui/widgets";
import { useRef, useState } from "react";

interface CancelDialogProps {
  open: boolean;
  reference: string;
  terms: CancellationTerms;
  cancelling: boolean;
  onKeep: () => void;
  onConfirm: (reason: string) => void;
}

/** What cancelling now costs, then a confirmation; focus starts on the safe choice (Keep Booking). */
export function CancelDialog({ open, reference, terms, cancelling, onKeep, onConfirm }: CancelDialogProps) {
  const [reason, setReason] = useState("");
  const keep = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      open={open}
      role="alertdialog"
      placement="center"
      initialFocusEl={() => keep.current}
      onOpenChange={(e) => !e.open && !cancelling && onKeep()}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Cancel booking {reference}?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description mb="4">
                {terms.fee > 0
                  ? `You will be refunded ${terms.refundPercent}% of your fare; a cancellation fee of ${formatUsd(terms.fee)} applies.`
                  : "You will receive a full refund; no cancellation fee applies."}{" "}
                This cannot be undone.
              </Dialog.Description>
              <Field.Root>
                <Field.Label>Reason for cancelling (optional)</Field.Label>
                <Textarea
                  name="reason"
                  value={reason}
                  maxLength={500}
                  rows={3}
                  onChange={(e) => setReason(e.target.value)}
                />
              </Field.Root>
            </Dialog.Body>
            <Dialog.Footer flexDirection={{ base: "column-reverse", sm: "row" }} alignItems="stretch">
              <Button ref={keep} variant="outline" onClick={onKeep} disabled={cancelling}>
                Keep Booking
              </Button>
              <Button
                colorPalette="red"
                loading={cancelling}
                loadingText="Cancelling…"
                onClick={() => onConfirm(reason)}
              >
                Cancel Booking
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

import { Button, CloseButton } from "@chauffeur/ui";
import { Dialog } from "@chauffeur/ui/widgets";

interface Props {
  submitLabel: string;
  cancelLabel?: string;
  colorPalette?: "gold" | "red" | "green" | "orange";
  busy: boolean;
}

/** The end of an admin dialog's form: leave without sending, send, and the corner's close button. */
export function DialogFormFooter({
  submitLabel,
  cancelLabel = "Cancel",
  colorPalette = "gold",
  busy,
}: Props) {
  return (
    <>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline">{cancelLabel}</Button>
        </Dialog.ActionTrigger>
        <Button type="submit" colorPalette={colorPalette} loading={busy}>
          {submitLabel}
        </Button>
      </Dialog.Footer>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label="Close" />
      </Dialog.CloseTrigger>
    </>
  );
}

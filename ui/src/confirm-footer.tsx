// The package itself, not @chakra-ui/react: this entry is bundled into each app, on the shared singletons.
import { Button } from "@chauffeur/ui";
import { Dialog } from "@chauffeur/ui/widgets";
import type { ReactNode, Ref } from "react";

interface ConfirmFooterProps {
  confirmLabel: ReactNode;
  cancelLabel?: ReactNode;
  colorPalette?: string;
  /** The confirmation is under way: it spins, and the dialog cannot be dismissed from here meanwhile. */
  busy?: boolean;
  loadingText?: string;
  /** Without it, the confirm button submits the dialog's form. */
  onConfirm?: () => void;
  size?: "md" | "lg";
  /** On phones the two buttons stack at full width, the confirmation on top. */
  stackOnPhones?: boolean;
  /** The dismiss button, for a dialog that starts its focus on the safe choice. */
  cancelRef?: Ref<HTMLButtonElement>;
}

/**
 * A dialog's last row: dismiss, then confirm (`@chauffeur/ui/confirm-footer`). Dismissing closes the dialog
 * through its own `onOpenChange`, so a dialog has one way of being left, whichever way it is left.
 */
export function ConfirmFooter({
  confirmLabel,
  cancelLabel = "Cancel",
  colorPalette = "gold",
  busy = false,
  loadingText,
  onConfirm,
  size,
  stackOnPhones = false,
  cancelRef,
}: ConfirmFooterProps) {
  return (
    <Dialog.Footer
      flexDirection={stackOnPhones ? { base: "column-reverse", sm: "row" } : undefined}
      alignItems={stackOnPhones ? "stretch" : undefined}
    >
      <Dialog.ActionTrigger asChild>
        <Button ref={cancelRef} variant="outline" size={size} disabled={busy}>
          {cancelLabel}
        </Button>
      </Dialog.ActionTrigger>
      <Button
        type={onConfirm ? "button" : "submit"}
        colorPalette={colorPalette}
        size={size}
        loading={busy}
        loadingText={loadingText}
        onClick={onConfirm}
      >
        {confirmLabel}
      </Button>
    </Dialog.Footer>
  );
}

import { Button, Portal, Text } from "@chauffeur/ui";
import { ConfirmFooter } from "@chauffeur/ui/confirm-footer";
import { Dialog } from "@chauffeur/ui/widgets";
import { useState } from "react";

interface Props {
  label: string;
  title: string;
  body: string;
  colorPalette: string;
  busy: boolean;
  onConfirm: () => Promise<boolean>;
}

/** A step that cannot be undone (complete, no-show) asks first. */
export function ConfirmStep({ label, title, body, colorPalette, busy, onConfirm }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root role="alertdialog" open={open} onOpenChange={(e) => setOpen(e.open)} placement="center">
      <Dialog.Trigger asChild>
        <Button
          size="xl"
          w="full"
          colorPalette={colorPalette}
          variant={colorPalette === "red" ? "outline" : "solid"}
        >
          {label}
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="3">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{body}</Text>
            </Dialog.Body>
            <ConfirmFooter
              confirmLabel={`Yes, ${label.toLowerCase()}`}
              colorPalette={colorPalette}
              size="lg"
              busy={busy}
              onConfirm={async () => {
                if (await onConfirm()) setOpen(false);
              }}
            />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

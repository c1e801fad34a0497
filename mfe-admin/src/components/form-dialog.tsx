import { CloseButton, Portal, Stack } from "@chauffeur/ui";
import { ConfirmFooter } from "@chauffeur/ui/confirm-footer";
import { type FieldValues, Form, FormAlert } from "@chauffeur/ui/form";
import { Dialog } from "@chauffeur/ui/widgets";
import type { ReactNode } from "react";
import type { z } from "zod";
import { errorText } from "../lib/api-client";
import type { useDialogForm } from "../lib/use-dialog-form";

interface FormDialogProps<S extends z.ZodType<FieldValues, FieldValues>> {
  /** What useDialogForm gives: the open state, the form and what a valid submit does. */
  dialog: ReturnType<typeof useDialogForm<S>>;
  title: string;
  /** The button that opens the dialog. */
  trigger: ReactNode;
  submitLabel: string;
  size?: "md" | "lg" | { base: "full"; md: "lg" };
  /** Called as the dialog opens (to start the form from the data as it is now). */
  onOpen?: () => void;
  /** A step that changes money or a booking for good asks as an alert dialog, in its own colour. */
  confirm?: { palette: "red" | "green" | "orange"; cancelLabel: string };
  children: ReactNode;
}

/**
 * An admin dialog around one contract form: the trigger, the title, the fields, the form's own error
 * line, and Cancel / submit (a confirmation's own words and colour). What happens on submit is useDialogForm's.
 */
export function FormDialog<S extends z.ZodType<FieldValues, FieldValues>>({
  dialog: { open, setOpen, form, send },
  title,
  trigger,
  submitLabel,
  size = "lg",
  onOpen,
  confirm,
  children,
}: FormDialogProps<S>) {
  return (
    <Dialog.Root
      role={confirm ? "alertdialog" : "dialog"}
      open={open}
      onOpenChange={(e) => {
        if (e.open) onOpen?.();
        setOpen(e.open);
      }}
      size={size}
    >
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Form form={form} onValid={send} failureText={errorText}>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="3">
                  {children}
                  <FormAlert />
                </Stack>
              </Dialog.Body>
              <ConfirmFooter
                confirmLabel={submitLabel}
                busy={form.formState.isSubmitting}
                colorPalette={confirm?.palette}
                cancelLabel={confirm?.cancelLabel}
              />
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close" />
              </Dialog.CloseTrigger>
            </Form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

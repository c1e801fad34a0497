import { FlightStep } from "@chauffeur/contract";
import { Portal } from "@chauffeur/ui";
import { ConfirmFooter } from "@chauffeur/ui/confirm-footer";
import { Form, TextField, useContractForm } from "@chauffeur/ui/form";
import { Dialog } from "@chauffeur/ui/widgets";

interface FlightDialogProps {
  open: boolean;
  initial: string;
  onContinue: (flightNumber: string) => void;
  onSkip: () => void;
}

/**
 * Asked when the trip touches an airport (PRODUCT.md's one detector): a flight number, checked and written
 * the way the customer step and POST /api/bookings take it ("DL 123"), or Skip.
 */
export function FlightDialog({ open, initial, onContinue, onSkip }: FlightDialogProps) {
  const form = useContractForm(FlightStep, { defaultValues: { flightNumber: initial } });
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onSkip()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Form form={form} onValid={(values) => onContinue(values.flightNumber ?? "")}>
              <Dialog.Header>
                <Dialog.Title>Airport trip: your flight number</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Dialog.Description mb="4">
                  Your trip includes an airport. With your flight number your chauffeur can track delays and
                  meet you on time.
                </Dialog.Description>
                <TextField
                  name="flightNumber"
                  label="Flight number"
                  placeholder="e.g. DL 123"
                  autoComplete="off"
                  autoCapitalize="characters"
                />
              </Dialog.Body>
              <ConfirmFooter cancelLabel="Skip" confirmLabel="Continue" />
            </Form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

import { Button, Field, Input, Portal } from "@chauffeur/ui";
import { Dialog } from "@chauffeur/ui/widgets";
import { useState } from "react";

interface FlightDialogProps {
  open: boolean;
  initial: string;
  onContinue: (flightNumber: string) => void;
  onSkip: () => void;
}

/** Asked when the trip touches an airport (PRODUCT.md's one detector): a flight number, or Skip. */
export function FlightDialog({ open, initial, onContinue, onSkip }: FlightDialogProps) {
  const [flight, setFlight] = useState(initial);
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onSkip()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <form
              onSubmit={(e) => {
                e.preventDefault();
                onContinue(flight.trim());
              }}
            >
              <Dialog.Header>
                <Dialog.Title>Airport trip: your flight number</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Dialog.Description mb="4">
                  Your trip includes an airport. With your flight number your chauffeur can track delays and
                  meet you on time.
                </Dialog.Description>
                <Field.Root>
                  <Field.Label>Flight number</Field.Label>
                  <Input
                    name="flightNumber"
                    value={flight}
                    placeholder="e.g. AA1234"
                    autoComplete="off"
                    onChange={(e) => setFlight(e.target.value)}
                  />
                </Field.Root>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onSkip}>
                  Skip
                </Button>
                <Button type="submit" colorPalette="gold">
                  Continue
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

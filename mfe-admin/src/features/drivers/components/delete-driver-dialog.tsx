import type { Driver } from "@chauffeur/contract";
import { Button, Portal, Text, toaster } from "@chauffeur/ui";
import { Dialog } from "@chauffeur/ui/widgets";
import { useState } from "react";
import { errorText } from "../../../lib/api-client";
import { deleteDriver } from "../api/delete-driver";

/** Deleting asks first: the driver's rides go back to unassigned. */
export function DeleteDriverDialog({ driver, onDeleted }: { driver: Driver; onDeleted: () => void }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const name = `${driver.driverInfo.firstName} ${driver.driverInfo.lastName}`;

  async function confirm() {
    setBusy(true);
    try {
      toaster.create({ type: "success", title: (await deleteDriver(driver.id)).message });
      setOpen(false);
      onDeleted();
    } catch (err) {
      toaster.create({ type: "error", title: "Error deleting driver", description: errorText(err) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog.Root role="alertdialog" open={open} onOpenChange={(e) => setOpen(e.open)}>
      <Dialog.Trigger asChild>
        <Button size="sm" variant="outline" colorPalette="red" aria-label={`Delete ${name}`}>
          Delete
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Delete {name}?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>
                Are you sure you want to delete this driver? Their {driver.assignedBookings.length} assigned
                booking(s) will become unassigned.
              </Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Cancel</Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" loading={busy} onClick={confirm}>
                Delete driver
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

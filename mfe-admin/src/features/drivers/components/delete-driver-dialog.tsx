import type { Driver } from "@chauffeur/contract";
import { Button, Portal, Text } from "@chauffeur/ui";
import { ConfirmFooter } from "@chauffeur/ui/confirm-footer";
import { Dialog } from "@chauffeur/ui/widgets";
import { useState } from "react";
import { useAdminAction } from "../../../lib/use-admin-action";
import { deleteDriver } from "../api/delete-driver";

/** Deleting asks first: the driver's rides go back to unassigned. */
export function DeleteDriverDialog({ driver, onDeleted }: { driver: Driver; onDeleted: () => void }) {
  const [open, setOpen] = useState(false);
  const name = `${driver.driverInfo.firstName} ${driver.driverInfo.lastName}`;
  const remove = useAdminAction({
    action: () => deleteDriver(driver.id),
    errorTitle: "Error deleting driver",
    onDone: () => {
      setOpen(false);
      onDeleted();
    },
  });

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
            <ConfirmFooter
              confirmLabel="Delete driver"
              colorPalette="red"
              busy={remove.busy}
              onConfirm={() => remove.run(undefined)}
            />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

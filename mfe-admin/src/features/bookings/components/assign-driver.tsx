import type { AdminBooking } from "@chauffeur/contract";
import { Button, Field, HStack, NativeSelect, Text } from "@chauffeur/ui";
import { useState } from "react";
import { useAdminAction } from "../../../lib/use-admin-action";
import { assignDriver } from "../api/assign-driver";
import { useAssignableDrivers } from "../api/get-assignable-drivers";

/** Offers only active drivers whose vehicle types fit the booking; the server re-checks everything. */
interface Props {
  booking: AdminBooking;
  onDone: () => void;
}

export function AssignDriver({ booking, onDone }: Props) {
  const { data } = useAssignableDrivers();
  const [driverId, setDriverId] = useState("");
  // The driver who declined may be offered again (SPEC.md), with a warning; the current one may not.
  const declinedBy = booking.assignmentStatus === "rejected" ? booking.assignedDriverId : null;
  const fitting = (data?.items ?? []).filter(
    (d) =>
      d.status === "active" &&
      (d.id !== booking.assignedDriverId || d.id === declinedBy) &&
      (d.driverInfo.vehicleTypes as string[]).includes(booking.vehicleType),
  );
  const reassign = booking.assignmentStatus !== "unassigned";
  const choosingDecliner = driverId !== "" && driverId === declinedBy;

  const assign = useAdminAction({
    action: (id: string) => assignDriver(booking.id, id),
    errorTitle: reassign ? "Error reassigning booking" : "Error assigning driver",
    onDone: () => {
      setDriverId("");
      onDone();
    },
  });

  return (
    <Field.Root>
      <Field.Label>{reassign ? "Reassign to another driver" : "Assign a driver"}</Field.Label>
      <HStack w="full">
        <NativeSelect.Root>
          <NativeSelect.Field value={driverId} onChange={(e) => setDriverId(e.target.value)}>
            <option value="">Choose a driver</option>
            {fitting.map((d) => (
              <option key={d.id} value={d.id}>
                {d.driverInfo.firstName} {d.driverInfo.lastName}
                {d.id === declinedBy ? " (declined this ride)" : ""}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Button
          colorPalette="gold"
          disabled={!driverId}
          loading={assign.busy}
          onClick={() => assign.run(driverId)}
        >
          {reassign ? "Reassign" : "Assign"}
        </Button>
      </HStack>
      {choosingDecliner && (
        <Text fontSize="sm" color="fg.warning" role="status">
          This driver declined this ride
          {booking.assignmentNotes ? `: “${booking.assignmentNotes}”` : ""}. Assign them again only if they
          have agreed to take it.
        </Text>
      )}
      {data && fitting.length === 0 && (
        <Text fontSize="sm" color="fg.muted">
          No other active driver drives a {booking.vehicleType}.
        </Text>
      )}
    </Field.Root>
  );
}

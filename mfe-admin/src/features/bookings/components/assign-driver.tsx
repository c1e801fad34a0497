import type { AdminBooking } from "@chauffeur/contract";
import { Button, Field, HStack, NativeSelect, Text, toaster } from "@chauffeur/ui";
import { useState } from "react";
import { errorText } from "../../../lib/api-client";
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
  const [busy, setBusy] = useState(false);
  const fitting = (data?.items ?? []).filter(
    (d) =>
      d.status === "active" &&
      d.id !== booking.assignedDriverId &&
      (d.driverInfo.vehicleTypes as string[]).includes(booking.vehicleType),
  );
  const reassign = booking.assignmentStatus !== "unassigned";

  async function submit() {
    setBusy(true);
    try {
      const result = await assignDriver(booking.id, driverId);
      toaster.create({ type: "success", title: result.message });
      setDriverId("");
      onDone();
    } catch (err) {
      toaster.create({
        type: "error",
        title: reassign ? "Error reassigning booking" : "Error assigning driver",
        description: errorText(err),
      });
    } finally {
      setBusy(false);
    }
  }

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
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Button colorPalette="gold" disabled={!driverId} loading={busy} onClick={submit}>
          {reassign ? "Reassign" : "Assign"}
        </Button>
      </HStack>
      {data && fitting.length === 0 && (
        <Text fontSize="sm" color="fg.muted">
          No other active driver drives a {booking.vehicleType}.
        </Text>
      )}
    </Field.Root>
  );
}

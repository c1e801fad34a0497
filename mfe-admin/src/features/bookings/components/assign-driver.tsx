import {
  type AdminBooking,
  type DriverOption,
  describeRating,
  formatTimeLabel,
  formatUsDate,
} from "@chauffeur/contract";
import { Button, Field, HStack, Input, List, NativeSelect, Text } from "@chauffeur/ui";
import { useState } from "react";
import { useAdminAction } from "../../../lib/use-admin-action";
import { assignDriver } from "../api/assign-driver";
import { useDriverOptions } from "../api/get-driver-options";

interface Props {
  booking: AdminBooking;
  onDone: () => void;
}

/** Why a driver cannot be picked, in the option's own words. */
function unavailableBecause(option: DriverOption): string {
  if (option.current) return " (assigned now)";
  if (option.conflict) {
    const { reference, date, time } = option.conflict;
    return ` (busy: ${reference}, ${formatUsDate(date)} ${formatTimeLabel(time)})`;
  }
  return "";
}

/**
 * The server's driver options for this booking, best suggestion first: every active driver of its vehicle
 * type with why they rank where they do. A busy one may be chosen with a reason (the clash is a warning,
 * not a wall); the server re-checks everything on Assign.
 */
export function AssignDriver({ booking, onDone }: Props) {
  const { data } = useDriverOptions(booking.id);
  const [driverId, setDriverId] = useState("");
  // The driver who declined may be offered again (SPEC.md), with a warning.
  const declinedBy = booking.assignmentStatus === "rejected" ? booking.assignedDriverId : null;
  const options = data ?? [];
  const anyAvailable = options.some((o) => o.available);
  const reassign = booking.assignmentStatus !== "unassigned";
  const choosingDecliner = driverId !== "" && driverId === declinedBy;
  const chosen = options.find((o) => o.id === driverId);
  const clashing = chosen?.conflict != null && !chosen.current;
  const [reason, setReason] = useState("");

  const assign = useAdminAction({
    action: (id: string) => assignDriver(booking.id, id, clashing ? reason.trim() : undefined),
    errorTitle: reassign ? "Error reassigning booking" : "Error assigning driver",
    onDone: () => {
      setDriverId("");
      setReason("");
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
            {options.map((d) => (
              <option key={d.id} value={d.id} disabled={d.current}>
                {d.name}
                {d.rating.count > 0 ? ` · ${describeRating(d.rating)}` : ""}
                {d.id === declinedBy ? " (declined this ride)" : unavailableBecause(d)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Button
          colorPalette="gold"
          disabled={!driverId || (clashing && reason.trim().length < 3)}
          loading={assign.busy}
          onClick={() => assign.run(driverId)}
        >
          {reassign ? "Reassign" : "Assign"}
        </Button>
      </HStack>
      {chosen && (
        <List.Root
          fontSize="sm"
          color="fg.muted"
          ps="4"
          aria-label={`Why ${chosen.name} ranks ${chosen.rank}`}
        >
          {chosen.reasons.map((r) => (
            <List.Item key={r}>{r}</List.Item>
          ))}
        </List.Root>
      )}
      {clashing && (
        <Field.Root required>
          <Field.Label fontSize="sm" color="fg.warning">
            This ride clashes with {chosen?.conflict?.reference}: assign anyway only with a reason (the
            history keeps it and the chauffeur is told)
          </Field.Label>
          <Input
            size="sm"
            value={reason}
            maxLength={300}
            onChange={(e) => setReason(e.currentTarget.value)}
          />
        </Field.Root>
      )}
      {choosingDecliner && (
        <Text fontSize="sm" color="fg.warning" role="status">
          This driver declined this ride
          {booking.assignmentNotes ? `: “${booking.assignmentNotes}”` : ""}. Assign them again only if they
          have agreed to take it.
        </Text>
      )}
      {data && !anyAvailable && (
        <Text fontSize="sm" color="fg.muted">
          {options.length === 0
            ? `No active driver drives a ${booking.vehicleType}.`
            : `No other ${booking.vehicleType} driver is free at this time.`}
        </Text>
      )}
    </Field.Root>
  );
}

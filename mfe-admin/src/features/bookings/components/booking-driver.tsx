import type { BookingRow } from "@chauffeur/contract";
import { Badge, Stack, Text } from "@chauffeur/ui";
import { StatusBadge } from "../../../components/badges";

/** Who drives it (with their answer unless they accepted), or the gap the dispatcher must fill. */
export function BookingDriver({ booking }: { booking: BookingRow }) {
  if (!booking.driverName || booking.assignmentStatus === "unassigned") {
    return (
      <Badge colorPalette="red" alignSelf="start">
        No driver
      </Badge>
    );
  }
  return (
    <Stack gap="0" align="start">
      <Text>{booking.driverName}</Text>
      {booking.assignmentStatus !== "accepted" && <StatusBadge value={booking.assignmentStatus} />}
    </Stack>
  );
}

/** The trip in one line: "Quincy, MA → Logan (BOS)", through its stops, or the hours of an hourly ride. */
export function routeLine(b: BookingRow): string {
  if (b.serviceType === "hourly") {
    return `${b.pickupLocation} · Hourly, ${b.hours ?? "—"} hours${b.destination ? ` → ${b.destination}` : ""}`;
  }
  return [b.pickupLocation, ...b.stops, b.destination].join(" → ");
}

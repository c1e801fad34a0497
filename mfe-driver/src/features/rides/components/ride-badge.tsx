import { Badge } from "@chauffeur/ui";

/** SPEC.md's driver-side badge values: assigned, accepted, rejected, in_progress, completed. */
const COLORS: Record<string, string> = {
  assigned: "purple",
  accepted: "green",
  rejected: "red",
  in_progress: "blue",
  completed: "gray",
};

/** The same values as a driver reads them. */
const LABELS: Record<string, string> = {
  assigned: "Awaiting your answer",
  accepted: "Accepted",
  rejected: "Rejected",
  in_progress: "In progress",
  completed: "Completed",
  cancelled: "Cancelled",
};

/** The assignment's status in words; the API's value stays in `data-status` for support and tests. */
export function RideBadge({ status }: { status: string }) {
  return (
    <Badge
      colorPalette={COLORS[status] ?? "gray"}
      variant="solid"
      size="lg"
      data-testid="ride-status"
      data-status={status}
      flexShrink="0"
    >
      {LABELS[status] ?? status.replace(/_/g, " ")}
    </Badge>
  );
}

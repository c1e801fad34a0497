import { Badge } from "@chauffeur/ui";

/** SPEC.md's driver-side badge values: assigned, accepted, rejected, in_progress, completed. */
const COLORS: Record<string, string> = {
  assigned: "purple",
  accepted: "green",
  rejected: "red",
  in_progress: "blue",
  completed: "gray",
};

export function RideBadge({ status }: { status: string }) {
  return (
    <Badge colorPalette={COLORS[status] ?? "gray"} variant="solid" size="md" data-testid="ride-status">
      {status}
    </Badge>
  );
}

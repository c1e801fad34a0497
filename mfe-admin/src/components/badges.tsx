import { Badge } from "@chauffeur/ui";

const STATUS_COLORS: Record<string, string> = {
  pending: "orange",
  confirmed: "green",
  cancelled: "red",
  completed: "blue",
  unassigned: "gray",
  assigned: "purple",
  accepted: "green",
  rejected: "red",
  in_progress: "blue",
};

export function StatusBadge({ value }: { value: string }) {
  return (
    <Badge colorPalette={STATUS_COLORS[value] ?? "gray"} variant="subtle">
      {value.replace("_", " ")}
    </Badge>
  );
}

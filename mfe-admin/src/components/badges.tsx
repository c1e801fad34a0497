import { Badge } from "@chauffeur/ui";
import type { ComponentProps } from "react";

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
  // Where a booking's money stands.
  awaiting_card: "orange",
  verified: "gray",
  held: "blue",
  action_required: "orange",
  captured: "green",
  partially_refunded: "purple",
  refunded: "purple",
  voided: "gray",
  expired: "red",
  failed: "red",
  on_account: "teal",
  billed: "teal",
  // Where an invoice stands.
  issued: "blue",
  overdue: "red",
  paid: "green",
  void: "gray",
};

/** A booking's, an assignment's or a payment's state, in its colour. */
export function StatusBadge({ value, ...badge }: { value: string } & ComponentProps<typeof Badge>) {
  return (
    <Badge colorPalette={STATUS_COLORS[value] ?? "gray"} variant="subtle" {...badge}>
      {value.replaceAll("_", " ")}
    </Badge>
  );
}

import { Badge } from "@chauffeur/ui";

/** What the mail provider reported after sending, as dispatch must notice it: the address bounced, or spam. */
export function DeliveryBadge({ delivery }: { delivery: string }) {
  return (
    <Badge colorPalette={delivery === "bounced" ? "red" : "orange"} variant="solid">
      {delivery === "bounced" ? "bounced" : "marked as spam"}
    </Badge>
  );
}

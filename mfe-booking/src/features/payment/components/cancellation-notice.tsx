import { feeTierNotice, serviceInstant } from "@chauffeur/contract";
import { Alert, useBookingPolicy, useNow } from "@chauffeur/ui";
import type { BookingDraft } from "../../../lib/draft/draft-schema";

/**
 * Before the customer authorizes: when the pickup is already inside a cancellation fee tier, say plainly
 * what cancelling will cost (the same tiers and grace as the terms and Manage Booking).
 */
export function CancellationNotice({ draft }: { draft: Pick<BookingDraft, "date" | "time"> }) {
  const now = useNow(60_000);
  const { cancellationGraceMinutes } = useBookingPolicy();
  const pickup = serviceInstant(draft.date, draft.time);
  const notice = pickup ? feeTierNotice(pickup.getTime(), new Date(now), cancellationGraceMinutes) : null;
  if (!notice) return null;
  return (
    <Alert.Root status="warning" mb="6" data-testid="cancellation-notice">
      <Alert.Indicator />
      <Alert.Title fontWeight="normal">{notice}</Alert.Title>
    </Alert.Root>
  );
}

import { checkPickupTime, formatTimeLabel, formatUsDate, pickupTimeMessage } from "@chauffeur/contract";
import { Alert, Button, useBookingPolicy, useNavigate, useNow } from "@chauffeur/ui";
import type { BookingDraft } from "../lib/draft/draft-schema";

/**
 * A draft whose pickup cannot be booked now (it became less than 2 hours away while the customer was
 * away, or it is past) is caught on every step, not at "Authorize and Book": the step says so, in the
 * server's words, with the way back to the date and time (the Quick Booking form, filled in again).
 */
export function PickupTimeCheck({ draft }: { draft: Pick<BookingDraft, "date" | "time"> }) {
  const navigate = useNavigate();
  const policy = useBookingPolicy();
  const problem = checkPickupTime(draft.date, draft.time, new Date(useNow(60_000)), policy);
  if (!problem) return null;
  return (
    <Alert.Root status="error" role="alert" mb="6" flexWrap="wrap" alignItems="center">
      <Alert.Indicator />
      <Alert.Content flex="1" minW="60">
        <Alert.Title>
          Your pickup at {formatTimeLabel(draft.time)} on {formatUsDate(draft.date)} cannot be booked
        </Alert.Title>
        <Alert.Description>{pickupTimeMessage(problem, policy)}.</Alert.Description>
      </Alert.Content>
      <Button size="sm" colorPalette="red" variant="outline" onClick={() => navigate("/booking")}>
        Choose another date or time
      </Button>
    </Alert.Root>
  );
}

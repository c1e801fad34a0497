import { checkPickupTime, formatTimeLabel, formatUsDate, pickupTimeMessage } from "@chauffeur/contract";
import { Alert, Button, useNavigate } from "@chauffeur/ui";
import { useEffect, useState } from "react";
import type { BookingDraft } from "../lib/draft/draft-schema";

/** The current time, a minute at a time: enough for a two-hour lead time. */
function useMinuteClock() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * A draft whose pickup cannot be booked now (it became less than 2 hours away while the customer was
 * away, or it is past) is caught on every step, not at "Authorize and Book": the step says so, in the
 * server's words, with the way back to the date and time (the Quick Booking form, filled in again).
 */
export function PickupTimeCheck({ draft }: { draft: Pick<BookingDraft, "date" | "time"> }) {
  const navigate = useNavigate();
  const problem = checkPickupTime(draft.date, draft.time, useMinuteClock());
  if (!problem) return null;
  return (
    <Alert.Root status="error" role="alert" mb="6" flexWrap="wrap" alignItems="center">
      <Alert.Indicator />
      <Alert.Content flex="1" minW="60">
        <Alert.Title>
          Your pickup at {formatTimeLabel(draft.time)} on {formatUsDate(draft.date)} cannot be booked
        </Alert.Title>
        <Alert.Description>{pickupTimeMessage(problem)}.</Alert.Description>
      </Alert.Content>
      <Button size="sm" colorPalette="red" variant="outline" onClick={() => navigate("/booking")}>
        Choose another date or time
      </Button>
    </Alert.Root>
  );
}

import type { DriverRide, RideStage } from "@chauffeur/contract";
import { toaster } from "@chauffeur/ui";
import { useState } from "react";
import { errorText } from "../../../lib/api-client";
import { advanceRide } from "../api/advance-ride";
import { respondToRide } from "../api/respond-to-ride";

/** One short notice at a time: a new one replaces the last, so none stacks over the ride's card. */
function notify(options: Parameters<typeof toaster.create>[0]) {
  toaster.dismiss();
  toaster.create(options);
}

/**
 * Respond and progress for one ride: the server's message as a notice on success, SPEC.md's texts on
 * failure. Each answers whether it worked, so a dialog knows to close.
 */
export function useRideActions(driverId: string, ride: DriverRide, onChanged: (ride: DriverRide) => void) {
  const [busy, setBusy] = useState(false);
  const bookingId = ride.booking.id;

  async function run(action: () => Promise<{ message: string; ride: DriverRide }>, failure: string) {
    setBusy(true);
    try {
      const result = await action();
      notify({ type: "success", title: result.message });
      onChanged(result.ride);
      return true;
    } catch (err) {
      notify({ type: "error", title: failure, description: errorText(err) });
      return false;
    } finally {
      setBusy(false);
    }
  }

  return {
    busy,
    respond: (accept: boolean, notes: string) =>
      run(() => respondToRide(driverId, bookingId, accept, notes), "Error responding to booking"),
    step: (stage: RideStage) => run(() => advanceRide(driverId, bookingId, stage), "Error updating ride"),
  };
}

import { type DriverRide, type RideStage, TRACKED_STAGES } from "@chauffeur/contract";
import { toaster } from "@chauffeur/ui";
import { useState } from "react";
import { ApiError, errorText } from "../../../lib/api-client";
import { advanceRide } from "../api/advance-ride";
import { respondToRide } from "../api/respond-to-ride";
import { STEP_LABELS } from "../lib/step-labels";
import type { QueuedTap } from "../lib/tap-queue";
import { holdSharing, releaseSharing } from "./use-location-share";
import { useTapQueue } from "./use-tap-queue";

/** One short notice at a time: a new one replaces the last, so none stacks over the ride's card. */
function notify(options: Parameters<typeof toaster.create>[0]) {
  toaster.dismiss();
  toaster.create(options);
}

/**
 * Respond and progress for one ride: the server's message as a notice on success, SPEC.md's texts on
 * failure. Each answers whether it worked, so a dialog knows to close. A step made without a connection
 * is kept and sent later (the tap queue), and counts as done here.
 */
export function useRideActions(driverId: string, ride: DriverRide, onChanged: (ride: DriverRide) => void) {
  const [busy, setBusy] = useState(false);
  const queue = useTapQueue();
  const bookingId = ride.booking.id;

  /** `noAnswer`: what a call that got no answer at all (no connection) does instead of failing. */
  async function run(
    action: () => Promise<{ message: string; ride: DriverRide }>,
    failure: string,
    noAnswer?: () => boolean,
  ) {
    setBusy(true);
    try {
      const result = await action();
      notify({ type: "success", title: result.message });
      onChanged(result.ride);
      return true;
    } catch (err) {
      if (noAnswer && !(err instanceof ApiError)) return noAnswer();
      notify({ type: "error", title: failure, description: errorText(err) });
      return false;
    } finally {
      setBusy(false);
    }
  }

  /** A step without a connection (or behind steps still waiting) is kept on the phone and sent later. */
  function keep(tap: QueuedTap) {
    queue.enqueue(tap);
    notify({
      type: "info",
      title: "No connection: saved on this phone",
      description: `${STEP_LABELS[tap.stage]} is sent when you are back online.`,
    });
    return true;
  }

  /** `confirmEarly`: the chauffeur confirmed a step taken over an hour before the pickup time. */
  function step(stage: RideStage, confirmEarly = false) {
    const tap = {
      key: crypto.randomUUID(),
      bookingId,
      reference: ride.booking.reference,
      stage,
      tappedAt: new Date().toISOString(),
      ...(confirmEarly ? { confirmEarly } : {}),
    };
    if (!navigator.onLine || queue.waiting(bookingId).length > 0) return Promise.resolve(keep(tap));
    // Leaving the stages the passenger follows: no position may reach the server after this step.
    const endsTracking = !(TRACKED_STAGES as readonly RideStage[]).includes(stage);
    // No answer: the tap may or may not have arrived; its key makes sending it again safe.
    return run(
      async () => {
        if (endsTracking) await holdSharing();
        return advanceRide(driverId, bookingId, stage, { key: tap.key, confirmEarly });
      },
      "Error updating ride",
      () => keep(tap),
    ).then((done) => {
      // Done, the card stops sharing with the new stage; not done, the ride is still followed.
      if (endsTracking && !done) releaseSharing();
      return done;
    });
  }

  return {
    busy,
    respond: (accept: boolean, notes: string) =>
      run(() => respondToRide(driverId, bookingId, accept, notes), "Error responding to booking"),
    step,
  };
}

import {
  canMarkNoShow,
  type DriverRide,
  earlyStepQuestion,
  isEarlyStep,
  nextRideStage,
  type RideStage,
  stageNotYet,
} from "@chauffeur/contract";
import { Button, Stack, Text, useNow } from "@chauffeur/ui";
import { STEP_LABELS } from "../lib/step-labels";
import { ConfirmStep } from "./confirm-step";

interface Props {
  ride: DriverRide;
  busy: boolean;
  /** `confirmEarly`: the chauffeur confirmed a step taken over an hour before the pickup time. */
  onStep: (stage: RideStage, confirmEarly?: boolean) => Promise<boolean>;
}

/**
 * Only the next valid step is offered, when its time has come (the page says when it opens); completing
 * and no-show ask for confirmation first, and so does any step over an hour before the pickup time (a
 * customer may be ready early), naming that time.
 */
export function RideProgress({ ride, busy, onStep }: Props) {
  const { booking, assignment } = ride;
  const now = useNow(30_000);
  // An unapproved booking cannot start; the server says so too.
  if (booking.status !== "confirmed") return null;
  const next = nextRideStage(assignment.status, booking.rideStage);
  const noShow = canMarkNoShow(assignment.status, booking.rideStage, booking.pickupAt, now);
  if (!next && !noShow) return null;
  const notYet = next ? stageNotYet(next, booking.pickupAt, now) : null;
  if (notYet) {
    return (
      <Text fontSize="sm" color="fg.muted" data-testid="step-not-yet">
        {notYet}.
      </Text>
    );
  }
  const early = next !== null && isEarlyStep(next, booking.pickupAt, now);
  return (
    <Stack gap="3">
      {next && early && next !== "completed" ? (
        <ConfirmStep
          label={STEP_LABELS[next]}
          title="Before the pickup time"
          body={earlyStepQuestion(next, booking.pickupAt)}
          colorPalette="gold"
          busy={busy}
          onConfirm={() => onStep(next, true)}
        />
      ) : next === "completed" ? (
        <ConfirmStep
          label={STEP_LABELS.completed}
          title={`Complete ride ${booking.reference}?`}
          body={`The passenger has been dropped off at the destination. This ends the ride.${
            early ? ` ${earlyStepQuestion("completed", booking.pickupAt)}` : ""
          }`}
          colorPalette="gold"
          busy={busy}
          onConfirm={() => onStep("completed", early)}
        />
      ) : (
        next && (
          <Button size="xl" w="full" colorPalette="gold" loading={busy} onClick={() => void onStep(next)}>
            {STEP_LABELS[next]}
          </Button>
        )
      )}
      {noShow && (
        <ConfirmStep
          label={STEP_LABELS.no_show}
          title={`Mark ${booking.customerInfo.firstName} as a no-show?`}
          body="The passenger did not come to the pickup. This ends the ride and tells dispatch."
          colorPalette="red"
          busy={busy}
          onConfirm={() => onStep("no_show")}
        />
      )}
    </Stack>
  );
}

import { formatServiceClock } from "@chauffeur/contract";
import { Alert, Button, Stack } from "@chauffeur/ui";
import { useTapQueue } from "../hooks/use-tap-queue";
import { STEP_LABELS } from "../lib/step-labels";

/**
 * Steps tapped offline that the server refused when they were sent (the ride was reassigned or cancelled
 * meanwhile, or a step no longer fits): each says what, when and why, until the chauffeur has read it.
 */
export function RefusedTaps() {
  const { state, dismiss } = useTapQueue();
  if (state.refused.length === 0) return null;
  return (
    <Stack gap="3">
      {state.refused.map((tap) => (
        <Alert.Root key={tap.key} status="error" role="alert" data-testid="tap-refused" alignItems="start">
          <Alert.Indicator />
          <Stack gap="2" flex="1">
            <Alert.Title>
              Not recorded: “{STEP_LABELS[tap.stage]}” for booking {tap.reference}, tapped at{" "}
              {formatServiceClock(tap.tappedAt)} without a connection.
            </Alert.Title>
            <Alert.Description>
              {tap.reason}. Please call dispatch if the ride is still yours.
            </Alert.Description>
            <Button size="xl" variant="outline" alignSelf="stretch" onClick={() => dismiss(tap.key)}>
              I have read this
            </Button>
          </Stack>
        </Alert.Root>
      ))}
    </Stack>
  );
}

import { type AdminEditBooking, type BookingChangePreview, formatCents } from "@chauffeur/contract";
import { Button, HStack, Text } from "@chauffeur/ui";
import { applyServerError } from "@chauffeur/ui/form";
import { useFormContext } from "react-hook-form";
import { errorText } from "../../../lib/api-client";
import { useAnswerFor } from "../../../lib/use-answer-for";
import { previewBookingChange } from "../api/edit-booking";

/**
 * The fare the change would leave, asked before saving (the PATCH's `preview`: every check and the price,
 * nothing written): the rules' price for the changed trip, the override typed, or the fare kept; a rule's
 * refusal lands at its field as a save's would. The answer is for the values it was asked for.
 */
export function ChangePrice({ bookingId }: { bookingId: string }) {
  const form = useFormContext<AdminEditBooking>();
  const values = JSON.stringify(form.watch());
  const { shown, asking, ask } = useAnswerFor<BookingChangePreview>(values);
  const priceIt = form.handleSubmit((v) =>
    ask(async () => {
      try {
        return await previewBookingChange(bookingId, v);
      } catch (e) {
        applyServerError(form, e, errorText);
        return null;
      }
    }),
  );
  const before = shown ? shown.fareCents - shown.differenceCents : 0;
  return (
    <HStack gap="4" wrap="wrap" data-testid="change-price">
      <Button variant="outline" size="sm" onClick={priceIt} loading={asking}>
        Price this change
      </Button>
      <Text role="status">
        {shown && shown.differenceCents === 0 && (
          <>
            The fare stays <strong>{formatCents(shown.fareCents)}</strong>
          </>
        )}
        {shown && shown.differenceCents !== 0 && (
          <>
            The fare after this change: <strong>{formatCents(shown.fareCents)}</strong> (now{" "}
            {formatCents(before)})
          </>
        )}
      </Text>
    </HStack>
  );
}

import { type AdminCreateBooking, formatUsd } from "@chauffeur/contract";
import { Button, HStack, Text } from "@chauffeur/ui";
import { useFormContext } from "react-hook-form";
import { useAnswerFor } from "../../../lib/use-answer-for";
import { priceCallersTrip } from "../api/price-trip";

type Answer = { kind: "price"; total: number } | { kind: "refused"; reason: string };

/**
 * The operator's price for the trip as typed, asked before booking: what the caller is told, and what an
 * override would replace. Asked again after any change (the answer is for the trip it was asked for).
 */
export function OperatorPrice() {
  const { getValues, watch } = useFormContext<AdminCreateBooking>();
  const trip = JSON.stringify(
    watch(["pickupLocation", "destination", "stops", "vehicleType", "date", "time", "childSeats"]),
  );
  const { shown, asking, ask } = useAnswerFor<Answer>(trip);
  const priceIt = () =>
    ask(async () => {
      try {
        const res = await priceCallersTrip(getValues());
        return { kind: "price", total: res.breakdown.total };
      } catch (e) {
        return { kind: "refused", reason: e instanceof Error ? e.message : String(e) };
      }
    });
  return (
    <HStack gap="4" wrap="wrap" data-testid="operator-price">
      <Button variant="outline" size="sm" onClick={priceIt} loading={asking}>
        Price the trip
      </Button>
      <Text role="status" color={shown?.kind === "refused" ? "fg.error" : undefined}>
        {shown?.kind === "price" && (
          <>
            The operator's price: <strong>{formatUsd(shown.total, { cents: true })}</strong>
          </>
        )}
        {shown?.kind === "refused" && shown.reason}
      </Text>
    </HStack>
  );
}

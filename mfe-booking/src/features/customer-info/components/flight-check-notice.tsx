import { airportCodeIn, normalizeFlightNumber } from "@chauffeur/contract";
import { Alert } from "@chauffeur/ui";
import { useEffect, useState } from "react";
import type { BookingDraft } from "../../../lib/draft/draft-schema";
import { useFlightCheck } from "../api/check-flight";

/** What was typed, once it has rested this long (no check per keystroke). */
const SETTLE_MS = 500;

/**
 * Under the flight number: whether that flight lands at the pickup's airport on the pickup's day, as
 * the flight service sees it (a flight landing elsewhere or another day is flagged). Only for a pickup
 * at an airport; nothing is shown when no flight service is configured.
 */
export function FlightCheckNotice({ draft }: { draft: BookingDraft }) {
  const flight = draft.flightNumber ? normalizeFlightNumber(draft.flightNumber) : null;
  const airport = airportCodeIn(draft.pickupLocation);
  const [settled, setSettled] = useState(flight);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(flight), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [flight]);
  const ready = settled && airport && settled === flight;
  const { data } = useFlightCheck(ready ? { flightNumber: settled, date: draft.date, airport } : null);
  if (!ready || !data?.message) return null;
  const fine = data.result === "as-booked";
  return (
    <Alert.Root
      status={fine ? "success" : "warning"}
      size="sm"
      data-testid="flight-check"
      data-result={data.result}
    >
      <Alert.Indicator />
      <Alert.Description>{data.message}</Alert.Description>
    </Alert.Root>
  );
}

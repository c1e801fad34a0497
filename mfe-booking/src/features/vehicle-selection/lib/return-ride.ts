import { rideEnd, serviceInstant, slotChoices } from "@chauffeur/contract";
import type { BookingDraft } from "../../../lib/draft/draft-schema";

/**
 * The earliest a round trip's return can be picked up: when the outbound arrives (its pickup plus the
 * drive, as the server reckons it), or null before the outbound's time is known.
 */
export function earliestReturn(
  draft: Pick<BookingDraft, "date" | "time">,
  miles: number | null,
): number | null {
  const out = serviceInstant(draft.date, draft.time);
  return out ? rideEnd({ serviceType: "one-way", pickupAt: out.getTime(), distance: miles }) : null;
}

/** The return ride's time slots: those a booking made now would refuse, or before the outbound arrives, disabled. */
export function returnSlots(date: string, earliest: number | null) {
  return slotChoices(date).map((slot) => {
    const at = serviceInstant(date, slot.value)?.getTime();
    return { ...slot, disabled: slot.disabled || at === undefined || (earliest !== null && at < earliest) };
  });
}

/** Whether the draft's chosen return time is one the server would take (false with none chosen). */
export function returnTimeAllowed(
  draft: Pick<BookingDraft, "date" | "time">,
  back: { date: string; time: string } | undefined,
  miles: number | null,
): boolean {
  if (!back?.time) return false;
  const slot = returnSlots(back.date, earliestReturn(draft, miles)).find((s) => s.value === back.time);
  return slot !== undefined && !slot.disabled;
}

import { BookingDraft } from "./draft-schema";

/** The key the Quick Booking form writes its search to; the steps keep growing the same value. */
export const BOOKING_DRAFT_KEY = "booking-draft";

/** A valid draft from navigation state or, after a reload, from session storage; else null. */
export function readDraft(state?: unknown): BookingDraft | null {
  const fromState = BookingDraft.safeParse(state);
  if (fromState.success) return fromState.data;
  try {
    const stored = sessionStorage.getItem(BOOKING_DRAFT_KEY);
    if (!stored) return null;
    const parsed = BookingDraft.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function saveDraft(draft: BookingDraft) {
  try {
    sessionStorage.setItem(BOOKING_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or disabled: navigation state still carries the draft.
  }
}

export function clearDraft() {
  try {
    sessionStorage.removeItem(BOOKING_DRAFT_KEY);
  } catch {
    // Nothing stored.
  }
}

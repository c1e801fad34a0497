import { BOOKING_DRAFT_KEY } from "./draft-key";
import { BookingDraft } from "./draft-schema";

export { BOOKING_DRAFT_KEY };

/**
 * A valid draft from session storage, else from navigation state; else null. Storage comes first: it is
 * written on every change, while a history entry's state is the draft as it was when the step opened
 * (a reload or the back button would otherwise bring back older answers).
 */
export function readDraft(state?: unknown): BookingDraft | null {
  try {
    const stored = sessionStorage.getItem(BOOKING_DRAFT_KEY);
    const parsed = stored ? BookingDraft.safeParse(JSON.parse(stored)) : null;
    if (parsed?.success) return parsed.data;
  } catch {
    // Unreadable storage: fall back to navigation state.
  }
  const fromState = BookingDraft.safeParse(state);
  return fromState.success ? fromState.data : null;
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

import type { QuickBookingSearch } from "@chauffeur/contract";

/** The booking steps read this key when navigation state is gone (a reload within the tab). */
export const BOOKING_DRAFT_KEY = "booking-draft";

export function saveBookingSearch(search: QuickBookingSearch) {
  try {
    sessionStorage.setItem(BOOKING_DRAFT_KEY, JSON.stringify(search));
  } catch {
    // Storage full or disabled: navigation state still carries the search.
  }
}

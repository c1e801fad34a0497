/**
 * The session-storage key of the booking draft: the Quick Booking form writes its search there and the
 * steps keep growing the same value. Its own module so the home page's form reads it without the
 * draft's zod schema.
 */
export const BOOKING_DRAFT_KEY = "booking-draft";

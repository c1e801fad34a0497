/**
 * The Quick Booking form as an island, on the home page and on /booking (docs/decisions/028): the booking
 * app's form, adopted when the version that loaded is the one the Worker rendered (islands/booking-island.ts).
 */
import { bookingIsland } from "../../islands/booking-island";
import { BookingPageQuickBooking, QuickBooking } from "./quick-booking";

export const quickBookingIsland = () => bookingIsland("QuickBookingForm", QuickBooking);

/** The form on /booking: the same island in the page's variant. */
export const bookingPageIsland = () => bookingIsland("QuickBookingForm", BookingPageQuickBooking);

import { usePublicConfig } from "../../config/site-config";
import { BookingScreen } from "../../lib/remotes/booking-screen";

/**
 * The booking app's Manage Booking screen on /manage-booking: the look-up form, then the booking found
 * with its change form and cancellation. An island (docs/decisions/028): the Worker's HTML holds the
 * built-in screen, the reference of `?reference=` filled in; it wakes when the form is used.
 */
export function ManageBooking() {
  const { site, policy } = usePublicConfig();
  return <BookingScreen exposed="ManageBooking" props={{ site, policy }} minHeight="60vh" />;
}

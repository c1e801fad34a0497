/** /manage-booking's island: the booking app's Manage Booking screen (islands/booking-island.ts). */
import { bookingIsland } from "../../islands/booking-island";
import { ManageBooking } from "./manage-booking";

export const manageBookingIsland = () => bookingIsland("ManageBooking", ManageBooking);

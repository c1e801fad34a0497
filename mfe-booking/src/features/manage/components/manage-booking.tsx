import type { ManageBookingProps } from "@chauffeur/contract";
import { BookingPolicyProvider, useBookingPolicy } from "@chauffeur/ui";
import { ManageBookingPage } from "./manage-booking-page";

/**
 * The Manage Booking screen as the shell's /manage-booking page shows it (docs/decisions/028): the
 * Worker renders it into the page's HTML (src/server.ts) and the browser adopts that HTML when the page
 * is first used, loading it as an exposed module ("./ManageBooking"). The shell hands the policy; inside
 * the booking app (a shell of before mounts the App there) its provider holds it.
 */
export default function ManageBooking({ site, policy }: ManageBookingProps) {
  const inApp = useBookingPolicy();
  return (
    <BookingPolicyProvider value={policy ?? inApp}>
      <ManageBookingPage site={site} />
    </BookingPolicyProvider>
  );
}

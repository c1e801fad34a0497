import { RemoteIntro } from "../components/page/remote-intro";
import { ManageBooking } from "../features/manage-booking/manage-booking";
import { Island } from "../islands/island";

/**
 * /manage-booking: a page of islands (docs/decisions/028). The title band is the shell's HTML; its one
 * island is the booking app's Manage Booking screen, which wakes when its form is used. Laid out as the
 * booking app's own /manage-booking screen, which a shell of before this still mounts.
 */
export default function ManageBookingPage() {
  return (
    <>
      <RemoteIntro path="/manage-booking" />
      <Island name="manage-booking" wake="interaction">
        <ManageBooking />
      </Island>
    </>
  );
}

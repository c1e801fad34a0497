import type { RemoteAppProps } from "@chauffeur/contract";
import { useLocation } from "react-router";
import { BookingPage } from "../features/booking-page/booking-page";
import { VehicleSelectionPage } from "../features/vehicle-selection/components/vehicle-selection-page";

/** mfe-booking owns /booking and the booking steps; the shell mounts this on each of those paths. */
export default function BookingApp({ site }: RemoteAppProps) {
  const { pathname } = useLocation();
  switch (pathname.replace(/\/+$/, "")) {
    case "/vehicle-selection":
      return <VehicleSelectionPage />;
    default:
      return <BookingPage site={site} />;
  }
}

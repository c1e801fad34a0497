import type { RemoteAppProps } from "@chauffeur/contract";
import { useLocation } from "@chauffeur/ui";
import { QueryProvider } from "@chauffeur/ui/query";
import { CancelPage } from "../features/cancel/components/cancel-page";
import { CustomerInfoPage } from "../features/customer-info/components/customer-info-page";
import { ManageBookingPage } from "../features/manage/components/manage-booking-page";
import { PayPage } from "../features/pay-link/components/pay-page";
import { PaymentPage } from "../features/payment/components/payment-page";
import { QuoteRequestPage } from "../features/quote-request/components/quote-request-page";
import { SuccessPage } from "../features/success/components/success-page";
import { TrackingPage } from "../features/tracking/components/tracking-page";
import { VehicleSelectionPage } from "../features/vehicle-selection/components/vehicle-selection-page";
import { BookingPage } from "../pages/booking-page";

/** mfe-booking owns /booking and the booking steps; the shell mounts this on each of those paths. */
function BookingScreens({ site }: RemoteAppProps) {
  const { pathname } = useLocation();
  if (pathname.startsWith("/track/")) return <TrackingPage site={site} />;
  switch (pathname.replace(/\/+$/, "")) {
    case "/vehicle-selection":
      return <VehicleSelectionPage />;
    case "/customer-info":
      return <CustomerInfoPage />;
    case "/booking-payment":
      return <PaymentPage />;
    case "/booking-success":
      return <SuccessPage site={site} />;
    case "/booking-cancel":
      return <CancelPage site={site} />;
    case "/manage-booking":
      return <ManageBookingPage site={site} />;
    case "/pay":
      return <PayPage site={site} />;
    case "/quote-request":
      return <QuoteRequestPage site={site} />;
    default:
      return <BookingPage site={site} />;
  }
}

/**
 * The booking app, its reads and writes in the page's one server-state cache: `@chauffeur/ui/query` and
 * TanStack Query are federation singletons, loaded with the first app that asks (the public pages never do).
 */
export default function BookingApp(props: RemoteAppProps) {
  return (
    <QueryProvider>
      <BookingScreens {...props} />
    </QueryProvider>
  );
}

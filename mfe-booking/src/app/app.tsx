import type { RemoteAppProps } from "@chauffeur/contract";
import { BookingPolicyProvider, Center, Spinner, Text, useLocation } from "@chauffeur/ui";
import { QueryProvider } from "@chauffeur/ui/query";
import { lazy, Suspense, useEffect } from "react";

/**
 * Each screen's code, in a chunk of its own: a visitor opening /booking downloads the Quick Booking
 * form, not the payment step, the tracking map and the manage page (the whole app was 98 KiB gzip on
 * every booking page). The screen of the address the app opens on starts loading with the app itself;
 * the others load once it has shown, so a step followed later is already there.
 */
const SCREENS = {
  "/booking": () => import("../pages/booking-page").then((m) => ({ default: m.BookingPage })),
  "/vehicle-selection": () =>
    import("../features/vehicle-selection/components/vehicle-selection-page").then((m) => ({
      default: m.VehicleSelectionPage,
    })),
  "/customer-info": () =>
    import("../features/customer-info/components/customer-info-page").then((m) => ({
      default: m.CustomerInfoPage,
    })),
  "/booking-payment": () =>
    import("../features/payment/components/payment-page").then((m) => ({ default: m.PaymentPage })),
  "/booking-success": () =>
    import("../features/success/components/success-page").then((m) => ({ default: m.SuccessPage })),
  "/booking-cancel": () =>
    import("../features/cancel/components/cancel-page").then((m) => ({ default: m.CancelPage })),
  "/manage-booking": () =>
    import("../features/manage/components/manage-booking-page").then((m) => ({
      default: m.ManageBookingPage,
    })),
  "/account": () =>
    import("../features/account/components/account-page").then((m) => ({ default: m.AccountPage })),
  "/pay": () => import("../features/pay-link/components/pay-page").then((m) => ({ default: m.PayPage })),
  "/rate": () => import("../features/rating/components/rate-page").then((m) => ({ default: m.RatePage })),
  "/quote-request": () =>
    import("../features/quote-request/components/quote-request-page").then((m) => ({
      default: m.QuoteRequestPage,
    })),
  "/quote": () => import("../features/quote/components/quote-page").then((m) => ({ default: m.QuotePage })),
  "/track": () =>
    import("../features/tracking/components/tracking-page").then((m) => ({ default: m.TrackingPage })),
} as const;
type ScreenPath = keyof typeof SCREENS;

/** The screen a path shows: a tracking link, a step, or /booking (the app's own default). */
function screenOf(pathname: string): ScreenPath {
  if (pathname.startsWith("/track/")) return "/track";
  const path = pathname.replace(/\/+$/, "");
  return path in SCREENS ? (path as ScreenPath) : "/booking";
}

// Started as the app's module is evaluated, alongside its shared modules: the screen's chunk does not
// wait for the first render to be asked for.
// A failure shows when the screen renders (the shell's boundary offers a retry).
if (typeof window !== "undefined") SCREENS[screenOf(window.location.pathname)]().catch(() => {});

const BookingPage = lazy(SCREENS["/booking"]);
const VehicleSelectionPage = lazy(SCREENS["/vehicle-selection"]);
const CustomerInfoPage = lazy(SCREENS["/customer-info"]);
const PaymentPage = lazy(SCREENS["/booking-payment"]);
const SuccessPage = lazy(SCREENS["/booking-success"]);
const CancelPage = lazy(SCREENS["/booking-cancel"]);
const ManageBookingPage = lazy(SCREENS["/manage-booking"]);
const PayPage = lazy(SCREENS["/pay"]);
const AccountPage = lazy(SCREENS["/account"]);
const QuoteRequestPage = lazy(SCREENS["/quote-request"]);
const RatePage = lazy(SCREENS["/rate"]);
const QuotePage = lazy(SCREENS["/quote"]);
const TrackingPage = lazy(SCREENS["/track"]);

/** How long after a screen has shown the others' code is fetched: the screen's pictures and fonts first. */
const PREFETCH_AFTER_MS = 3000;

/**
 * Rendered beside the screen, so it mounts once the screen has shown: a few seconds later, when the
 * browser is idle, the other screens' code (a step followed later is then instant).
 */
function PrefetchScreens() {
  useEffect(() => {
    let idle: number | undefined;
    const prefetch = () => {
      for (const load of Object.values(SCREENS)) void load().catch(() => {});
    };
    const timer = window.setTimeout(() => {
      if (window.requestIdleCallback) idle = window.requestIdleCallback(prefetch, { timeout: 5000 });
      else prefetch();
    }, PREFETCH_AFTER_MS);
    return () => {
      window.clearTimeout(timer);
      if (idle !== undefined) window.cancelIdleCallback(idle);
    };
  }, []);
  return null;
}

/** mfe-booking owns /booking and the booking steps; the shell mounts this on each of those paths. */
function BookingScreens({ site }: RemoteAppProps) {
  const { pathname } = useLocation();
  switch (screenOf(pathname)) {
    case "/track":
      return <TrackingPage site={site} />;
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
    case "/account":
      return <AccountPage site={site} />;
    case "/quote-request":
      return <QuoteRequestPage site={site} />;
    case "/rate":
      return <RatePage site={site} />;
    case "/quote":
      return <QuotePage site={site} />;
    case "/booking":
      return <BookingPage site={site} />;
  }
}

/** While a screen's code arrives: the page keeps its height (the footer does not jump). */
function ScreenLoading() {
  return (
    <Center minH="60vh" role="status" aria-live="polite">
      <Spinner color="gold.solid" size="lg" />
      <Text srOnly>Loading…</Text>
    </Center>
  );
}

/**
 * The booking app, its reads and writes in the page's one server-state cache: `@chauffeur/ui/query` and
 * TanStack Query are federation singletons, loaded with the first app that asks (the public pages never do).
 */
export default function BookingApp(props: RemoteAppProps) {
  return (
    <QueryProvider>
      <BookingPolicyProvider value={props.policy}>
        <Suspense fallback={<ScreenLoading />}>
          <BookingScreens {...props} />
          <PrefetchScreens />
        </Suspense>
      </BookingPolicyProvider>
    </QueryProvider>
  );
}

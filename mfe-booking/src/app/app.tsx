import type { RemoteAppProps } from "@chauffeur/contract";
import { BookingPolicyProvider, Center, Spinner, Text, useLocation } from "@chauffeur/ui";
import { lazy, type ReactNode, Suspense, useEffect } from "react";

/**
 * A screen that reads or writes server state: its code comes with the query layer and renders inside
 * its provider. The others (the Quick Booking form, the manage page) do without TanStack Query.
 */
async function withQueries<M, P extends object>(
  module: Promise<M>,
  screen: (m: M) => (props: P) => ReactNode,
) {
  const [m, layer] = await Promise.all([module, import("../lib/query/server-state")]);
  return { default: layer.withServerState(screen(m)) };
}

/**
 * Each screen's code, in a chunk of its own: a visitor opening /booking downloads the Quick Booking
 * form, not the payment step, the tracking map and the manage page (the whole app was 98 KiB gzip on
 * every booking page). The screen of the address the app opens on starts loading with the app itself;
 * the others load once it has shown, so a step followed later is already there.
 */
const SCREENS = {
  "/booking": () => import("../pages/booking-page").then((m) => ({ default: m.BookingPage })),
  "/vehicle-selection": () =>
    withQueries(
      import("../features/vehicle-selection/components/vehicle-selection-page"),
      (m) => m.VehicleSelectionPage,
    ),
  "/customer-info": () =>
    withQueries(import("../features/customer-info/components/customer-info-page"), (m) => m.CustomerInfoPage),
  "/booking-payment": () =>
    withQueries(import("../features/payment/components/payment-page"), (m) => m.PaymentPage),
  "/booking-success": () =>
    withQueries(import("../features/success/components/success-page"), (m) => m.SuccessPage),
  "/booking-cancel": () =>
    withQueries(import("../features/cancel/components/cancel-page"), (m) => m.CancelPage),
  "/manage-booking": () =>
    import("../features/manage/components/manage-booking-page").then((m) => ({
      default: m.ManageBookingPage,
    })),
  "/account": () => withQueries(import("../features/account/components/account-page"), (m) => m.AccountPage),
  "/pay": () => withQueries(import("../features/pay-link/components/pay-page"), (m) => m.PayPage),
  "/rate": () => withQueries(import("../features/rating/components/rate-page"), (m) => m.RatePage),
  "/quote-request": () =>
    withQueries(import("../features/quote-request/components/quote-request-page"), (m) => m.QuoteRequestPage),
  "/quote": () => withQueries(import("../features/quote/components/quote-page"), (m) => m.QuotePage),
  "/track": () => withQueries(import("../features/tracking/components/tracking-page"), (m) => m.TrackingPage),
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
 * The booking app. Its screens' reads and writes go through the page's one server-state cache
 * (`@chauffeur/ui/query` and TanStack Query are federation singletons), which each screen that uses it
 * brings (`withQueries`): /booking and /manage-booking show without it, and it arrives with the other
 * screens' code once the page is idle.
 */
export default function BookingApp(props: RemoteAppProps) {
  return (
    <BookingPolicyProvider value={props.policy}>
      <Suspense fallback={<ScreenLoading />}>
        <BookingScreens {...props} />
        <PrefetchScreens />
      </Suspense>
    </BookingPolicyProvider>
  );
}

import { Center, Outlet, Route, Routes, Spinner } from "@chauffeur/ui";
import { lazy, Suspense } from "react";
import { Layout } from "../components/layout/layout";
import { RemotePage } from "../lib/remotes/remote-page";

// Public pages load on demand, so a visitor downloads only the page in front of them.
const HomePage = lazy(() => import("../pages/home"));
const AboutPage = lazy(() => import("../pages/about"));
const FleetPage = lazy(() => import("../pages/fleet"));
const ServicesPage = lazy(() => import("../pages/services"));
const TestimonialsPage = lazy(() => import("../pages/testimonials"));
const ContactPage = lazy(() => import("../pages/contact"));
const SafetyPage = lazy(() => import("../pages/safety"));
const PrivacyPage = lazy(() => import("../pages/legal/privacy"));
const TermsPage = lazy(() => import("../pages/legal/terms"));
const CookiesPage = lazy(() => import("../pages/legal/cookies"));
const NotFoundPage = lazy(() => import("../pages/not-found"));

/** The routes mfe-booking renders (it owns the whole booking flow). */
export const BOOKING_PATHS = [
  "/booking",
  "/vehicle-selection",
  "/customer-info",
  "/booking-payment",
  "/booking-success",
  "/booking-cancel",
  "/manage-booking",
  "/pay",
] as const;

function PageFallback() {
  return (
    <Center minH="60vh" role="status" aria-label="Loading page">
      <Spinner color="gold.solid" size="lg" />
    </Center>
  );
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route
          element={
            <Suspense fallback={<PageFallback />}>
              <OutletPassthrough />
            </Suspense>
          }
        >
          <Route index element={<HomePage />} />
          <Route path="about" element={<AboutPage />} />
          <Route path="fleet" element={<FleetPage />} />
          <Route path="services" element={<ServicesPage />} />
          <Route path="testimonials" element={<TestimonialsPage />} />
          <Route path="contact" element={<ContactPage />} />
          <Route path="safety" element={<SafetyPage />} />
          <Route path="privacy" element={<PrivacyPage />} />
          <Route path="terms" element={<TermsPage />} />
          <Route path="cookies" element={<CookiesPage />} />
          {BOOKING_PATHS.map((path) => (
            <Route key={path} path={path.slice(1)} element={<RemotePage remote="booking" />} />
          ))}
          <Route path="admin/*" element={<RemotePage remote="admin" />} />
          <Route path="driver/*" element={<RemotePage remote="driver" />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Route>
    </Routes>
  );
}

function OutletPassthrough() {
  return <Outlet />;
}

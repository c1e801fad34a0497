import { Center, Outlet, Route, Routes, Spinner } from "@chauffeur/ui";
import { Suspense } from "react";
import { Layout } from "../components/layout/layout";
import { RemotePage } from "../lib/remotes/remote-page";
import { Page, type PageName } from "./pages";

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

const PUBLIC_PAGES: PageName[] = [
  "about",
  "fleet",
  "services",
  "testimonials",
  "contact",
  "safety",
  "privacy",
  "terms",
  "cookies",
];

function PageFallback() {
  return (
    <Center minH="100dvh" role="status" aria-label="Loading page">
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
              <Outlet />
            </Suspense>
          }
        >
          <Route index element={<Page name="home" />} />
          {PUBLIC_PAGES.map((name) => (
            <Route key={name} path={name} element={<Page name={name} />} />
          ))}
          {BOOKING_PATHS.map((path) => (
            <Route key={path} path={path.slice(1)} element={<RemotePage remote="booking" />} />
          ))}
          <Route path="admin/*" element={<RemotePage remote="admin" />} />
          <Route path="driver/*" element={<RemotePage remote="driver" />} />
          <Route path="*" element={<Page name="not-found" />} />
        </Route>
      </Route>
    </Routes>
  );
}

import type { RemoteName } from "@chauffeur/contract";
import { Route, Routes } from "@chauffeur/ui";
import { Layout } from "../components/layout/layout";
import { INTRO_PATHS, type IntroPath, RemoteIntro } from "../components/page/remote-intro";
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
  "/quote-request",
] as const;

/** The booking's private tracking link, /track/<token>: mfe-booking's too. */
export const TRACK_PATH = /^\/track\/[^/]+$/;

/** Whether mfe-booking renders the path (a booking step, or a tracking link). */
export function isBookingPath(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, "");
  return (BOOKING_PATHS as readonly string[]).includes(path) || TRACK_PATH.test(path);
}

const isIntroPath = (path: string): path is IntroPath => (INTRO_PATHS as string[]).includes(path);

/** The micro-frontend that renders a path, if one does (its App, as the routes below say). */
export function remoteOfPath(pathname: string): RemoteName | null {
  if (isBookingPath(pathname)) return "booking";
  const first = pathname.split("/")[1];
  return first === "admin" || first === "driver" ? first : null;
}

/** Whether a micro-frontend renders the path (no page module of the shell's). */
export const isRemotePath = (pathname: string) => remoteOfPath(pathname) !== null;

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

/**
 * No Suspense boundary around the pages: a page's code is loaded before the server renders it and before
 * the browser hydrates it, so nothing suspends then; a link followed later is a transition (React Router's
 * default), which keeps the page on screen until the next one's code has arrived. A boundary here would be
 * hydrated in a later pass than the header, and a link clicked in between would render the new route
 * into the server's HTML of the old one (React #418).
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<Page name="home" />} />
        {PUBLIC_PAGES.map((name) => (
          <Route key={name} path={name} element={<Page name={name} />} />
        ))}
        {BOOKING_PATHS.map((path) => (
          <Route
            key={path}
            path={path.slice(1)}
            element={
              <RemotePage
                remote="booking"
                intro={isIntroPath(path) ? <RemoteIntro key={path} path={path} /> : undefined}
              />
            }
          />
        ))}
        <Route path="track/:token" element={<RemotePage remote="booking" />} />
        <Route path="admin/*" element={<RemotePage remote="admin" />} />
        <Route path="driver/*" element={<RemotePage remote="driver" />} />
        <Route path="*" element={<Page name="not-found" />} />
      </Route>
    </Routes>
  );
}

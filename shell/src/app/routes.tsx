import { Route, Routes } from "@chauffeur/ui";
import { Layout } from "../components/layout/layout";
import { INTRO_PATHS, type IntroPath, RemoteIntro } from "../components/page/remote-intro";
import { BOOKING_PATHS, RESET_PASSWORD_PATH } from "../config/paths";
import { RemotePage } from "../lib/remotes/remote-page";
import { Page, type PageName } from "./pages";

const isIntroPath = (path: string): path is IntroPath => (INTRO_PATHS as string[]).includes(path);

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
  "booking",
  "manage-booking",
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
        <Route path={RESET_PASSWORD_PATH.slice(1)} element={<RemotePage remote="admin" />} />
        <Route path="driver/*" element={<RemotePage remote="driver" />} />
        <Route path="*" element={<Page name="not-found" />} />
      </Route>
    </Routes>
  );
}

import { type ReactNode, useEffect, useState } from "react";
import { createPath, type Location, type Navigator, Router, type To } from "react-router";

const href = (to: To) => (typeof to === "string" ? to : createPath(to));

const current = (): Pick<Location, "pathname" | "search" | "hash"> => {
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash };
};

/** Whether `to` is the page in front of the visitor with another query (a fragment is the browser's). */
const samePage = (to: To) => {
  const url = new URL(href(to), window.location.href);
  return url.pathname === window.location.pathname && !url.hash;
};

/** Moves to a query of this page, and tells every island's router (each listens to popstate). */
function changeQuery(to: To, state: unknown, how: "pushState" | "replaceState") {
  window.history[how](state ?? null, "", href(to));
  window.dispatchEvent(new PopStateEvent("popstate", { state }));
}

/** A link to another page loads it as a document; a new query of this page stays in it. */
const documentNavigator: Navigator = {
  createHref: href,
  go: (delta) => window.history.go(delta),
  push: (to, state) =>
    samePage(to) ? changeQuery(to, state, "pushState") : window.location.assign(href(to)),
  replace: (to, state) =>
    samePage(to) ? changeQuery(to, state, "replaceState") : window.location.replace(href(to)),
};

/**
 * The router of an island (shell/src/islands): the links and hooks inside read the page's URL as they
 * would under the app's router. A link to another page is a normal navigation, as it is before the
 * island woke; a change of the page's own query (the reviews' tab, search and page) stays in the page
 * through the history API, so the back button restores it as under the app's router.
 */
export function DocumentRouter({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState(current);
  useEffect(() => {
    const restore = () => setLocation(current());
    window.addEventListener("popstate", restore);
    return () => window.removeEventListener("popstate", restore);
  }, []);
  return (
    <Router location={location} navigator={documentNavigator}>
      {children}
    </Router>
  );
}

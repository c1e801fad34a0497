import type { ReactNode } from "react";
import { createPath, type Navigator, Router, type To } from "react-router";

const href = (to: To) => (typeof to === "string" ? to : createPath(to));

/** Every navigation loads the document: a page of islands has no routes to render in place. */
const documentNavigator: Navigator = {
  createHref: href,
  go: (delta) => window.history.go(delta),
  push: (to) => window.location.assign(href(to)),
  replace: (to) => window.location.replace(href(to)),
};

/**
 * The router of an island (shell/src/islands): the links and hooks inside read the page's URL as they
 * would under the app's router, and a link followed is a normal navigation, as it is before the island
 * woke.
 */
export function DocumentRouter({ children }: { children: ReactNode }) {
  const { pathname, search, hash } = window.location;
  return (
    <Router location={{ pathname, search, hash }} navigator={documentNavigator}>
      {children}
    </Router>
  );
}

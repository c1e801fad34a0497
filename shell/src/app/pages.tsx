import type { ComponentType } from "react";

/**
 * The public pages, each loaded on demand so a visitor downloads only the page in front of them.
 * Unlike React.lazy, a page already loaded renders at once: the browser loads the page of the URL
 * before hydrating (`preloadPage`), so the server's HTML is adopted in one pass.
 */
const LOADERS = {
  home: () => import("../pages/home"),
  about: () => import("../pages/about"),
  fleet: () => import("../pages/fleet"),
  services: () => import("../pages/services"),
  testimonials: () => import("../pages/testimonials"),
  contact: () => import("../pages/contact"),
  safety: () => import("../pages/safety"),
  privacy: () => import("../pages/legal/privacy"),
  terms: () => import("../pages/legal/terms"),
  cookies: () => import("../pages/legal/cookies"),
  "not-found": () => import("../pages/not-found"),
  booking: () => import("../pages/booking"),
  "manage-booking": () => import("../pages/manage-booking"),
} satisfies Record<string, () => Promise<{ default: ComponentType }>>;

export type PageName = keyof typeof LOADERS;

/**
 * The pages of the site's own content, which show nothing private: they are answered without an opener
 * policy (docs/decisions/031). Named one by one, so that a new page is kept apart until it is listed here.
 */
export const CONTENT_PAGES: ReadonlySet<PageName> = new Set<PageName>([
  "home",
  "about",
  "fleet",
  "services",
  "testimonials",
  "contact",
  "safety",
  "privacy",
  "terms",
  "cookies",
  "not-found",
]);

/**
 * The pages whose browser wakes islands instead of hydrating the app (docs/decisions/028): every part
 * of them that responds to a person is an `Island`; the rest is never hydrated. A page joins this list
 * once that holds for it. The content pages, and the booking pages, which hold a booking's details once
 * it is looked up.
 */
export const ISLAND_PAGES: ReadonlySet<PageName> = new Set<PageName>([
  ...CONTENT_PAGES,
  "booking",
  "manage-booking",
]);

const loaded = new Map<PageName, ComponentType>();
const loading = new Map<PageName, Promise<ComponentType>>();

export function preloadPage(name: PageName): Promise<ComponentType> {
  let promise = loading.get(name);
  if (!promise) {
    promise = LOADERS[name]().then((m) => {
      loaded.set(name, m.default);
      return m.default;
    });
    loading.set(name, promise);
  }
  return promise;
}

/**
 * Renders a page, suspending while its code loads: React 18 suspends a render that throws a promise,
 * and renders it again once the promise settles.
 */
export function Page({ name }: { name: PageName }) {
  const Component = loaded.get(name);
  if (!Component) throw preloadPage(name);
  return <Component />;
}

/** The page module a path renders ("remote" for the micro-frontends' paths). */
export function pageOf(pathname: string, isRemotePath: (path: string) => boolean): PageName | "remote" {
  const path = pathname.replace(/\/+$/, "") || "/";
  if (path === "/") return "home";
  const first = path.split("/")[1] ?? "";
  if (isRemotePath(path)) return "remote";
  if (path.split("/").length === 2 && first in LOADERS && first !== "home" && first !== "not-found") {
    return first as PageName;
  }
  return "not-found";
}

import type { ComponentType } from "react";

/**
 * The islands of the public pages: the parts that respond to a person, each hydrated on its own when it
 * is about to be used (docs/decisions/028). `hydrates`: the server rendered it and the browser adopts
 * that HTML; otherwise the server renders an empty element and the browser renders it when it wakes.
 */
export const ISLANDS = {
  header: {
    hydrates: true,
    load: () => import("../components/layout/header").then((m) => m.Header),
  },
  "fleet-list": {
    hydrates: true,
    load: () => import("../features/fleet/components/fleet-list").then((m) => m.FleetList),
  },
  "services-list": {
    hydrates: true,
    load: () => import("../features/services/components/services-list").then((m) => m.ServicesList),
  },
  "contact-form": {
    hydrates: true,
    load: () => import("../features/contact/components/contact-form").then((m) => m.ContactForm),
  },
  reviews: {
    hydrates: true,
    load: () => import("../features/testimonials/reviews-and-faq").then((m) => m.ReviewsAndFaq),
  },
  "floating-actions": {
    hydrates: false,
    load: () => import("../components/layout/floating-actions").then((m) => m.FloatingActions),
  },
} satisfies Record<string, { hydrates: boolean; load: () => Promise<ComponentType> }>;

export type IslandName = keyof typeof ISLANDS;

/**
 * When an island wakes (loads its code and hydrates):
 * - `interaction`: a pointer over it or pressed on it, a touch, the focus, a key or a value set inside it;
 * - `first-use`: the visitor's first scroll, touch, pointer move or key anywhere on the page.
 */
export type Wake = "interaction" | "first-use";

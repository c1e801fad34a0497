import type { ComponentType } from "react";

/**
 * An island's code once loaded: its component (no props) and whether it `hydrates` the server's HTML
 * or, for a part the server leaves empty or cannot render as the browser would, renders anew into its
 * element when it wakes.
 */
export interface IslandCode {
  Component: ComponentType;
  hydrates: boolean;
}

const adopting = (Component: ComponentType): IslandCode => ({ Component, hydrates: true });
const rendering = (Component: ComponentType): IslandCode => ({ Component, hydrates: false });

/**
 * The islands of the public pages: the parts that respond to a person, each hydrated on its own when it
 * is about to be used (docs/decisions/028), and how the browser loads each one's code.
 */
export const ISLANDS = {
  header: () => import("../components/layout/header").then((m) => adopting(m.Header)),
  "fleet-list": () => import("../features/fleet/components/fleet-list").then((m) => adopting(m.FleetList)),
  "services-list": () =>
    import("../features/services/components/services-list").then((m) => adopting(m.ServicesList)),
  "contact-form": () =>
    import("../features/contact/components/contact-form").then((m) => adopting(m.ContactForm)),
  reviews: () => import("../features/testimonials/reviews-and-faq").then((m) => adopting(m.ReviewsAndFaq)),
  "floating-actions": () =>
    import("../components/layout/floating-actions").then((m) => rendering(m.FloatingActions)),
  // The booking app's form: adopted when the version that loaded is the one the Worker rendered.
  "quick-booking": () => import("../features/home/quick-booking-island").then((m) => m.quickBookingIsland()),
  // The same form on /booking, in the page's variant.
  "booking-form": () => import("../features/home/quick-booking-island").then((m) => m.bookingPageIsland()),
  // The booking app's Manage Booking screen on /manage-booking, adopted in the same way.
  "manage-booking": () =>
    import("../features/manage-booking/manage-booking-island").then((m) => m.manageBookingIsland()),
  "fleet-carousel": () =>
    import("../features/home/fleet-carousel").then((m) => adopting(m.FleetCarouselRegion)),
  "testimonials-carousel": () =>
    import("../features/home/testimonials-carousel").then((m) => adopting(m.TestimonialsCarouselRegion)),
} satisfies Record<string, () => Promise<IslandCode>>;

export type IslandName = keyof typeof ISLANDS;

/**
 * When an island wakes (loads its code and hydrates):
 * - `interaction`: a pointer moving over it or pressed on it, a touch, the focus, a key or a value set inside it;
 * - `first-use`: the visitor's first scroll, touch, pointer move or key anywhere on the page;
 * - `turn`: a carousel: on interaction, or when its first turn is due (`every` ms while it is on screen,
 *   unless the visitor asks for reduced motion), then it takes that turn (a click on its `[data-turn]`).
 */
export type Wake = "interaction" | "first-use" | "turn";

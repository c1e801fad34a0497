import type { ComponentType } from "react";
import type { IslandCode, IslandName } from "./kinds";

const adopting = (Component: ComponentType): IslandCode => ({ Component, hydrates: true });
const rendering = (Component: ComponentType): IslandCode => ({ Component, hydrates: false });

/**
 * The islands of the public pages: the parts that respond to a person, each hydrated on its own when it
 * is about to be used (docs/decisions/028), and how the browser loads each one's code.
 */
export const ISLANDS: Record<IslandName, () => Promise<IslandCode>> = {
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
};

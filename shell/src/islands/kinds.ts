import type { ComponentType } from "react";

/**
 * What an island is, apart from how its code loads (registry.ts): its name, when it wakes and its code
 * once loaded. Imports nothing of the app, so the components that declare islands (island.tsx) and
 * those that load one's code need not import the registry, which imports them.
 */

/** The islands of the public pages, each registered in registry.ts (docs/decisions/028). */
export type IslandName =
  | "header"
  | "fleet-list"
  | "services-list"
  | "contact-form"
  | "reviews"
  | "floating-actions"
  | "quick-booking"
  | "booking-form"
  | "manage-booking"
  | "fleet-carousel"
  | "testimonials-carousel";

/**
 * An island's code once loaded: its component (no props) and whether it `hydrates` the server's HTML
 * or, for a part the server leaves empty or cannot render as the browser would, renders anew into its
 * element when it wakes.
 */
export interface IslandCode {
  Component: ComponentType;
  hydrates: boolean;
}

/**
 * When an island wakes (loads its code and hydrates):
 * - `interaction`: a pointer moving over it or pressed on it, a touch, the focus, a key or a value set inside it;
 * - `first-use`: the visitor's first scroll, touch, pointer move or key anywhere on the page;
 * - `turn`: a carousel: on interaction, or when its first turn is due (`every` ms while it is on screen,
 *   unless the visitor asks for reduced motion), then it takes that turn (a click on its `[data-turn]`).
 */
export type Wake = "interaction" | "first-use" | "turn";

/**
 * The Quick Booking form as an island, on the home page and on /booking (docs/decisions/028): the Worker
 * rendered the booking app's form as it bundles it (the built-in version); waking loads the live version
 * through the federation runtime. The same version adopts the server's HTML; another (a release, a
 * canary) renders anew over it, what was typed carried over; one that cannot load shows the remote's
 * error and retry. `Component` is the page's own (its variant).
 */
import { BUILT_IN_VERSION } from "@chauffeur/contract";
import type { ComponentType } from "react";
import type { IslandCode } from "../../islands/registry";
import { boot } from "../../islands/runtime";
import { startRemotes } from "../../lib/remotes/federation";
import { loadExposed, remoteVersion } from "../../lib/remotes/load-remote";
import { BookingPageQuickBooking, QuickBooking } from "./quick-booking";

export async function quickBookingIsland(Component: ComponentType = QuickBooking): Promise<IslandCode> {
  startRemotes(boot.config);
  try {
    await loadExposed("booking", "QuickBookingForm");
  } catch {
    return { Component, hydrates: false };
  }
  return { Component, hydrates: remoteVersion("booking") === BUILT_IN_VERSION };
}

/** The form on /booking: the same island in the page's variant. */
export const bookingPageIsland = () => quickBookingIsland(BookingPageQuickBooking);

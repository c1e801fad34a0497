/**
 * The home page's Quick Booking as an island (docs/decisions/028): the Worker rendered the booking
 * app's form as it bundles it (the built-in version); waking loads the live version through the
 * federation runtime. The same version adopts the server's HTML; another (a release, a canary) renders
 * anew over it, what was typed carried over; one that cannot load shows the remote's error and retry.
 */
import { BUILT_IN_VERSION } from "@chauffeur/contract";
import type { IslandCode } from "../../islands/registry";
import { boot } from "../../islands/runtime";
import { startRemotes } from "../../lib/remotes/federation";
import { loadExposed, remoteVersion } from "../../lib/remotes/load-remote";
import { QuickBooking } from "./quick-booking";

export async function quickBookingIsland(): Promise<IslandCode> {
  startRemotes(boot.config);
  try {
    await loadExposed("booking", "QuickBookingForm");
  } catch {
    return { Component: QuickBooking, hydrates: false };
  }
  return { Component: QuickBooking, hydrates: remoteVersion("booking") === BUILT_IN_VERSION };
}

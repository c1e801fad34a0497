/**
 * An island that shows one of the booking app's screens (docs/decisions/028): the Worker rendered the
 * screen as it bundles it (the built-in version); waking sets up the federation runtime and loads the
 * live version. The same version adopts the server's HTML; another (a release, a canary) renders anew
 * over it, what was typed carried over; one that cannot load shows the remote's error and retry.
 * `Component` is the shell's, which shows the screen (lib/remotes/booking-screen.tsx).
 */
import { BUILT_IN_VERSION } from "@chauffeur/contract";
import type { ComponentType } from "react";
import type { BookingScreenName } from "../lib/remotes/booking-screen";
import { startRemotes } from "../lib/remotes/federation";
import { loadExposed, remoteVersion } from "../lib/remotes/load-remote";
import { boot } from "./boot-data";
import type { IslandCode } from "./kinds";

let started = false;

export async function bookingIsland(
  screen: BookingScreenName,
  Component: ComponentType,
): Promise<IslandCode> {
  // Once per page: setting the remotes up again would forget the screens already loaded.
  if (!started) startRemotes(boot.config);
  started = true;
  try {
    await loadExposed("booking", screen);
  } catch {
    return { Component, hydrates: false };
  }
  return { Component, hydrates: remoteVersion("booking") === BUILT_IN_VERSION };
}

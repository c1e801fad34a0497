/**
 * The page's server-state layer (`@chauffeur/ui/query`: TanStack Query, one cache for every app), in a
 * module of its own so the booking app loads it with the first screen that reads through it, not with
 * the app: the Quick Booking form and the manage page's lookup never do (docs/decisions/006).
 */
import { QueryProvider } from "@chauffeur/ui/query";
import type { ComponentType } from "react";

/** A screen inside the page's query provider (the one shared client, so its cache outlives the screen). */
export function withServerState<P extends object>(Screen: ComponentType<P>): ComponentType<P> {
  const WithServerState = (props: P) => (
    <QueryProvider>
      <Screen {...props} />
    </QueryProvider>
  );
  WithServerState.displayName = `WithServerState(${Screen.displayName ?? Screen.name})`;
  return WithServerState;
}

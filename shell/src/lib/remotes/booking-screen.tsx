import { BUILT_IN_VERSION } from "@chauffeur/contract";
import { type ComponentType, createContext, createElement, type ReactNode, useContext } from "react";
import type { RemoteExposes } from "./registry";
import { RemoteFrame, RemoteView } from "./remote-view";

/** The booking app's screens a page of islands shows in its HTML (docs/decisions/028). */
export type BookingScreenName = "QuickBookingForm" | "ManageBooking";

/** The booking app's components of those screens. */
export type BookingScreens = Pick<RemoteExposes["booking"], BookingScreenName>;

/**
 * The booking app's own screens as the Worker bundles them (its built-in version), given by the server's
 * renderer only: a page's HTML then holds the screen itself, which the browser adopts when it is first
 * used. In the browser there are none: the screens come from the live remote.
 */
export const BuiltInBooking = createContext<BookingScreens | null>(null);

type PropsOf<K extends BookingScreenName> =
  RemoteExposes["booking"][K] extends ComponentType<infer P> ? P : never;

/**
 * One of the booking app's screens in a shell's page: the live remote's in a remote's view (`loading`
 * meanwhile), or in the Worker's HTML its built-in version, in the same frame.
 */
export function BookingScreen<K extends BookingScreenName>({
  exposed,
  props,
  minHeight,
  loading,
}: {
  exposed: K;
  props: PropsOf<K>;
  minHeight: string;
  loading?: ReactNode;
}) {
  const builtIn = useContext(BuiltInBooking);
  if (builtIn) {
    return (
      <RemoteFrame remote="booking" version={BUILT_IN_VERSION} minHeight={minHeight}>
        {createElement(builtIn[exposed] as ComponentType<object>, props as object)}
      </RemoteFrame>
    );
  }
  return (
    <RemoteView remote="booking" exposed={exposed} props={props} minHeight={minHeight} loading={loading} />
  );
}

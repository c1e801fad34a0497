import type { RemoteName } from "@chauffeur/contract";

/**
 * The routes mfe-booking renders (it owns the whole booking flow). /booking and /manage-booking are not:
 * they are pages of islands whose island is one of the booking app's screens, its Quick Booking form
 * (shell/src/pages/booking.tsx) and its Manage Booking screen (shell/src/pages/manage-booking.tsx,
 * docs/decisions/028); a shell of before that mounted the app there, which still renders them.
 */
export const BOOKING_PATHS = [
  "/vehicle-selection",
  "/customer-info",
  "/booking-payment",
  "/booking-success",
  "/booking-cancel",
  "/pay",
  "/account",
  "/rate",
  "/quote-request",
  "/quote",
] as const;

/** The booking's private tracking link, /track/<token>: mfe-booking's too. */
export const TRACK_PATH = /^\/track\/[^/]+$/;

/** Whether mfe-booking renders the path (a booking step, or a tracking link). */
export function isBookingPath(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, "");
  return (BOOKING_PATHS as readonly string[]).includes(path) || TRACK_PATH.test(path);
}

/** The e-mailed link that sets a staff member's or a chauffeur's new password: mfe-admin renders it. */
export const RESET_PASSWORD_PATH = "/reset-password";

/** The micro-frontend that renders a path, if one does (its App, as the routes say). */
export function remoteOfPath(pathname: string): RemoteName | null {
  if (isBookingPath(pathname)) return "booking";
  if (pathname.replace(/\/+$/, "") === RESET_PASSWORD_PATH) return "admin";
  const first = pathname.split("/")[1];
  return first === "admin" || first === "driver" ? first : null;
}

/** Whether a micro-frontend renders the path (no page module of the shell's). */
export const isRemotePath = (pathname: string) => remoteOfPath(pathname) !== null;

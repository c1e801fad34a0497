import type {
  BookingChangePreview,
  BookingLookup,
  CancelBooking,
  CustomerBooking,
  CustomerEditBooking,
} from "@chauffeur/contract";
import { toaster } from "@chauffeur/ui";
import { useRef, useState } from "react";
import { ApiError } from "../../../lib/api-client";
import { cancelBooking } from "../api/cancel-booking";
import { changeBooking } from "../api/change-booking";
import { lookupBooking } from "../api/lookup-booking";

/** What a cancellation takes: the whole trip, or only a round trip's return ride. */
export type CancelledRide = NonNullable<CancelBooking["ride"]>;

export const SESSION_EXPIRED = "Your session has expired. Please look up your booking again.";
export const UNREACHABLE = "We couldn't reach our servers. Please check your connection and try again.";

interface Session {
  booking: CustomerBooking;
  /** Bearer token for this one booking; React state only, so it dies with the tab (never stored). */
  token: string;
  expiresAt: string;
  email: string;
}

/** A customer-facing message for a failed call: the server's detail for 4xx, a plain sentence otherwise. */
function failureText(e: unknown): string {
  return e instanceof ApiError && e.status < 500 ? e.message : UNREACHABLE;
}

/** The look-up, the booking found and its cancellation, for /manage-booking. */
export function useManageBooking() {
  const [session, setSession] = useState<Session | null>(null);
  const [searching, setSearching] = useState(false);
  const [lookupError, setLookupError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const [cancelError, setCancelError] = useState<string | null>(null);
  const [lastLookup, setLastLookup] = useState<{ reference: string; email: string } | null>(null);
  const busy = useRef(false);

  /** Looks the booking up; a 400 or 422 is thrown for the form to show, any other failure is kept. */
  const find = async (values: BookingLookup) => {
    if (busy.current) return;
    busy.current = true;
    setSearching(true);
    setLookupError(null);
    setLastLookup({ reference: values.reference, email: values.email });
    try {
      const found = await lookupBooking(values);
      setSession({ ...found, email: values.email });
      setNotice(null);
      setCancelError(null);
    } catch (e) {
      // A value the server refused goes back onto the form, under its field.
      if (e instanceof ApiError && (e.status === 400 || e.status === 422)) throw e;
      setLookupError(failureText(e));
    } finally {
      busy.current = false;
      setSearching(false);
    }
  };

  const expire = () => {
    setSession(null);
    setCancelError(null);
    setNotice(SESSION_EXPIRED);
  };

  /**
   * Cancels the trip (the booking and its return ride while it can be), or only its return ride. True
   * when cancelled; on a refusal the view stays and says why.
   */
  const cancel = async (reason: string, ride: CancelledRide = "trip"): Promise<boolean> => {
    if (!session || busy.current) return false;
    if (Date.parse(session.expiresAt) <= Date.now()) {
      expire();
      return false;
    }
    busy.current = true;
    setCancelling(true);
    setCancelError(null);
    try {
      const result = await cancelBooking(session.booking.reference, session.token, { reason, ride });
      setSession({ ...session, booking: result.booking });
      const title = ride === "return" ? "Return ride cancelled" : "Booking cancelled";
      toaster.create({ type: "success", title, description: result.message });
      return true;
    } catch (e) {
      if (e instanceof ApiError && e.status === 401) expire();
      else setCancelError(failureText(e));
      // A 409 means the booking moved on (already cancelled, ride under way): show what it is now.
      if (e instanceof ApiError && e.status === 409) void refresh(session);
      return false;
    } finally {
      busy.current = false;
      setCancelling(false);
    }
  };

  /**
   * The customer's change: priced first (`preview`), then made. A refusal is thrown for the form to show
   * under its field; an ended token ends the view.
   */
  const sendChange = async (values: CustomerEditBooking, preview: boolean) => {
    if (!session) throw new Error(SESSION_EXPIRED);
    if (Date.parse(session.expiresAt) <= Date.now()) {
      expire();
      throw new Error(SESSION_EXPIRED);
    }
    try {
      return await changeBooking(session.booking.reference, session.token, { ...values, preview });
    } catch (e) {
      if (e instanceof ApiError && e.status === 401) expire();
      if (e instanceof ApiError && e.status === 409) void refresh(session);
      throw e instanceof ApiError && e.status < 500 ? e : new Error(UNREACHABLE);
    }
  };

  const previewChange = async (values: CustomerEditBooking): Promise<BookingChangePreview> => {
    const answer = await sendChange(values, true);
    if ("booking" in answer) throw new Error(UNREACHABLE);
    return answer;
  };

  const saveChange = async (values: CustomerEditBooking): Promise<void> => {
    const answer = await sendChange(values, false);
    if (!session || !("booking" in answer)) throw new Error(UNREACHABLE);
    setSession({ ...session, booking: answer.booking });
    toaster.create({ type: "success", title: "Booking changed", description: answer.message });
  };

  const refresh = async (current: Session) => {
    try {
      const found = await lookupBooking({ reference: current.booking.reference, email: current.email });
      setSession({ ...found, email: current.email });
    } catch {
      // The refusal is already on screen; the older view stays.
    }
  };

  const startOver = () => {
    setSession(null);
    setNotice(null);
    setLookupError(null);
    setCancelError(null);
  };

  return {
    session,
    lastLookup,
    searching,
    lookupError,
    notice,
    cancelling,
    cancelError,
    find,
    cancel,
    previewChange,
    saveChange,
    startOver,
  };
}

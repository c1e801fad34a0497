import { type BookingPolicy, DEFAULT_BOOKING_POLICY } from "@chauffeur/contract";
import { createContext, type ReactNode, useContext } from "react";

const PolicyContext = createContext<BookingPolicy>(DEFAULT_BOOKING_POLICY);

/**
 * The operator's booking policy (GET /api/config's `policy`, handed to a remote by the shell) for the
 * forms and texts inside: the lead time, free waiting and cancellation grace they check and state.
 */
export function BookingPolicyProvider({ value, children }: { value?: BookingPolicy; children: ReactNode }) {
  return <PolicyContext.Provider value={value ?? DEFAULT_BOOKING_POLICY}>{children}</PolicyContext.Provider>;
}

export const useBookingPolicy = (): BookingPolicy => useContext(PolicyContext);

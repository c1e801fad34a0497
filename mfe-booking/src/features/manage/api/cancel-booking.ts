import type { CancelBooking } from "@chauffeur/contract";
import { api } from "../../../lib/api-client";

/** POST /api/bookings/{reference}/cancel with the look-up's token; the token is passed, never stored. */
export const cancelBooking = (reference: string, token: string, body: CancelBooking) =>
  api.post("/api/bookings/{reference}/cancel", { path: { reference }, body, token });

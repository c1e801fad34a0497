import type { AdminCancelBooking } from "@chauffeur/contract";
import { api } from "../../../lib/api-client";

/** POST /api/admin/bookings/{id}/cancel: with a reason; the fee of the tier unless waived. */
export const cancelBooking = (id: string, body: AdminCancelBooking) =>
  api.post("/api/admin/bookings/{id}/cancel", { path: { id }, body });

import type { AdminEditBooking } from "@chauffeur/contract";
import { api } from "../../../lib/api-client";

/** PATCH /api/admin/bookings/{id}: the dispatcher's change; the server re-prices and re-checks it. */
export const editBooking = (id: string, body: AdminEditBooking) =>
  api.patch("/api/admin/bookings/{id}", { path: { id }, body });

import type { AdminBooking, AdminEditBooking, BookingChangePreview } from "@chauffeur/contract";
import { api } from "../../../lib/api-client";

/** PATCH /api/admin/bookings/{id}: the dispatcher's change; the server re-prices and re-checks it. */
export const editBooking = async (id: string, body: AdminEditBooking): Promise<AdminBooking> => {
  const answer = await api.patch("/api/admin/bookings/{id}", {
    path: { id },
    body: { ...body, preview: false },
  });
  if (!("reference" in answer)) throw new Error("The change was not saved; please try again");
  return answer;
};

/** The same PATCH with `preview`: what the change would cost (or the rule that refuses it); nothing written. */
export const previewBookingChange = async (
  id: string,
  body: AdminEditBooking,
): Promise<BookingChangePreview> => {
  const answer = await api.patch("/api/admin/bookings/{id}", {
    path: { id },
    body: { ...body, preview: true },
  });
  if (!("fareCents" in answer)) throw new Error("The change's price could not be asked; please try again");
  return answer;
};

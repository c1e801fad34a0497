import type { CustomerEditBooking } from "@chauffeur/contract";
import { api } from "../../../lib/api-client";

/** PATCH /api/bookings/{reference} with the look-up's token: a preview (the price) or the change itself. */
export const changeBooking = (reference: string, token: string, body: CustomerEditBooking) =>
  api.patch("/api/bookings/{reference}", { path: { reference }, body, token });

import type { AdminCreateBooking } from "@chauffeur/contract";
import { api } from "../../../lib/api-client";

/**
 * POST /api/quote for the caller's trip: the operator's price under the rules in force, the one the
 * booking will have unless overridden (nothing is stored). A trip the rules refuse answers its reason.
 */
export const priceCallersTrip = (v: AdminCreateBooking) =>
  api.post("/api/quote", {
    body: {
      serviceType: "one-way",
      pickupLocation: v.pickupLocation,
      destination: v.destination ?? "",
      stops: v.stops ?? [],
      vehicleType: v.vehicleType,
      date: v.date,
      tripTime: v.time,
      childSeats: v.childSeats ?? 0,
    },
  });

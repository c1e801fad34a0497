import { z } from "zod";
import { MAX_HOURS } from "../rules/pricing";
import { validateQuickBooking } from "../rules/time-slots";

/**
 * The Quick Booking form (SPEC.md section 5): one message for the whole form, the first rule it breaks
 * ("Please fill all fields", a valid date, today or later, a slot, a pickup POST /api/bookings would take
 * now, the hours when hourly). No route takes the search itself: POST /api/bookings checks it again.
 */
export const QuickBookingSearchForm = z
  .object({
    serviceType: z.enum(["one-way", "hourly"]),
    pickupLocation: z.string().max(200),
    destination: z.string().max(200),
    date: z.string().max(20),
    time: z.string().max(10),
    hours: z.number().int().max(MAX_HOURS).optional(),
    pickupPlaceId: z.string().optional(),
    destinationPlaceId: z.string().optional(),
    selectedVehicle: z.enum(["executive-sedan", "luxury-suv"]).optional(),
  })
  .superRefine((search, ctx) => {
    const problem = validateQuickBooking(search);
    if (problem) ctx.addIssue({ code: "custom", path: ["root"], message: problem });
  })
  .transform((search) => ({
    ...search,
    pickupLocation: search.pickupLocation.trim(),
    destination: search.destination.trim(),
  }));

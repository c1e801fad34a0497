import { z } from "zod";
import { MAX_HOURS } from "../rules/pricing";
import { isIsoDate, isTimeSlot } from "../rules/time-slots";
import { normalizeVehicleType, type VehicleType } from "../rules/vehicles";
import { singleLine } from "./text";

/** "sedan" | "suv", also accepting the booking flow's "executive-sedan" and "luxury-suv". */
export const VehicleTypeInput = z
  .string()
  .max(40)
  .transform((v, ctx): VehicleType => {
    const type = normalizeVehicleType(v);
    if (!type) {
      ctx.addIssue({ code: "custom", message: "must be sedan or suv" });
      return z.NEVER;
    }
    return type;
  });

export const ServiceTypeInput = z.enum(["one-way", "hourly"]);
/** Hours as a number (or digits, as a form field sends them); never `true` or `[4]`. */
export const HoursInput = z
  .union(
    [
      z.number(),
      z
        .string()
        .regex(/^\d{1,2}$/, "must be a whole number of hours")
        .transform(Number),
    ],
    {
      error: "must be a whole number of hours",
    },
  )
  .pipe(z.number().int("must be a whole number of hours").min(1).max(MAX_HOURS));

/** A pickup date, YYYY-MM-DD, a real calendar day (how far ahead is the service's rule). */
export const PickupDate = z.string().max(10).refine(isIsoDate, "must be a date as YYYY-MM-DD");
/** A pickup time on the half-hour grid of SPEC.md (48 slots), HH:MM. */
export const PickupTime = z.string().max(5).refine(isTimeSlot, "must be a time on the half hour, e.g. 14:30");

/** POST /api/quote (SPEC.md section 7), plus hours for hourly rides. */
export const QuoteRequest = z
  .object({
    serviceType: ServiceTypeInput.default("one-way"),
    pickupLocation: singleLine(200).pipe(z.string().min(1, "is required")),
    destination: singleLine(200).default(""),
    vehicleType: VehicleTypeInput,
    date: PickupDate.optional(),
    tripTime: PickupTime.optional(),
    hours: HoursInput.optional(),
    childSeats: z.number().int().min(0).max(4).default(0),
  })
  .refine((q) => q.serviceType === "hourly" || q.destination.length > 0, {
    path: ["destination"],
    message: "is required",
  });
export type QuoteRequest = z.input<typeof QuoteRequest>;
export type ParsedQuoteRequest = z.output<typeof QuoteRequest>;

export const PriceBreakdownSchema = z.object({
  vehicle: z.number(),
  childSeats: z.number(),
  serviceFee: z.number(),
  total: z.number(),
});

/** basePrice is the ride without child seats or fee (SPEC.md: the client adds those); total has all. */
export const QuoteResponse = z.object({
  basePrice: z.number(),
  distance: z.number().nullable(),
  hours: z.number().nullable(),
  vehicleType: z.enum(["sedan", "suv"]),
  serviceType: ServiceTypeInput,
  breakdown: PriceBreakdownSchema,
});
export type QuoteResponse = z.infer<typeof QuoteResponse>;

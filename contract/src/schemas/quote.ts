import { z } from "zod";
import { MAX_HOURS } from "../rules/pricing";
import { normalizeVehicleType, type VehicleType } from "../rules/vehicles";

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
// Sent as a number by the pages; coerced, so an older client's "3" still works.
export const HoursInput = z.coerce.number<number>().int().min(1).max(MAX_HOURS);

/** POST /api/quote (SPEC.md section 7), plus hours for hourly rides. */
export const QuoteRequest = z
  .object({
    serviceType: ServiceTypeInput.default("one-way"),
    pickupLocation: z.string().trim().min(1, "is required").max(200),
    destination: z.string().trim().max(200).default(""),
    vehicleType: VehicleTypeInput,
    date: z.string().max(20).optional(),
    tripTime: z.string().max(10).optional(),
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

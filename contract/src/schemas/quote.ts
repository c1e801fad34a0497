import { z } from "zod";
import { MAX_GRATUITY_CENTS, MAX_GRATUITY_PERCENT } from "../rules/gratuity";
import { MAX_HOURS, MAX_STOPS } from "../rules/pricing";
import { serviceInstant } from "../rules/service-time";
import { isIsoDate, isTimeSlot } from "../rules/time-slots";
import { normalizeVehicleType, type VehicleType } from "../rules/vehicles";
import { PriceLine } from "./pricing";
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

/** Stops on the way of a one-way trip, in order (at most MAX_STOPS). */
export const TripStops = z
  .array(singleLine(200).pipe(z.string().min(1, "a stop needs an address")))
  .max(MAX_STOPS, `at most ${MAX_STOPS} stops`)
  .default([]);

/** A round trip's return ride: destination back to pickup, on its own date and time. */
export const ReturnTrip = z.object({ date: PickupDate, time: PickupTime });
export type ReturnTrip = z.infer<typeof ReturnTrip>;

export const RETURN_BEFORE_OUTBOUND = "the return pickup must be after the outbound pickup";

/**
 * The rules of stops and a return ride, the same for a price and a booking: both only on a one-way trip,
 * and a return that exists and is after the outbound pickup.
 */
export function checkTripExtras(
  trip: {
    serviceType: "one-way" | "hourly";
    stops: string[];
    returnTrip?: ReturnTrip | undefined;
    date?: string | undefined;
    time?: string | undefined;
  },
  ctx: z.RefinementCtx,
): void {
  if (trip.serviceType === "hourly" && trip.stops.length > 0) {
    ctx.addIssue({ code: "custom", path: ["stops"], message: "only a one-way trip has stops" });
  }
  if (!trip.returnTrip) return;
  if (trip.serviceType === "hourly") {
    ctx.addIssue({ code: "custom", path: ["returnTrip"], message: "only a one-way trip has a return ride" });
    return;
  }
  const back = serviceInstant(trip.returnTrip.date, trip.returnTrip.time);
  if (back === null) {
    ctx.addIssue({
      code: "custom",
      path: ["returnTrip", "time"],
      message: "this time does not exist that day",
    });
    return;
  }
  const out = trip.date && trip.time ? serviceInstant(trip.date, trip.time) : null;
  if (out && back.getTime() <= out.getTime()) {
    ctx.addIssue({ code: "custom", path: ["returnTrip", "time"], message: RETURN_BEFORE_OUTBOUND });
  }
}

/**
 * The chauffeur's gratuity: `{ percent }` of the fare (whole percent) or `{ amountCents }`; left out, none:
 * a client that never offered one adds none (the booking page starts on the operator's default share).
 */
export const GratuityInput = z.union(
  [
    z.strictObject({
      percent: z
        .number()
        .int("gratuity.percent: a whole percent")
        .min(0)
        .max(MAX_GRATUITY_PERCENT, `gratuity.percent: at most ${MAX_GRATUITY_PERCENT}`),
    }),
    z.strictObject({
      amountCents: z
        .number()
        .int("gratuity.amountCents: whole cents")
        .min(0)
        .max(MAX_GRATUITY_CENTS, `gratuity.amountCents: at most ${MAX_GRATUITY_CENTS}`),
    }),
  ],
  { error: "gratuity: { percent } or { amountCents }" },
);
export type GratuityInput = z.infer<typeof GratuityInput>;

/** POST /api/quote (SPEC.md section 7), plus hours for hourly rides, stops, a return ride and the gratuity. */
export const QuoteRequest = z
  .object({
    serviceType: ServiceTypeInput.default("one-way"),
    pickupLocation: singleLine(200).pipe(z.string().min(1, "is required")),
    destination: singleLine(200).default(""),
    stops: TripStops,
    vehicleType: VehicleTypeInput,
    date: PickupDate.optional(),
    tripTime: PickupTime.optional(),
    returnTrip: ReturnTrip.optional(),
    hours: HoursInput.optional(),
    childSeats: z.number().int().min(0).max(4).default(0),
    gratuity: GratuityInput.optional(),
  })
  .refine((q) => q.serviceType === "hourly" || q.destination.length > 0, {
    path: ["destination"],
    message: "is required",
  })
  .superRefine((q, ctx) => checkTripExtras({ ...q, time: q.tripTime }, ctx));
export type QuoteRequest = z.input<typeof QuoteRequest>;
export type ParsedQuoteRequest = z.output<typeof QuoteRequest>;

/** Each charge (rules/pricing.ts); a draft saved before stops and returns existed reads as 0 for them. */
export const PriceBreakdownSchema = z.object({
  vehicle: z.number(),
  stops: z.number().default(0),
  returnTrip: z.number().default(0),
  childSeats: z.number(),
  serviceFee: z.number(),
  /** The chauffeur's gratuity in dollars (to the cent), part of `total`; 0 in a draft saved before it existed. */
  gratuity: z.number().default(0),
  /** Surcharges and tax, present only when the rules charged some. */
  surcharges: z.number().optional(),
  tax: z.number().optional(),
  total: z.number(),
});

/** basePrice is the ride without child seats or fee (SPEC.md: the client adds those); total has all. */
export const QuoteResponse = z.object({
  basePrice: z.number(),
  distance: z.number().nullable(),
  hours: z.number().nullable(),
  vehicleType: z.enum(["sedan", "suv"]),
  serviceType: ServiceTypeInput,
  /** Miles of the return ride, for a round trip; null otherwise. */
  returnDistance: z.number().nullable(),
  breakdown: PriceBreakdownSchema,
  /** The breakdown's lines in order, each naming the rule it came from (`rule`) and its ride (`leg`). */
  lines: z.array(PriceLine),
  /** The price rules' version this price was made with. */
  pricingVersion: z.number().int(),
  /** What the lines need to follow a change of child seats on the page (contract: linesWithSeats). */
  childSeatPrice: z.number(),
  taxPercent: z.number(),
});
export type QuoteResponse = z.infer<typeof QuoteResponse>;

import {
  GratuityInput,
  MAX_CHILD_SEATS,
  MAX_HOURS,
  MAX_STOPS,
  MIN_HOURS,
  PriceBreakdownSchema,
  PriceLine,
} from "@chauffeur/contract";
import { z } from "zod";

/** The customer's answers on the customer-info step (SPEC.md section 3, customerInfo). */
export const DraftCustomer = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
});
export type DraftCustomer = z.infer<typeof DraftCustomer>;

/**
 * SPEC.md section 3's booking draft, grown from the Quick Booking search. Read back from session
 * storage through this schema, so a stale or tampered value never reaches a step.
 */
export const BookingDraft = z.object({
  serviceType: z.enum(["one-way", "hourly"]),
  pickupLocation: z.string().trim().min(1),
  destination: z.string().trim().default(""),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  time: z.string().regex(/^\d{2}:\d{2}$/),
  pickupPlaceId: z.string().optional(),
  destinationPlaceId: z.string().optional(),
  /** Stops on the way of a one-way trip, in order; an empty one is a field still being filled in. */
  stops: z.array(z.string()).max(MAX_STOPS).default([]),
  /** A round trip: the return ride's date and time (its time empty until chosen). */
  returnTrip: z.object({ date: z.string(), time: z.string() }).optional(),
  hours: z.number().int().min(MIN_HOURS).max(MAX_HOURS).default(MIN_HOURS),
  vehicleType: z.enum(["sedan", "suv"]).optional(),
  selectedVehicle: z.enum(["executive-sedan", "luxury-suv"]).optional(),
  /** The total shown to the customer (vehicle, child seats and service fee). */
  estimatedPrice: z.number().optional(),
  breakdown: PriceBreakdownSchema.optional(),
  /** The chauffeur's gratuity, chosen on the payment step (the operator's default share until then). */
  gratuity: GratuityInput.optional(),
  /** The server's lines for the quote (surcharges and tax named), and what they need to follow the seats. */
  priceLines: z.array(PriceLine).optional(),
  priceTerms: z.object({ childSeatPrice: z.number(), taxPercent: z.number() }).optional(),
  passengerCount: z.number().int().min(1).max(6).default(1),
  luggageCount: z.number().int().min(0).max(6).default(0),
  travelingWithChild: z.boolean().default(false),
  childSeats: z.number().int().min(0).max(MAX_CHILD_SEATS).default(0),
  flightNumber: z.string().default(""),
  /** The airport dialog was answered (Continue or Skip): a reload does not ask again. */
  flightPrompted: z.boolean().default(false),
  distance: z.number().optional(),
  /** Set when the gazetteer says an end of the trip is an airport (PRODUCT.md's one detector). */
  airport: z.boolean().optional(),
  customerInfo: DraftCustomer.optional(),
  specialRequests: z.string().default(""),
  /** One key per payment attempt: a double click or a retry makes one booking. */
  idempotencyKey: z.string().optional(),
});
export type BookingDraft = z.infer<typeof BookingDraft>;

import { z } from "zod";
import { MAX_CHILD_SEATS } from "../rules/pricing";
import { PaymentInfo } from "./payments";
import { HoursInput, PriceBreakdownSchema, ServiceTypeInput, VehicleTypeInput } from "./quote";

/** SPEC.md section 5: without spaces, dashes and parentheses, an optional plus then 1-16 digits. */
export function isValidPhone(phone: string): boolean {
  return /^\+?[1-9]\d{0,15}$/.test(phone.replace(/[\s\-()]/g, ""));
}

const name = z.string().trim().max(80);

/** SPEC.md's customerInfo has `name`; the customer-info step sends first and last names. Both work. */
export const CustomerInfo = z
  .object({
    name: name.optional(),
    firstName: name.optional(),
    lastName: name.optional(),
    email: z.string().trim().min(1, "Email is required").max(254).pipe(z.email("Please enter a valid email")),
    phone: z
      .string()
      .trim()
      .min(1, "Phone number is required")
      .max(40)
      .refine(isValidPhone, "Please enter a valid phone number"),
  })
  .transform((c, ctx) => {
    const [first = "", ...rest] = (c.name ?? "").split(/\s+/).filter(Boolean);
    const firstName = c.firstName || first;
    const lastName = c.lastName || rest.join(" ");
    if (!firstName) ctx.addIssue({ code: "custom", path: ["firstName"], message: "First name is required" });
    if (!lastName) ctx.addIssue({ code: "custom", path: ["lastName"], message: "Last name is required" });
    return { firstName, lastName, email: c.email.toLowerCase(), phone: c.phone };
  });

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v || null);

/** POST /api/bookings: SPEC.md section 7 plus the draft's counts, hours and the payment token. */
export const CreateBooking = z
  .object({
    serviceType: ServiceTypeInput.default("one-way"),
    pickupLocation: z.string().trim().min(1, "is required").max(200),
    destination: z.string().trim().max(200).default(""),
    date: z.string().max(20),
    time: z.string().max(10),
    vehicleType: VehicleTypeInput,
    customerInfo: CustomerInfo,
    flightNumber: optionalText(20),
    travelingWithChild: z.boolean().default(false),
    childSeats: z.number().int().min(0).max(MAX_CHILD_SEATS).default(0),
    specialRequests: optionalText(1000),
    /** What the page showed; never stored as truth (PRODUCT.md: the server owns the price). */
    estimatedPrice: z.number().nonnegative().max(1_000_000).optional(),
    passengerCount: z.number().int().min(1).max(6).default(1),
    luggageCount: z.number().int().min(0).max(6).default(0),
    hours: HoursInput.optional(),
    /** The page's distance, accepted for old clients but never used: the server measures the trip itself. */
    distance: z.number().nonnegative().max(10_000).optional(),
    paymentInfo: PaymentInfo,
  })
  .refine((b) => b.serviceType === "hourly" || b.destination.length > 0, {
    path: ["destination"],
    message: "is required",
  })
  .refine((b) => b.serviceType === "one-way" || b.hours !== undefined, {
    path: ["hours"],
    message: "is required for hourly service",
  });
export type CreateBooking = z.input<typeof CreateBooking>;
export type ParsedCreateBooking = z.output<typeof CreateBooking>;

export const BookingReceipt = z.object({
  bookingId: z.string(),
  reference: z.string(),
  sessionId: z.string(),
  estimatedPrice: z.number(),
  breakdown: PriceBreakdownSchema,
  status: z.literal("pending"),
  paymentStatus: z.enum(["authorized"]),
});
export type BookingReceipt = z.infer<typeof BookingReceipt>;

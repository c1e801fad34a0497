import { z } from "zod";

/** Path parameters: any text (an unknown id is a 404 from the service, not a 400). */
export const IdParam = z.object({ id: z.string().describe("The record's id") });
export const ReferenceParam = z.object({
  reference: z.string().describe("The booking reference, e.g. BC-7K4Q9M"),
});
/** A payment link's subject: a booking by its reference, or a company's invoice by its number. */
export const PayReferenceParam = z.object({
  reference: z.string().describe("A booking reference (BC-7K4Q9M) or an invoice number (INV-2026-0001)"),
});
export const DriverRideParams = z.object({
  driverId: z.string().describe("The signed-in driver's id"),
  bookingId: z.string().describe("The booking's id"),
});

const IDEMPOTENCY_KEY = /^[\w-]{8,100}$/;

/** An `Idempotency-Key` header: the same request sent again (a retry, a replay) takes effect once. */
export const idempotencyHeader = (meaning: string) =>
  z.object({
    "idempotency-key": z
      .string()
      .trim()
      .refine(
        (key) => key === "" || IDEMPOTENCY_KEY.test(key),
        "Idempotency-Key must be 8-100 letters, digits, dashes or underscores",
      )
      .optional()
      .describe(meaning),
  });

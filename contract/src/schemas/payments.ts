import { z } from "zod";

/** GET /api/payments/status/{session_id} (SPEC.md section 7). */
export const PaymentStatusResponse = z.object({
  payment_status: z.enum(["paid", "unpaid"]),
  status: z.enum(["complete", "open", "expired"]),
});
export type PaymentStatusResponse = z.infer<typeof PaymentStatusResponse>;

/**
 * What the page sends after the processor's own fields tokenized the card: never the number itself.
 * The card's brand and last four digits come from the processor's answer for the token; what a page
 * sends as cardLast4 and brand (SPEC.md's older clients do) is accepted and never stored.
 */
export const PaymentInfo = z.object({
  provider: z.enum(["sandbox", "stripe"]).default("sandbox"),
  token: z.string().trim().min(1, "A payment token is required").max(255),
  cardLast4: z
    .string()
    .regex(/^\d{4}$/, "must be the last four digits")
    .optional(),
  brand: z.string().trim().max(30).optional(),
});
export type PaymentInfo = z.infer<typeof PaymentInfo>;

import { z } from "zod";

/** GET /api/payments/status/{session_id} (SPEC.md section 7). */
export const PaymentStatusResponse = z.object({
  payment_status: z.enum(["paid", "unpaid"]),
  status: z.enum(["complete", "open", "expired"]),
});
export type PaymentStatusResponse = z.infer<typeof PaymentStatusResponse>;

/** What the page sends after tokenizing the card: never the number itself. */
export const PaymentInfo = z.object({
  provider: z.enum(["sandbox", "stripe"]).default("sandbox"),
  token: z.string().trim().min(1, "A payment token is required").max(255),
  cardLast4: z.string().regex(/^\d{4}$/, "must be the last four digits"),
  brand: z.string().trim().max(30).default("card"),
});
export type PaymentInfo = z.infer<typeof PaymentInfo>;

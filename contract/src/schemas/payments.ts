import { z } from "zod";
import { singleLine } from "./text";

/** GET /api/payments/status/{session_id} (SPEC.md section 7). */
export const PaymentStatusResponse = z.object({
  payment_status: z.enum(["paid", "unpaid"]),
  status: z.enum(["complete", "open", "expired"]),
});
export type PaymentStatusResponse = z.infer<typeof PaymentStatusResponse>;

/** A card token from the processor's own fields: one line of text (issue 13). */
export const PaymentToken = singleLine(255).pipe(z.string().min(1, "A payment token is required"));

/**
 * What the page sends after the processor's own fields tokenized the card: never the number itself.
 * The card's brand and last four digits come from the processor's answer for the token; what a page
 * sends as cardLast4 and brand (SPEC.md's older clients do) is accepted and never stored.
 */
export const PaymentInfo = z
  .object({
    provider: z.enum(["sandbox", "stripe"]).default("sandbox"),
    token: PaymentToken.optional(),
    /** The card saved on the signed-in customer's account instead of a new one (needs the account token). */
    savedCard: z.literal(true).optional(),
    cardLast4: z
      .string()
      .regex(/^\d{4}$/, "must be the last four digits")
      .optional(),
    brand: singleLine(30).optional(),
  })
  .refine((p) => p.token !== undefined || p.savedCard === true, {
    path: ["token"],
    message: "A payment token is required",
  })
  .refine((p) => p.token === undefined || p.savedCard === undefined, {
    path: ["savedCard"],
    message: "a new card's token or the saved card, not both",
  });
export type PaymentInfo = z.infer<typeof PaymentInfo>;

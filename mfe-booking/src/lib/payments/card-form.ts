/** SPEC.md section 5's payment-form rules, messages word for word, and the forms' schemas built on them. */
import { z } from "zod";

export const MAX_CARD_DIGITS = 19;

/** Digits only, at most 19, grouped in fours: "4242424242424242" → "4242 4242 4242 4242". */
export function formatCardNumber(input: string): string {
  const digits = input.replace(/\D/g, "").slice(0, MAX_CARD_DIGITS);
  return digits.replace(/(\d{4})(?=\d)/g, "$1 ");
}

/** The Luhn checksum every real card number satisfies. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function cardNumberError(value: string): string | undefined {
  const digits = value.replace(/\s/g, "");
  if (!digits) return "Card number is required";
  if (!/^\d{13,19}$/.test(digits) || !passesLuhn(digits)) return "Please enter a valid card number";
  return undefined;
}

/** Auto-formats as MM/YY while typing: "1" → "1", "12" → "12/", "1228" → "12/28". */
export function formatExpiry(input: string, previous = ""): string {
  const digits = input.replace(/\D/g, "").slice(0, 4);
  // Deleting the slash deletes the month's last digit too, so backspace is not stuck.
  if (previous.endsWith("/") && input.length < previous.length) return digits.slice(0, 1);
  if (digits.length < 2) return digits;
  if (digits.length === 2) return `${digits}/`;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

/** MM/YY, month 01-12, not before the current month. */
export function expiryError(value: string, now: Date = new Date()): string | undefined {
  if (!value.trim()) return "Expiry date is required";
  const m = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(value.trim());
  if (!m) return "Please enter a valid expiry date (MM/YY)";
  const month = Number(m[1]);
  const year = 2000 + Number(m[2]);
  const current = now.getFullYear() * 12 + now.getMonth();
  if (year * 12 + (month - 1) < current) return "Please enter a valid expiry date (MM/YY)";
  return undefined;
}

export function formatCvv(input: string): string {
  return input.replace(/\D/g, "").slice(0, 4);
}

export function cvvError(value: string): string | undefined {
  if (!value) return "CVV is required";
  if (!/^\d{3,4}$/.test(value)) return "Please enter a valid CVV";
  return undefined;
}

export const TERMS_REQUIRED = "You must accept the Terms of Service";
export const PRIVACY_REQUIRED = "You must accept the Privacy Policy";

/** A text checked by one of the rules above, with its words. */
const checkedBy = (rule: (value: string) => string | undefined) =>
  z.string().superRefine((value, ctx) => {
    const message = rule(value);
    if (message) ctx.addIssue({ code: "custom", message });
  });

const required = (message: string) => z.string().trim().min(1, message);

/**
 * The card as the sandbox's own fields take it (with Stripe, Elements checks it in Stripe's frame).
 * Page-only on purpose: the card never reaches our API, only the processor's token does.
 */
export const CardDetails = z.object({
  cardNumber: checkedBy(cardNumberError),
  // Checked against the month of the submit, not of the page load.
  expiryDate: checkedBy((value) => expiryError(value)),
  cvv: checkedBy(cvvError),
});

/** The billing address and the two agreements of booking step 4. */
const BillingForm = z.object({
  nameOnCard: required("Name on card is required"),
  billingAddress: required("Billing address is required"),
  city: required("City is required"),
  state: required("State is required"),
  zipCode: required("ZIP code is required"),
  acceptTerms: z.boolean().refine((accepted) => accepted, TERMS_REQUIRED),
  acceptPrivacy: z.boolean().refine((accepted) => accepted, PRIVACY_REQUIRED),
});

/** Booking step 4 without a card form (the saved card, or a company billed on account): the agreements alone. */
export const AgreementsForm = BillingForm.pick({ acceptTerms: true, acceptPrivacy: true });

/** With Stripe the card is in Stripe's frame (its Element checks it): our card fields stay empty, unchecked. */
const CardInFrame = z.object({ cardNumber: z.string(), expiryDate: z.string(), cvv: z.string() });

/** Booking step 4 with the sandbox's card fields. */
export const CardPaymentForm = BillingForm.extend(CardDetails.shape);
export type PaymentValues = z.input<typeof CardPaymentForm>;
/** Step 4 with the card in Stripe's frame. */
export const StripePaymentForm = BillingForm.extend(CardInFrame.shape);

/** Booking step 4's schema: the card checked when it is typed in our page. */
export const paymentForm = (cardInPage: boolean): z.ZodType<PaymentValues, PaymentValues> =>
  cardInPage ? CardPaymentForm : StripePaymentForm;

export const EMPTY_PAYMENT: PaymentValues = {
  cardNumber: "",
  expiryDate: "",
  cvv: "",
  nameOnCard: "",
  billingAddress: "",
  city: "",
  state: "",
  zipCode: "",
  acceptTerms: false,
  acceptPrivacy: false,
};

/** The private payment link (/pay): who pays (the ZIP code optional), and the card unless in Stripe's frame. */
const PayLinkForm = z.object({
  nameOnCard: required("Name on card is required"),
  zipCode: z.string().trim(),
});
export const CardPayLinkForm = PayLinkForm.extend(CardDetails.shape);
export type PayLinkValues = z.input<typeof CardPayLinkForm>;
const StripePayLinkForm = PayLinkForm.extend(CardInFrame.shape);

export const payLinkForm = (cardInPage: boolean): z.ZodType<PayLinkValues, PayLinkValues> =>
  cardInPage ? CardPayLinkForm : StripePayLinkForm;

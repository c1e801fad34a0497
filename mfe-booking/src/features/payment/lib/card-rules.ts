/** SPEC.md section 5's payment-form rules, messages word for word. Pure, so they are unit-tested. */

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

export interface PaymentFields {
  cardNumber: string;
  expiryDate: string;
  cvv: string;
  nameOnCard: string;
  billingAddress: string;
  city: string;
  state: string;
  zipCode: string;
  acceptTerms: boolean;
  acceptPrivacy: boolean;
}

export const EMPTY_PAYMENT: PaymentFields = {
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

export type PaymentErrors = Partial<Record<keyof PaymentFields, string>>;

export const TERMS_REQUIRED = "You must accept the Terms of Service";
export const PRIVACY_REQUIRED = "You must accept the Privacy Policy";

const REQUIRED: [keyof PaymentFields, string][] = [
  ["nameOnCard", "Name on card is required"],
  ["billingAddress", "Billing address is required"],
  ["city", "City is required"],
  ["state", "State is required"],
  ["zipCode", "ZIP code is required"],
];

/** `cardFields: false` when the card is in the processor's own frame (Stripe Elements checks it there). */
export function validatePayment(
  f: PaymentFields,
  now: Date = new Date(),
  { cardFields = true }: { cardFields?: boolean } = {},
): PaymentErrors {
  const errors: PaymentErrors = cardFields
    ? {
        cardNumber: cardNumberError(f.cardNumber),
        expiryDate: expiryError(f.expiryDate, now),
        cvv: cvvError(f.cvv),
      }
    : {};
  for (const [key, message] of REQUIRED) {
    if (!String(f[key]).trim()) errors[key] = message;
  }
  if (!f.acceptTerms) errors.acceptTerms = TERMS_REQUIRED;
  if (!f.acceptPrivacy) errors.acceptPrivacy = PRIVACY_REQUIRED;
  for (const k of Object.keys(errors) as (keyof PaymentFields)[]) if (!errors[k]) delete errors[k];
  return errors;
}

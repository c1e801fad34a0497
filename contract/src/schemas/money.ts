import { z } from "zod";
import { DEFAULT_GRATUITY_PERCENT } from "../rules/gratuity";
import { PaymentToken } from "./payments";
import { multiLine } from "./text";

/** Where a booking's money stands (the observable contract of issue 10; other clients rely on these). */
export const PAYMENT_STATES = [
  /** A booking the dispatcher made: no card yet; the customer adds it through the payment link. */
  "awaiting_card",
  "verified",
  "held",
  "action_required",
  "captured",
  "partially_refunded",
  "refunded",
  "voided",
  "expired",
  "failed",
  // A ride billed to a company on account (no card): on_account until it ends, then billed (or waived at 0).
  "on_account",
  "billed",
] as const;
export const PaymentState = z.enum(PAYMENT_STATES);
export type PaymentState = z.infer<typeof PaymentState>;

/** One provider call or provider event, from the append-only ledger. */
export const PaymentEvent = z.object({
  at: z.string(),
  /** verify | hold | capture | charge | release | refund | event */
  kind: z.string(),
  amountCents: z.number().int(),
  /** succeeded | declined | action_required | failed | received */
  outcome: z.string(),
  providerRef: z.string().nullable(),
  detail: z.string().nullable().optional(),
});
export type PaymentEvent = z.infer<typeof PaymentEvent>;

/** One line of what the ride costs: the fare's parts, then extras such as waiting time. */
export const PaymentLine = z.object({
  /**
   * fare: the booked price's parts; extra: added for the ride (waiting time); gratuity: the chauffeur's, as
   * chosen and as changed after the ride; adjustment: a refund the dispatcher gave.
   */
  kind: z.enum(["fare", "extra", "gratuity", "adjustment"]),
  code: z.string(),
  description: z.string(),
  amountCents: z.number().int(),
});
export type PaymentLine = z.infer<typeof PaymentLine>;

const paymentFields = {
  state: PaymentState,
  currency: z.literal("usd"),
  fareCents: z.number().int(),
  verifiedCents: z.number().int(),
  heldCents: z.number().int(),
  capturedCents: z.number().int(),
  refundedCents: z.number().int(),
  /** When the current hold lapses (ISO time), null without one. */
  captureBefore: z.string().nullable(),
  /** Every line: fare parts and extras; their sum is what a completed ride costs. */
  lines: z.array(PaymentLine),
  /** Whether anything is still owed or to be given back for how the booking ended. */
  settled: z.boolean(),
};

/**
 * Where an extra's money stands (the console's Extras): added while the ride's money is open it is
 * `with_fare` until the ride is settled, then `captured` with the fare; added after the ride was settled it
 * is charged on its own: `charging`, then `charged` to the saved card or `paid_by_link`, or `owed` while
 * the payment link waits for the customer. A ride on a company's account is `billed` on its invoice.
 */
export const EXTRA_STATES = [
  "with_fare",
  "captured",
  "charging",
  "charged",
  "paid_by_link",
  "owed",
  "billed",
] as const;
export const ExtraState = z.enum(EXTRA_STATES);
export type ExtraState = z.infer<typeof ExtraState>;

/** Each state as the console says it. */
export const EXTRA_STATE_WORDS: Readonly<Record<ExtraState, string>> = {
  with_fare: "Charged with the fare after the ride",
  captured: "Captured with the fare",
  charging: "Being charged to the saved card",
  charged: "Charged to the saved card",
  paid_by_link: "Paid through the payment link",
  owed: "Owed: payment link sent",
  billed: "Billed to the company with the ride",
};

/** One extra of a ride (tolls, parking, a sign, waiting time, a change fee): its line and its money. */
export const PaymentExtra = z.object({
  code: z.string(),
  description: z.string(),
  amountCents: z.number().int(),
  /** When it was added (ISO time), and by whom: admin (staff), driver, customer or system. */
  addedAt: z.string(),
  addedBy: z.string(),
  state: ExtraState,
});
export type PaymentExtra = z.infer<typeof PaymentExtra>;

/** `payment` on GET /api/admin/bookings/{id}: the customer's view, every processor event, and the extras. */
export const AdminPayment = z.object({
  ...paymentFields,
  events: z.array(PaymentEvent),
  extras: z.array(PaymentExtra),
});
export type AdminPayment = z.infer<typeof AdminPayment>;

/** `payment` on the customer's look-up: the same without the provider's events. */
export const CustomerPayment = z.object(paymentFields);
export type CustomerPayment = z.infer<typeof CustomerPayment>;

const cents = z
  .number({ error: "Amount must be a number of cents" })
  .int("Amount must be whole cents")
  .positive("Amount must be more than zero")
  .max(10_000_000, "Amount is too large");
const reason = multiLine(500).pipe(z.string().min(1, "A reason is required"));

/** POST /api/admin/bookings/{id}/payment/capture: capture now, all that is due (up to the hold) or an amount. */
export const AdminCapture = z.object({ amountCents: cents.optional(), reason });
export type AdminCapture = z.infer<typeof AdminCapture>;

/** POST /api/admin/bookings/{id}/payment/release: give back every hold; nothing more is charged. */
export const AdminRelease = z.object({ reason });
export type AdminRelease = z.infer<typeof AdminRelease>;

/** POST /api/admin/bookings/{id}/payment/refund. */
export const AdminRefund = z.object({ amountCents: cents, reason });
export type AdminRefund = z.infer<typeof AdminRefund>;

export const PaymentActionResult = z.object({ message: z.string(), payment: AdminPayment });
export type PaymentActionResult = z.infer<typeof PaymentActionResult>;

/** GET /api/admin/outbox/{id}: one message whole, as it was (or will be) sent. */
export const OutboxMessage = z.object({
  id: z.string(),
  recipient: z.string(),
  channel: z.string(),
  template: z.string(),
  subject: z.string(),
  /** Plain text: a text message whole, or an e-mail's plain-text part. */
  body: z.string(),
  /** An e-mail's HTML part, as the customer's mail program shows it (null: a text message). */
  html: z.string().nullable(),
  /** The files sent with it (the calendar file of a ride), without their content. */
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string() })),
  bookingId: z.string().nullable(),
  status: z.string(),
  attempts: z.number(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** Why the last attempt failed, in the provider's words. */
  lastError: z.string().nullable(),
  /** What the provider reported after sending: `bounced` or `complained`, its words and when. */
  delivery: z.string().nullable(),
  deliveryNote: z.string().nullable(),
  deliveryAt: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof OutboxMessage>;

/** POST /api/admin/jobs/run: `now` (development only) runs time-dependent jobs as of that instant. */
export const RunJobs = z.object({
  now: z.iso.datetime({ offset: true }).optional(),
  only: z.array(z.string().max(60)).max(20).optional(),
});
export type RunJobs = z.infer<typeof RunJobs>;

export const JobReport = z.object({
  job: z.string(),
  ok: z.boolean(),
  /** What it did, in counts and words (`held: 2`, `skipped: "no mail provider configured"`). */
  did: z.record(z.string(), z.union([z.number(), z.string()])),
  error: z.string().optional(),
});
export const JobsRunResult = z.object({ ranAt: z.string(), jobs: z.array(JobReport) });
export type JobsRunResult = z.infer<typeof JobsRunResult>;

/** What the page needs to act on an authorization that waits for the customer (3-D Secure). */
export const NextAction = z.object({ type: z.literal("authenticate"), clientSecret: z.string() });
export type NextAction = z.infer<typeof NextAction>;

/** GET /api/pay/{reference} with the link's token: the booking and what is owed. */
export const BookingPayLinkView = z.object({
  kind: z.literal("booking"),
  reference: z.string(),
  firstName: z.string(),
  pickupLocation: z.string(),
  destination: z.string(),
  scheduledDate: z.string(),
  scheduledTime: z.string(),
  /** The pickup moment (epoch ms), for formatServiceTime. */
  pickupAt: z.number().int(),
  /** hold: a hold for the fare before the ride; charge: an amount owed now; card: the card check of a booking made by phone. */
  purpose: z.enum(["hold", "charge", "card"]),
  amountCents: z.number().int(),
  /** Nothing is owed any more (paid meanwhile): the page says so instead of taking a card. */
  paid: z.boolean(),
  cardLast4: z.string().nullable(),
  cardBrand: z.string().nullable(),
  payment: CustomerPayment,
});
export type BookingPayLinkView = z.infer<typeof BookingPayLinkView>;

/** The same link for a company's invoice (docs/decisions/026): its number, the company and what is due. */
export const InvoicePayLinkView = z.object({
  kind: z.literal("invoice"),
  /** The invoice number, INV-2026-0001. */
  reference: z.string(),
  companyName: z.string(),
  /** The month billed, YYYY-MM. */
  period: z.string(),
  issuedOn: z.string(),
  dueDate: z.string(),
  purpose: z.literal("charge"),
  amountCents: z.number().int(),
  /** Paid already (or void): the page says so instead of taking a card. */
  paid: z.boolean(),
});
export type InvoicePayLinkView = z.infer<typeof InvoicePayLinkView>;

export const PayLinkView = z.discriminatedUnion("kind", [BookingPayLinkView, InvoicePayLinkView]);
export type PayLinkView = z.infer<typeof PayLinkView>;

/** POST /api/pay/{reference}: a new card's token from the processor's own fields. */
export const PayWithCard = z.object({
  provider: z.enum(["sandbox", "stripe"]),
  token: PaymentToken,
});
export type PayWithCard = z.infer<typeof PayWithCard>;

export const PayResult = z.object({
  status: z.enum(["paid", "requires_action"]),
  message: z.string(),
  nextAction: NextAction.optional(),
});
export type PayResult = z.infer<typeof PayResult>;

/** The card processor the pages use (in /api/config): Stripe Elements only when Stripe is named. */
export const PaymentsConfig = z.object({
  provider: z.enum(["sandbox", "stripe"]),
  publishableKey: z.string().optional(),
  /** Where Stripe.js is loaded from (Stripe's own host unless a stand-in is configured). */
  stripeJsUrl: z.string().optional(),
  holdDays: z.number(),
  /** The gratuity share the booking page starts on (the published price rules' `gratuityDefaultPercent`). */
  gratuityDefaultPercent: z.number().int().default(DEFAULT_GRATUITY_PERCENT),
});
export type PaymentsConfig = z.infer<typeof PaymentsConfig>;

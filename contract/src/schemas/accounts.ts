import { z } from "zod";
import { CustomerDetails } from "./booking";
import { CustomerPayment } from "./money";
import { EmailAddress, PhoneNumber, singleLine } from "./text";

/**
 * Customer accounts without passwords (issue 40, docs/decisions/026): an e-mail link signs in; every
 * booking made with that e-mail is the account's. The account token lasts 30 days and can be ended.
 */

/** POST /api/account/sign-in: where to send the link. The answer is the same whatever the address. */
export const AccountSignIn = z.object({ email: EmailAddress });
export type AccountSignIn = z.input<typeof AccountSignIn>;

/** The one answer to a sign-in request (202), whether or not the address has bookings. */
export const ACCOUNT_LINK_SENT =
  "If this address can sign in, a link is on its way. It works once, for 15 minutes.";
export const AccountSignInAccepted = z.object({ message: z.string() });
export type AccountSignInAccepted = z.infer<typeof AccountSignInAccepted>;

/** POST /api/account/session: the link's token, used once, for an account token. */
export const AccountSessionRequest = z.object({
  token: singleLine(200).pipe(z.string().min(1, "The sign-in link is incomplete")),
});
export type AccountSessionRequest = z.input<typeof AccountSessionRequest>;

export const AccountSession = z.object({
  /** The account token (30 days), as `Authorization: Bearer <token>`. */
  token: z.string(),
  email: z.string(),
  expiresAt: z.string(),
});
export type AccountSession = z.infer<typeof AccountSession>;

/** A person the customer books for, with the text of the chauffeur's name sign. */
export const SavedPassengerInput = CustomerDetails.extend({
  signText: singleLine(60).default(""),
});
export type SavedPassengerInput = z.input<typeof SavedPassengerInput>;
export const SavedPassenger = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  signText: z.string(),
});
export type SavedPassenger = z.infer<typeof SavedPassenger>;

/** An address used often ("Home", "Office"). */
export const SavedPlaceInput = z.object({
  label: singleLine(40).pipe(z.string().min(1, "A label is required")),
  address: singleLine(200).pipe(z.string().min(1, "An address is required")),
});
export type SavedPlaceInput = z.input<typeof SavedPlaceInput>;
export const SavedPlace = z.object({ id: z.string(), label: z.string(), address: z.string() });
export type SavedPlace = z.infer<typeof SavedPlace>;

/** The card saved with the processor for the next booking (never its number). */
export const SavedCard = z.object({ brand: z.string(), last4: z.string() });
export type SavedCard = z.infer<typeof SavedCard>;

/** PATCH /api/account/contact: the account holder's own name and phone. */
export const AccountContact = z.object({
  firstName: singleLine(80),
  lastName: singleLine(80),
  phone: z.union([z.literal(""), PhoneNumber]).default(""),
});
export type AccountContact = z.input<typeof AccountContact>;

/** A company the signed-in customer may bill (an approved booker), and what it asks for. */
export const AccountCompany = z.object({
  id: z.string(),
  name: z.string(),
  requireCostCentre: z.boolean(),
  requirePo: z.boolean(),
});
export type AccountCompany = z.infer<typeof AccountCompany>;

/** GET /api/account. */
export const AccountProfile = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  card: SavedCard.nullable(),
  passengers: z.array(SavedPassenger),
  places: z.array(SavedPlace),
  companies: z.array(AccountCompany),
});
export type AccountProfile = z.infer<typeof AccountProfile>;

/** One ride in the account: what the look-up shows of it, and what "book again" needs. */
export const AccountBooking = z.object({
  reference: z.string(),
  /** pending | confirmed | cancelled | completed */
  status: z.string(),
  pickupAt: z.number(),
  pickupLocation: z.string(),
  destination: z.string(),
  /** As on the look-up: what happened to the money, from the ledger. */
  payment: CustomerPayment.nullable(),
  scheduledDate: z.string(),
  scheduledTime: z.string(),
  serviceType: z.string(),
  hours: z.number().nullable(),
  stops: z.array(z.string()),
  vehicleType: z.string(),
  passengerCount: z.number(),
  luggageCount: z.number(),
  childSeats: z.number(),
  /** The passenger, as booked (a booker's guest, say). */
  passengerName: z.string(),
  /** The chauffeur's first name once one is assigned. */
  chauffeurFirstName: z.string().nullable(),
  /** The company billed on account, with the cost centre and PO number given; null for a card. */
  billing: z
    .object({ companyName: z.string(), costCentre: z.string().nullable(), po: z.string().nullable() })
    .nullable(),
  /** Whether GET .../receipt.pdf has a receipt for it (the ride is charged or billed). */
  receipt: z.boolean(),
});
export type AccountBooking = z.infer<typeof AccountBooking>;

/** GET /api/account/bookings: rides ahead (soonest first) and behind (latest first, the last 100). */
export const AccountBookings = z.object({
  upcoming: z.array(AccountBooking),
  past: z.array(AccountBooking),
});
export type AccountBookings = z.infer<typeof AccountBookings>;

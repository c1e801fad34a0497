import {
  type AdminBooking,
  CreateBooking,
  DEFAULT_BOOKING_POLICY,
  type PaymentLine,
  SITE_DEFAULTS,
} from "@chauffeur/contract";
import type { OutboxInput } from "../../core/outbox";
import { passwordResetMessage, staffInviteMessage } from "../account";
import { approvedMessage, bookingReceivedMessage, cancelledMessage } from "../booking";
import { rideCancelledMessage, rideOfferedMessage, rideReassignedMessage } from "../chauffeur";
import { contactReplyMessage } from "../contact";
import {
  type AccountRide,
  bookedForYouMessage,
  bookerConfirmationMessage,
  signInLinkMessage,
} from "../customer-accounts";
import { type FlightPickup, flightCheckMessage, pickupMovedMessages } from "../flights";
import {
  type HowToPay,
  type InvoiceForMessage,
  invoiceIssuedMessage,
  invoiceOverdueMessage,
  invoicePaidMessage,
  invoiceVoidMessage,
} from "../invoices";
import type { Letterhead } from "../letter";
import {
  holdPlacedMessage,
  type PaymentBooking,
  paymentLinkMessage,
  receiptMessage,
  refundMessage,
  releasedMessage,
} from "../payment";
import { lowRatingMessage } from "../ratings";
import { customerReminder, driverReminder, type RemindedBooking } from "../reminders";
import { driverAssignedMessage, rideStageMessage } from "../ride";

/**
 * One of every message the platform sends, written from sample data: the tests that hold every e-mail's
 * HTML to its plain text, and the pictures of the e-mails in a browser, read them. Not used by the Worker.
 */
export const SAMPLE_LETTERHEAD: Letterhead = {
  SITE_NAME: SITE_DEFAULTS.name,
  SITE_PHONE: SITE_DEFAULTS.phone,
  SITE_PHONE_HREF: SITE_DEFAULTS.phoneHref,
  SITE_EMAIL: SITE_DEFAULTS.email,
  SITE_URL: "https://www.beaconchauffeur.com",
  BOOKING_POLICY: DEFAULT_BOOKING_POLICY,
};

const NOW = Date.parse("2026-11-20T15:00:00Z");
const PICKUP = Date.parse("2026-12-01T19:30:00Z");
const TRACK = "https://www.beaconchauffeur.com/track/eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJiMSJ9.c2lnbmF0dXJl";
const PAY = "https://www.beaconchauffeur.com/pay/BC-7K4Q9M?t=eyJhbGciOiJIUzI1NiJ9.cGF5.c2ln";

const request = CreateBooking.parse({
  serviceType: "one-way",
  pickupLocation: "Quincy, MA",
  destination: "Boston Logan International Airport (BOS), Boston, MA",
  stops: ["Braintree, MA"],
  date: "2026-12-01",
  time: "14:30",
  returnTrip: { date: "2026-12-05", time: "18:00" },
  vehicleType: "executive-sedan",
  customerInfo: { name: "Ada Lovelace", email: "ada@example.com", phone: "(617) 555-0100" },
  flightNumber: "BA 213",
  passengerCount: 2,
  paymentInfo: { provider: "sandbox", token: "tok_sandbox_visa", cardLast4: "4242", brand: "visa" },
});

const admin: AdminBooking = {
  id: "b1",
  reference: "BC-7K4Q9M",
  status: "confirmed",
  assignmentStatus: "accepted",
  assignedDriverId: "d1",
  assignmentNotes: null,
  respondedAt: null,
  customerInfo: { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", phone: "(617) 555-0100" },
  pickupLocation: "Boston Logan International Airport (BOS), Boston, MA",
  destination: "Quincy, MA",
  stops: [],
  leg: null,
  scheduledDate: "2026-12-01",
  scheduledTime: "14:30",
  pickupAt: PICKUP,
  expectedEndAt: PICKUP + 3_600_000,
  vehicleType: "executive-sedan",
  serviceType: "one-way",
  hours: null,
  passengerCount: 2,
  luggageCount: 1,
  childSeats: 0,
  estimatedPrice: 165,
  flightNumber: "BA 213",
  distanceMiles: 12,
  flightLandingAt: null,
  flightStatus: null,
  specialRequests: null,
  driverNotes: null,
  dispatchNotes: null,
  createdAt: "2026-11-20T15:00:00.000Z",
  updatedAt: "2026-11-20T15:00:00.000Z",
};

const payer: PaymentBooking = {
  id: "b1",
  reference: "BC-7K4Q9M",
  email: "ada@example.com",
  firstName: "Ada",
  pickupAt: PICKUP,
  refundPercent: 50,
  cardBrand: "visa",
  cardLast4: "4242",
};

const lines: PaymentLine[] = [
  { kind: "fare", code: "vehicle", description: "Executive Sedan, 12 miles", amountCents: 15_000 },
  { kind: "fare", code: "service_fee", description: "Service fee", amountCents: 1_500 },
  { kind: "extra", code: "waiting", description: "Waiting time (20 min beyond 60 free)", amountCents: 3_000 },
];

const reminded: RemindedBooking = {
  ...admin,
  ...admin.customerInfo,
  hours: null,
  status: "confirmed",
  assignmentStatus: "accepted",
  driver: {
    firstName: "Marcus",
    email: "marcus@example.com",
    car: { make: "Mercedes-Benz", model: "E-Class", colour: "black", plate: "8ABC123" },
  },
};

const flight: FlightPickup = {
  ...admin,
  ...admin.customerInfo,
  flightNumber: "BA 213",
  driver: { firstName: "Marcus", email: "marcus@example.com" },
};

const chauffeur = { firstName: "Marcus", car: reminded.driver?.car ?? null };
const driver = { firstName: "Marcus", email: "marcus@example.com" };
const head = SAMPLE_LETTERHEAD;
const money = { lines, chargedCents: 19_500, refundedCents: 0, targetCents: 19_500, fareCents: 16_500 };

const accountRide: AccountRide = {
  id: "b1",
  reference: "BC-7K4Q9M",
  trackingLink: TRACK,
  input: request,
  pickupAt: PICKUP,
  breakdown: { total: 396 },
  returnRide: { reference: "BC-7K4Q9M-R", pickupAt: PICKUP + 4 * 86_400_000 },
  booker: { email: "assistant@globex.example" },
  company: { name: "Globex", costCentre: "SALES-EU", po: "PO-1234" },
};

const invoice: InvoiceForMessage = {
  id: "inv1",
  number: "INV-2026-0007",
  companyName: "Globex",
  billingEmail: "ap@globex.example",
  period: "2026-11",
  totalCents: 61_250,
  dueOn: "2026-12-31",
  termsDays: 30,
};
const howToPay: HowToPay = {
  link: PAY,
  bankTransfer: "Beacon Bank, account 000123456, routing 011000015",
  siteName: head.SITE_NAME,
  siteEmail: head.SITE_EMAIL,
};
const invoiceRides = [
  {
    costCentre: "SALES-EU",
    totalCents: 19_500,
    rideDate: "2026-11-03",
    reference: "BC-1",
    passenger: "Ada Lovelace",
  },
  {
    costCentre: null,
    totalCents: 41_750,
    rideDate: "2026-11-12",
    reference: "BC-2",
    passenger: "Alan Turing",
  },
];

/** Every message kind, by its template, e-mails and text messages alike. */
export function sampleMessages(): OutboxInput[] {
  return [
    bookingReceivedMessage(
      {
        id: "b1",
        reference: "BC-7K4Q9M",
        trackingLink: TRACK,
        input: request,
        pickupAt: PICKUP,
        breakdown: { total: 396, gratuity: 66 },
        payment: { amountCents: 100, card: { last4: "4242" }, holdDays: 4 },
        returnRide: {
          reference: "BC-7K4Q9M-R",
          trackingLink: `${TRACK}R`,
          pickupAt: PICKUP + 4 * 86_400_000,
        },
      },
      head,
      NOW,
    ),
    approvedMessage(admin, head, { trackingLink: TRACK, now: NOW }),
    cancelledMessage({ ...payer, ...admin.customerInfo }, { fee: 82.5, refundPercent: 50 }, true, head),
    rideOfferedMessage(admin, driver, head),
    rideReassignedMessage(admin, driver, head),
    rideCancelledMessage(admin, driver, head),
    contactReplyMessage(
      {
        id: "c1",
        name: "Ada Lovelace",
        email: "ada@example.com",
        phone: "(617) 555-0100",
        service: null,
        message: "Can you take six of us to a wedding in Newport?\nWe land at 5pm.",
        createdAt: "2026-11-19T12:00:00.000Z",
        repliedAt: null,
        reply: null,
      },
      "Yes: a Sprinter van is free that evening.\nI will send you a quote today.",
      head,
    ),
    ...pickupMovedMessages(
      flight,
      { to: PICKUP + 45 * 60_000, landingAt: PICKUP + 15 * 60_000, trackingLink: TRACK, now: NOW },
      head,
    ),
    flightCheckMessage(flight, "the flight was cancelled", head),
    holdPlacedMessage(payer, 16_500, false, head),
    holdPlacedMessage(payer, 16_500, true, head),
    paymentLinkMessage(payer, "hold", 16_500, "your bank asks you to confirm it (3-D Secure).", PAY, head),
    paymentLinkMessage(payer, "charge", 3_000, "Your card was declined.", PAY, head),
    receiptMessage(payer, "completed", money, head),
    receiptMessage(payer, "no_show", { ...money, chargedCents: 8_250, targetCents: 8_250 }, head),
    receiptMessage(payer, "cancelled", { ...money, chargedCents: 8_250, targetCents: 8_250 }, head),
    refundMessage(payer, 2_500, "The chauffeur was late", head),
    releasedMessage(payer, "Plans changed", head),
    customerReminder("24h", reminded, head),
    customerReminder("2h", reminded, head),
    ...[
      driverReminder("24h", reminded, head),
      driverReminder("2h", { ...reminded, assignmentStatus: "assigned" }, head),
    ].flatMap((m) => (m ? [m] : [])),
    driverAssignedMessage(admin, chauffeur, TRACK, head),
    rideStageMessage(admin, "en_route", chauffeur, TRACK, NOW, head),
    rideStageMessage(admin, "arrived", chauffeur, TRACK, NOW, head),
    rideStageMessage(admin, "completed", chauffeur, TRACK, NOW, head, "https://example.com/rate?token=t"),
    signInLinkMessage("ada@example.com", "https://www.beaconchauffeur.com/account?token=abc", head),
    bookedForYouMessage(accountRide, head),
    bookerConfirmationMessage(accountRide, head),
    bookerConfirmationMessage({ ...accountRide, booker: { email: "ada@example.com" }, company: null }, head),
    staffInviteMessage(
      {
        email: "rosa@example.com",
        name: "Rosa Parks",
        role: "dispatcher",
        invitedBy: "Grace Hopper",
        link: "https://www.beaconchauffeur.com/admin/invite?token=abc",
      },
      head,
    ),
    passwordResetMessage(
      {
        email: "rosa@example.com",
        name: "Rosa Parks",
        link: "https://www.beaconchauffeur.com/reset-password?token=abc",
      },
      head,
    ),
    invoiceIssuedMessage(invoice, invoiceRides, howToPay, head),
    invoiceOverdueMessage(invoice, 7, { ...howToPay, bankTransfer: null }, head),
    invoicePaidMessage(invoice, "by card, ch_123", head),
    invoiceVoidMessage(invoice, { number: "CN-2026-0001", reason: "Wrong cost centre" }, head),
    lowRatingMessage(
      {
        bookingId: "b1",
        reference: "BC-7K4Q9M",
        chauffeurName: "Marcus Reed",
        stars: 2,
        reasons: ["lateness"],
        comment: "Twenty minutes late",
      },
      head,
    ),
  ];
}

import {
  type AdminBooking,
  CreateBooking,
  DEFAULT_BOOKING_POLICY,
  type PaymentLine,
  SITE_DEFAULTS,
} from "@chauffeur/contract";
import type { OutboxInput } from "../../core/outbox";
import { passwordResetMessage, staffInviteMessage } from "../account";
import { reconciliationMessage } from "../accounts";
import { dispatchAlertMessage } from "../alerts";
import {
  approvedMessage,
  bookedByPhoneMessage,
  bookingChangedMessage,
  bookingReceivedMessage,
  cancelledMessage,
} from "../booking";
import {
  rideCancelledMessage,
  rideChangedMessage,
  rideMovedAwayMessage,
  rideOfferedMessage,
  rideReassignedMessage,
} from "../chauffeur";
import { contactReplyMessage } from "../contact";
import {
  type AccountRide,
  bookedForYouMessage,
  bookerConfirmationMessage,
  signInLinkMessage,
} from "../customer-accounts";
import { type FlightPickup, flightCheckMessage, pickupMovedMessages } from "../flights";
import {
  adjustmentDescription,
  type HowToPay,
  type InvoiceForMessage,
  invoiceIssuedMessage,
  invoiceOverdueMessage,
  invoicePaidMessage,
  invoiceVoidMessage,
} from "../invoices";
import type { Letterhead } from "../letter";
import {
  cardAddedMessage,
  holdPlacedMessage,
  type PaymentBooking,
  paymentLinkMessage,
  receiptMessage,
  refundMessage,
  releasedMessage,
} from "../payment";
import { quoteMessage } from "../quotes";
import { lowRatingMessage } from "../ratings";
import { canaryRolledBackMessage } from "../releases";
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
    description: "Ride",
  },
  {
    costCentre: null,
    totalCents: 42_575,
    rideDate: "2026-11-12",
    reference: "BC-2",
    passenger: "Alan Turing",
    description: "Ride",
  },
  {
    costCentre: null,
    totalCents: -825,
    rideDate: "2026-10-30",
    reference: "BC-0",
    passenger: "Alan Turing",
    description: adjustmentDescription("INV-2026-0005"),
  },
];

const field = { refused: 0, lcpP75: 1_800, inpP75: 120, clsP75: 0.02 };

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
    bookedByPhoneMessage(
      {
        id: "b1",
        reference: "BC-7K4Q9M",
        trackingLink: TRACK,
        input: request,
        pickupAt: PICKUP,
        breakdown: { total: 165, gratuity: 0 },
        fareCents: 16_500,
      },
      PAY,
      head,
      NOW,
    ),
    bookingChangedMessage(
      { id: "b1", reference: "BC-7K4Q9M", email: "ada@example.com", firstName: "Ada", pickupAt: PICKUP },
      ["Pickup time: 13:30 → 14:30", "Vehicle: Luxury SUV → Executive Sedan"],
      { beforeCents: 21_000, afterCents: 16_500, feeCents: 2_250 },
      head,
      true,
      {
        ride: {
          reference: "BC-7K4Q9M",
          pickupAt: PICKUP,
          hours: null,
          pickupLocation: admin.pickupLocation,
          destination: admin.destination,
          trackingLink: TRACK,
        },
        now: NOW,
      },
    ),
    bookingChangedMessage(
      { id: "b1", reference: "BC-7K4Q9M", email: "ada@example.com", firstName: "Ada", pickupAt: PICKUP },
      ["Passengers: 2 → 3"],
      { beforeCents: 16_500, afterCents: 16_500 },
      head,
    ),
    approvedMessage(admin, head, { trackingLink: TRACK, now: NOW }),
    cancelledMessage({ ...payer, ...admin.customerInfo }, { fee: 82.5, refundPercent: 50 }, true, head),
    rideOfferedMessage(admin, driver, head),
    rideReassignedMessage(admin, driver, head),
    rideCancelledMessage(admin, driver, head),
    rideChangedMessage(
      admin,
      driver,
      ["Pickup time: 13:30 → 14:30", "Notes for the chauffeur: none → Gate B"],
      head,
    ),
    rideMovedAwayMessage(admin, driver, { pickupAt: PICKUP - 3_600_000, clash: "BC-2" }, head),
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
    cardAddedMessage(payer, { held: true, amountCents: 16_500, holdDays: 4 }, head),
    cardAddedMessage(payer, { held: false, amountCents: 100, holdDays: 4 }, head),
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
    quoteMessage(
      {
        name: "Ada Lovelace",
        email: "ada@example.com",
        pickupLocation: "Quincy, MA",
        destination: "Newport, RI",
        date: "2026-12-12",
        returnDate: "2026-12-13",
        passengers: 6,
      },
      {
        amountCents: 48_000,
        returnAmountCents: 45_000,
        vehicleType: "suv",
        validUntil: "2026-11-27T15:00:00.000Z",
        note: "Champagne on board, as you asked.",
      },
      "https://www.beaconchauffeur.com/quote/q1?t=eyJhbGciOiJIUzI1NiJ9.cXVvdGU.c2ln",
      head,
    ),
    reconciliationMessage(
      {
        reference: "BC-7K4Q9M",
        bookingId: "b1",
        detail: "The processor captured $195.00; the ledger says $165.00.",
      },
      head,
    ),
    dispatchAlertMessage(
      {
        kind: "unassigned",
        bookingId: "b1",
        reference: "BC-7K4Q9M",
        detail: "No chauffeur for BC-7K4Q9M, pickup Tue, Dec 1, 2:30 PM.",
      },
      head,
    ),
    dispatchAlertMessage(
      {
        kind: "quote_unanswered",
        bookingId: null,
        reference: null,
        detail: "Ada Lovelace asked for a quote 2 hours ago.",
      },
      head,
    ),
    canaryRolledBackMessage(
      {
        recipient: "riley@example.com",
        author: "Riley Release",
        remote: "driver",
        version: "6.0.0",
        live: "5.2.1",
        reason: "6.0.0 its load-failure rate was 40.0% over 250 page views",
        canary: { ...field, views: 250, loadFailures: 100, errors: 3 },
        liveField: { ...field, views: 4_000, loadFailures: 8, errors: 2 },
        consoleLink: "https://www.beaconchauffeur.com/admin",
      },
      head,
    ),
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

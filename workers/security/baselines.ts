import { env } from "cloudflare:test";
import { PRICING_V1, serviceDateTime } from "@chauffeur/contract";
import { signToken } from "../src/services/auth/tokens";
import { newBookingReference } from "../src/services/bookings/reference";
import { signRateToken } from "../src/services/ratings/rate-token";
import { buildHash } from "../src/services/remotes/build-files";
import { bookingBody, serviceDate } from "../test/booking-fixture";
import {
  adminApi,
  HOUR,
  insertBooking,
  insertDriver,
  insertTokenAdmin,
  jwtSecret,
  sessionToken,
} from "../test/factories";
import { exec, postJson, randomIp } from "../test/helpers";
import { approve, book } from "../test/money-fixture";
import type { Principals } from "./principals";

/** Headers that carry a signature over the raw body: a wrong one is a 401, tested with their route. */
export const SIGNED_HEADERS = new Set(["stripe-signature", "svix-id", "svix-timestamp", "svix-signature"]);

/** A request the API accepts: the sweep changes one part of it at a time. */
export interface Call {
  path: Record<string, string>;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
  headers?: Record<string, string>;
  /** A route that takes raw bytes (a picture): sent as they are, with their type. */
  raw?: { bytes: Uint8Array; type: string };
}

const bearerFor = async (role: "driver" | "customer", sub: string) => ({
  authorization: `Bearer ${
    role === "driver"
      ? await sessionToken("driver", sub)
      : (await signToken({ role, sub }, jwtSecret())).token
  }`,
});

/** A booking of its own for a call that changes one (cancel, assign, respond, progress). */
const freshBooking = (overrides: Parameters<typeof insertBooking>[0] = {}) => {
  const pickupAt = Date.now() + 96 * HOUR;
  return insertBooking({
    reference: newBookingReference(),
    pickupAt,
    expectedEndAt: pickupAt + HOUR,
    ...overrides,
  });
};

const companyBody = () => ({
  name: `Sweep ${crypto.randomUUID().slice(0, 6)}`,
  billingEmail: "billing@sweep.test",
  termsDays: 30,
  requireCostCentre: false,
  requirePo: false,
  bookers: ["booker@sweep.test"],
  bookerDomain: null,
});

async function freshCompany(who: Principals): Promise<string> {
  const res = await postJson("/api/admin/companies", companyBody(), who.tokens.admin);
  return ((await res.json()) as { id: string }).id;
}

const EMPTY_SHA256 = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855";

/** An empty remoteEntry.js uploaded as a version of the driver remote (not sealed by this). */
async function uploadEmptyEntry(version: string, remote = "driver") {
  await adminApi(
    `/api/admin/remotes/${remote}/releases/${version}/files?path=remoteEntry.js&sha256=${EMPTY_SHA256}`,
    {
      method: "PUT",
    },
  );
}

/** The empty remoteEntry.js sealed as a version of the driver remote. */
async function sealEmptyEntry(version: string, remote = "driver") {
  await uploadEmptyEntry(version, remote);
  await adminApi(`/api/admin/remotes/${remote}/releases`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ version, files: [{ path: "remoteEntry.js", sha256: EMPTY_SHA256 }] }),
  });
}

/** What the release check records of the empty entry: it loaded, and nothing failed. */
async function emptyEntryEvidence() {
  const loaded = [{ path: "remoteEntry.js", sha256: EMPTY_SHA256 }];
  return {
    hash: await buildHash(loaded),
    loaded,
    exposes: ["App"],
    problems: [],
    browser: "Chromium 140",
    ranAt: new Date().toISOString(),
  };
}

/** A booking approved through the API: its fare held on the sandbox card. */
async function heldBooking() {
  const receipt = await book(48);
  await approve(receipt.bookingId);
  return receipt;
}

async function freshContactMessage() {
  const id = crypto.randomUUID();
  await exec([
    `insert into contact_messages (id, name, email, phone, service, message, created_at)
     values ('${id}', 'Ada', 'ada@example.com', '6175550100', 'other', 'Hello', '2026-01-01T00:00:00.000Z')`,
  ]);
  return id;
}

const page = { page: "1", pageSize: "20", search: "Ada" };

/** A quote request of its own, still new (written as POST /api/quote-requests writes one). */
async function freshQuoteRequest(email = "ada@example.com") {
  const id = crypto.randomUUID();
  await exec([
    `insert into quote_requests (id, name, email, phone, pickup_location, destination, date, passengers, message, created_at)
     values ('${id}', 'Ada Lovelace', '${email}', '6175550100', 'Quincy, MA', 'Portland, ME', '${serviceDate(60)}', 3, '', '${new Date().toISOString()}')`,
  ]);
  return id;
}

/** A request quoted by dispatch: the token of the link its customer was e-mailed. */
async function quotedLinkToken() {
  const email = `sweep-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const id = await freshQuoteRequest(email);
  await adminApi(`/api/admin/quote-requests/${id}/quote`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ amountCents: 90_000, vehicleType: "suv", validUntil: serviceDate(30) }),
  });
  const mail = await env.DB.prepare("select body from outbox where recipient = ? and template = 'quote'")
    .bind(email)
    .first<{ body: string }>();
  return /\/quote\?token=([\w-]+)/.exec(mail?.body ?? "")?.[1] ?? "none";
}

/** An open alert of its own (a ride completed early), for dispatch to mark as checked. */
async function freshAlert() {
  const key = `early_completion:${crypto.randomUUID()}`;
  await exec([
    `insert into alerts (kind, booking_id, raised_at, detail, dedupe_key) values ('early_completion', null, '${new Date().toISOString()}', 'Completed early', '${key}')`,
  ]);
  const row = await env.DB.prepare("select id from alerts where dedupe_key = ?")
    .bind(key)
    .first<{ id: number }>();
  return String(row?.id ?? 0);
}

/** A ride completed now, with its chauffeur: the token of its rating link. */
async function completedRideToken() {
  const driver = await insertDriver();
  const booking = await freshBooking({
    status: "completed",
    assignmentStatus: "accepted",
    assignedDriverId: driver.id,
    rideStage: "completed",
    rideStageAt: new Date().toISOString(),
  });
  return signRateToken(booking.id, Date.now(), jwtSecret());
}

/** An issued pay statement of its own, not yet paid (written as the run writes one). */
async function issuedStatement() {
  const id = crypto.randomUUID();
  await exec([
    `insert into payout_statements (id, number, driver_id, driver_name, week_of, period_start, period_end, total_cents, status, issued_at)
     values ('${id}', 'PS-2001-${id.slice(0, 8)}', '${crypto.randomUUID()}', 'Dana Driver', '2001-01-01',
       '2001-01-01T05:00:00.000Z', '2001-01-08T05:00:00.000Z', 0, 'issued', '2001-01-08T12:00:00.000Z')`,
  ]);
  return id;
}

const payWeek = { from: "2026-01-05", to: "2026-01-11" };

/**
 * One valid request for every route of the document that takes a body, a query or headers, keyed by
 * "METHOD /path" as the document writes it. Each call makes what it changes, so the baseline and the
 * sweep's variants never see each other's state. The sweep fails on a route missing here.
 */
export const BASELINES: Record<string, (who: Principals) => Promise<Call>> = {
  "POST /api/admin/login": async () => ({
    path: {},
    body: { username: "someone", password: "wrong-password" },
    headers: { "cf-connecting-ip": randomIp() },
  }),
  "GET /api/admin/bookings": async (who) => ({
    path: {},
    query: { ...page, status: "pending", assignmentStatus: "unassigned" },
    headers: who.tokens.admin,
  }),
  "POST /api/admin/bookings": async (who) => {
    const { paymentInfo: _card, estimatedPrice: _shown, ...body } = bookingBody();
    return { path: {}, body, headers: who.tokens.admin };
  },
  "PATCH /api/admin/bookings/{id}": async (who) => ({
    path: { id: (await freshBooking()).id },
    body: { passengerCount: 2, dispatchNotes: "Call before pickup" },
    headers: who.tokens.admin,
  }),
  "POST /api/admin/bookings/{id}/extras": async (who) => ({
    path: { id: (await freshBooking()).id },
    body: { kind: "toll", amountCents: 850, note: "Mass Pike" },
    headers: { ...who.tokens.admin, "idempotency-key": `sweep-${crypto.randomUUID()}` },
  }),
  "POST /api/admin/bookings/{id}/cancel": async (who) => ({
    path: { id: (await freshBooking()).id },
    body: { reason: "The customer called", waiveFee: false },
    headers: who.tokens.admin,
  }),
  "POST /api/admin/bookings/{id}/flight-landing": async (who) => {
    const booking = await freshBooking({
      status: "confirmed",
      pickupLocation: "Boston Logan International Airport (BOS), Boston, MA",
      flightNumber: "BA 213",
    });
    return {
      path: { id: booking.id },
      body: serviceDateTime(booking.pickupAt - HOUR),
      headers: who.tokens.admin,
    };
  },
  "POST /api/admin/bookings/{id}/assign-driver": async (who) => ({
    path: { id: (await freshBooking()).id },
    query: { driver_id: (await insertDriver()).id },
    headers: who.tokens.admin,
  }),
  "PATCH /api/admin/drivers/{id}": async (who) => {
    const driver = await insertDriver();
    return {
      path: { id: driver.id },
      body: {
        driverInfo: {
          firstName: "Dana",
          lastName: "Driver",
          email: driver.email,
          phone: "6175550199",
          licenseNumber: "MA-1234",
          vehicleTypes: ["sedan"],
        },
        status: "active",
      },
      headers: who.tokens.admin,
    };
  },
  "GET /api/admin/contact-messages": async (who) => ({ path: {}, query: page, headers: who.tokens.admin }),
  "POST /api/admin/contact-messages/{id}/reply": async (who) => ({
    path: { id: await freshContactMessage() },
    body: { body: "Thank you,\nwe will call you." },
    headers: who.tokens.admin,
  }),
  "GET /api/admin/quote-requests": async (who) => ({ path: {}, query: page, headers: who.tokens.admin }),
  "GET /api/admin/board": async (who) => ({ path: {}, query: { hours: "24" }, headers: who.tokens.admin }),
  "GET /api/admin/outbox": async (who) => ({ path: {}, query: page, headers: who.tokens.admin }),
  "POST /api/admin/bookings/{id}/payment/capture": async (who) => ({
    path: { id: (await heldBooking()).bookingId },
    body: { amountCents: 500, reason: "The ride is done" },
    headers: who.tokens.admin,
  }),
  "POST /api/admin/bookings/{id}/payment/release": async (who) => ({
    path: { id: (await heldBooking()).bookingId },
    body: { reason: "The customer called" },
    headers: who.tokens.admin,
  }),
  "POST /api/admin/bookings/{id}/payment/refund": async (who) => {
    const { bookingId } = await heldBooking();
    await adminApi(`/api/admin/bookings/${bookingId}/payment/capture`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ reason: "The ride is done" }),
    });
    return {
      path: { id: bookingId },
      body: { amountCents: 500, reason: "Late pickup" },
      headers: who.tokens.admin,
    };
  },
  "PUT /api/admin/remotes/{remote}/releases/{version}/files": async (who) => ({
    // No body: an empty file, whose SHA-256 is this.
    path: { remote: "driver", version: "7.7.7" },
    query: { path: "remoteEntry.js", sha256: EMPTY_SHA256 },
    headers: who.tokens.admin,
  }),
  "POST /api/admin/remotes/{remote}/releases": async (who) => {
    await uploadEmptyEntry("7.7.8");
    return {
      path: { remote: "driver" },
      body: { version: "7.7.8", files: [{ path: "remoteEntry.js", sha256: EMPTY_SHA256 }] },
      headers: who.tokens.admin,
    };
  },
  "POST /api/admin/remotes/{remote}/promote": async (who) => {
    await sealEmptyEntry("7.7.9");
    await adminApi("/api/admin/remotes/driver/releases/7.7.9/check", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(await emptyEntryEvidence()),
    });
    return { path: { remote: "driver" }, body: { version: "7.7.9" }, headers: who.tokens.admin };
  },
  "POST /api/admin/remotes/{remote}/releases/{version}/check": async (who) => {
    const version = `7.8.${Math.floor(Math.random() * 1000)}`;
    await sealEmptyEntry(version);
    return {
      path: { remote: "driver", version },
      body: await emptyEntryEvidence(),
      headers: who.tokens.admin,
    };
  },
  "POST /api/admin/remotes/{remote}/canary": async (who) => {
    // The admin remote's (the rollback's is the driver's): a checked version of its own each time, a
    // canary left by an earlier call ended first.
    const version = `7.9.${Math.floor(Math.random() * 1000)}`;
    await sealEmptyEntry(version, "admin");
    await adminApi(`/api/admin/remotes/admin/releases/${version}/check`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(await emptyEntryEvidence()),
    });
    const all = (await (await adminApi("/api/admin/remotes")).json()) as {
      remote: string;
      canary: { version: string } | null;
    }[];
    const running = all.find((r) => r.remote === "admin")?.canary;
    if (running) {
      await adminApi("/api/admin/remotes/admin/rollback", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ from: running.version }),
      });
    }
    return { path: { remote: "admin" }, body: { version, share: 10 }, headers: who.tokens.admin };
  },
  "POST /api/admin/remotes/{remote}/rollback": async (who) => ({
    path: { remote: "driver" },
    body: { from: "7.7.9" },
    headers: who.tokens.admin,
  }),
  "GET /api/admin/day-plan": async (who) => ({
    path: {},
    query: { date: "2035-03-14" },
    headers: who.tokens.admin,
  }),
  "POST /api/admin/login/mfa": async () => ({
    path: {},
    body: { challenge: "not-a-challenge", code: "123456" },
    headers: { "cf-connecting-ip": randomIp() },
  }),
  "POST /api/admin/sessions/revoke-all": async (who) => ({
    // The owner ends another staff member's sessions: the owner's own session stays for the variants.
    path: {},
    body: { staffId: await insertTokenAdmin("dispatcher") },
    headers: who.tokens.admin,
  }),
  "POST /api/admin/staff": async (who) => ({
    path: {},
    body: {
      name: "Ada Lovelace",
      email: `sweep-${crypto.randomUUID().slice(0, 8)}@example.com`,
      role: "dispatcher",
    },
    headers: who.tokens.admin,
  }),
  "PATCH /api/admin/staff/{id}": async (who) => ({
    path: { id: await insertTokenAdmin("dispatcher") },
    body: { role: "accountant" },
    headers: who.tokens.admin,
  }),
  "POST /api/admin/staff/accept": async () => ({
    path: {},
    body: { token: "not-an-invite", password: "a long enough password" },
  }),
  "POST /api/admin/pricing/preview": async (who) => ({
    path: {},
    body: {
      rules: PRICING_V1,
      trip: {
        pickupLocation: "Quincy, MA",
        destination: "Boston Logan International Airport (BOS)",
        vehicleType: "sedan",
      },
    },
    headers: who.tokens.admin,
  }),
  "POST /api/admin/pricing": async (who) => ({
    path: {},
    body: { rules: PRICING_V1, note: "The sweep's baseline" },
    headers: who.tokens.admin,
  }),
  "PUT /api/admin/fleet/{type}": async (who) => ({
    path: { type: "sweep-van" },
    body: {
      make: "Mercedes-Benz",
      model: "Sprinter",
      year: 2025,
      capacity: 12,
      luggage: 12,
      features: ["Wi-Fi"],
      description: "",
      sortOrder: 9,
      active: false,
      imageUrl: "/images/fleet/suv.svg",
      images: null,
    },
    headers: who.tokens.admin,
  }),
  "PUT /api/admin/services/{serviceId}": async (who) => ({
    path: { serviceId: "airport-transfer" },
    body: {
      name: "Airport Transfers",
      description: "To and from every airport.",
      sortOrder: 1,
      active: true,
    },
    headers: who.tokens.admin,
  }),
  "PUT /api/admin/leaders/{id}": async (who) => ({
    path: { id: "sweep-leader" },
    body: {
      name: "Sam Sweep",
      role: "Tester",
      bio: "Checks every door.",
      sortOrder: 9,
      active: false,
      imageUrl: "/images/team/marcus-reed.svg",
      images: null,
    },
    headers: who.tokens.admin,
  }),
  "PUT /api/admin/media": async (who) => ({
    path: {},
    query: { path: "fleet/sweep-480.jpg" },
    // The smallest JPEG the upload's check reads as one: its signature and end.
    raw: {
      bytes: new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 0xff, 0xd9]),
      type: "image/jpeg",
    },
    headers: who.tokens.admin,
  }),
  "PATCH /api/admin/settings": async (who) => ({
    path: {},
    body: { dispatcherRefundLimitCents: 10_000 },
    headers: who.tokens.admin,
  }),
  "GET /api/admin/audit": async (who) => ({
    path: {},
    query: { page: "1", pageSize: "20", action: "payment.refunded", from: "2026-01-01", to: "2026-12-31" },
    headers: who.tokens.admin,
  }),
  "GET /api/admin/audit.csv": async (who) => ({
    path: {},
    query: { actor: who.admin.id, action: "staff.signed-in", from: "2026-01-01", to: "2026-12-31" },
    headers: who.tokens.admin,
  }),
  "POST /api/auth/password-reset": async () => ({
    path: {},
    body: { email: `nobody-${crypto.randomUUID().slice(0, 8)}@example.com` },
    headers: { "cf-connecting-ip": randomIp() },
  }),
  "POST /api/auth/password-reset/confirm": async () => ({
    path: {},
    body: { token: "not-a-reset-link", password: "a long enough password" },
  }),
  "POST /api/auth/session/renew": async () => ({ path: {}, body: { token: "not.a.token" } }),
  "POST /api/flights/check": async () => ({
    path: {},
    body: { flightNumber: "BA 213", date: serviceDate(30), airport: "BOS" },
    headers: { "cf-connecting-ip": randomIp() },
  }),
  "POST /api/admin/jobs/run": async (who) => ({
    path: {},
    body: { only: ["payment-holds"] },
    headers: who.tokens.admin,
  }),
  "POST /api/payments/stripe/webhook": async () => ({
    // Not configured in tests (404); its signature is checked in stripe.test.ts.
    path: {},
    body: {},
    headers: { "stripe-signature": "t=1,v1=00" },
  }),
  "POST /api/mail/resend/webhook": async () => ({
    // Not configured in tests (404); its signature is checked in mail-provider.test.ts.
    path: {},
    body: {},
    headers: { "svix-id": "msg_1", "svix-timestamp": "1", "svix-signature": "v1,AA==" },
  }),
  "POST /api/payments/sandbox/authenticate": async (who) => {
    const started = await postJson(
      `/api/pay/${who.payLinkB.reference}`,
      { provider: "sandbox", token: "tok_sandbox_authenticationRequired" },
      who.tokens.payLinkB,
    );
    const { nextAction } = (await started.json()) as { nextAction?: { clientSecret: string } };
    return { path: {}, body: { clientSecret: nextAction?.clientSecret, approve: false } };
  },
  "POST /api/pay/{reference}": async (who) => ({
    path: { reference: who.payLinkA.reference },
    body: { provider: "sandbox", token: "tok_sandbox_chargeDeclined" },
    headers: who.tokens.payLinkA,
  }),
  "POST /api/bookings/lookup": async (who) => ({
    path: {},
    body: { reference: who.bookingA.reference, email: who.bookingA.email },
    headers: { "cf-connecting-ip": randomIp() },
  }),
  "PATCH /api/bookings/{reference}": async () => {
    const booking = await freshBooking();
    return {
      path: { reference: booking.reference },
      body: { passengerCount: 2, specialRequests: "Water, please", preview: false },
      headers: await bearerFor("customer", booking.id),
    };
  },
  "POST /api/bookings/{reference}/cancel": async () => {
    const booking = await freshBooking();
    return {
      path: { reference: booking.reference },
      body: { reason: "Plans changed" },
      headers: await bearerFor("customer", booking.id),
    };
  },
  "POST /api/bookings": async () => ({
    path: {},
    body: bookingBody(),
    headers: { "idempotency-key": `sweep-${crypto.randomUUID()}` },
  }),
  "POST /api/telemetry": async () => ({
    path: {},
    body: { remotes: [{ remote: "booking", version: "built-in", ran: "built-in", errors: 0 }], lcp: 1200 },
    headers: { "cf-connecting-ip": randomIp() },
  }),
  "POST /api/contact": async () => ({
    path: {},
    body: { name: "Ada", email: "ada@example.com", phone: "6175550100", service: "other", message: "Hi" },
  }),
  "POST /api/admin/quote-requests/{id}/quote": async (who) => ({
    path: { id: await freshQuoteRequest() },
    body: { amountCents: 90_000, vehicleType: "suv", validUntil: serviceDate(30), note: "All included" },
    headers: who.tokens.admin,
  }),
  "POST /api/admin/quote-requests/{id}/decline": async (who) => ({
    path: { id: await freshQuoteRequest() },
    body: { reason: "No van that day" },
    headers: who.tokens.admin,
  }),
  "GET /api/quote-links/{token}/price": async () => ({
    path: { token: await quotedLinkToken() },
    query: { date: serviceDate(11), time: "15:00" },
  }),
  "POST /api/quote-links/{token}/accept": async () => ({
    // A declined card (402): the sweep's variants never book anything.
    path: { token: await quotedLinkToken() },
    body: {
      time: "15:00",
      luggageCount: 1,
      paymentInfo: { provider: "sandbox", token: "tok_sandbox_chargeDeclined" },
    },
  }),
  "POST /api/admin/alerts/{id}/resolve": async (who) => ({
    path: { id: await freshAlert() },
    body: { note: "Checked with the chauffeur" },
    headers: who.tokens.admin,
  }),
  "POST /api/quote-requests": async () => ({
    path: {},
    body: {
      name: "Ada",
      email: "ada@example.com",
      phone: "6175550100",
      pickupLocation: "Quincy, MA",
      destination: "Portland, ME",
      date: serviceDate(60),
      passengers: 12,
      message: "Two vans",
    },
  }),
  "POST /api/distance": async () => ({
    path: {},
    body: { pickup: "Quincy, MA", destination: "Boston Logan International Airport (BOS), Boston, MA" },
  }),
  "GET /api/drivers": async (who) => ({ path: {}, query: page, headers: who.tokens.admin }),
  "POST /api/drivers/register": async (who) => ({
    path: {},
    body: {
      driverInfo: {
        firstName: "Dana",
        lastName: "Driver",
        email: `sweep-${crypto.randomUUID().slice(0, 8)}@example.com`,
        phone: "6175550199",
        licenseNumber: "MA-1234",
        vehicleTypes: ["sedan"],
      },
      password: "longpassword1",
    },
    headers: who.tokens.admin,
  }),
  "POST /api/drivers/login": async () => ({
    path: {},
    body: { email: "nobody@example.com", password: "wrong-password" },
    headers: { "cf-connecting-ip": randomIp() },
  }),
  "POST /api/drivers/{driverId}/bookings/{bookingId}/respond": async () => {
    const driver = await insertDriver();
    const booking = await freshBooking({
      status: "confirmed",
      assignmentStatus: "assigned",
      assignedDriverId: driver.id,
    });
    return {
      path: { driverId: driver.id, bookingId: booking.id },
      query: { accept: "true", notes: "On my way" },
      headers: await bearerFor("driver", driver.id),
    };
  },
  "POST /api/drivers/{id}/position": async () => {
    const driver = await insertDriver();
    await freshBooking({
      status: "confirmed",
      assignmentStatus: "in_progress",
      assignedDriverId: driver.id,
      rideStage: "en_route",
      rideStageAt: new Date().toISOString(),
    });
    return {
      path: { id: driver.id },
      body: { lat: 42.3656, lon: -71.0096, accuracy: 15 },
      headers: await bearerFor("driver", driver.id),
    };
  },
  "POST /api/drivers/{driverId}/bookings/{bookingId}/progress": async () => {
    const driver = await insertDriver();
    const booking = await freshBooking({
      status: "confirmed",
      assignmentStatus: "accepted",
      assignedDriverId: driver.id,
    });
    return {
      path: { driverId: driver.id, bookingId: booking.id },
      body: { stage: "en_route" },
      headers: await bearerFor("driver", driver.id),
    };
  },
  "POST /api/places/autocomplete": async () => ({ path: {}, body: { input_text: "Bost" } }),
  "POST /api/places/reverse": async () => ({ path: {}, body: { lat: 42.3601, lng: -71.0589 } }),
  "GET /api/places/nearby": async () => ({
    path: {},
    query: { south: "42.2", west: "-71.2", north: "42.5", east: "-70.9", limit: "10" },
  }),
  "POST /api/quote": async () => ({
    path: {},
    body: {
      serviceType: "one-way",
      pickupLocation: "Quincy, MA",
      destination: "Boston Logan International Airport (BOS), Boston, MA",
      vehicleType: "sedan",
      date: serviceDate(30),
      tripTime: "14:30",
      childSeats: 0,
    },
  }),
  // Companies and invoices (issue 40): a company of its own; an unknown invoice is a 404, not a 400.
  "POST /api/admin/companies": async (who) => ({ path: {}, body: companyBody(), headers: who.tokens.admin }),
  "PUT /api/admin/companies/{id}": async (who) => ({
    path: { id: await freshCompany(who) },
    body: companyBody(),
    headers: who.tokens.admin,
  }),
  "POST /api/admin/invoices/run": async (who) => ({
    path: {},
    body: { month: "2026-01" },
    headers: who.tokens.admin,
  }),
  "GET /api/admin/invoices": async (who) => ({ path: {}, query: page, headers: who.tokens.admin }),
  "POST /api/admin/invoices/{id}/mark-paid": async (who) => ({
    path: { id: crypto.randomUUID() },
    body: { reference: "BANK-1" },
    headers: who.tokens.admin,
  }),
  "POST /api/admin/invoices/{id}/void": async (who) => ({
    path: { id: crypto.randomUUID() },
    body: { reason: "Wrong cost centre" },
    headers: who.tokens.admin,
  }),
  // Customer accounts: a sign-in link asked for, an unknown link (410), the account's own details.
  "POST /api/account/sign-in": async () => ({ path: {}, body: { email: "sweep@example.com" } }),
  "POST /api/account/session": async () => ({ path: {}, body: { token: "an-unknown-link-token" } }),
  "PATCH /api/account/contact": async (who) => ({
    path: {},
    body: { firstName: "Ada", lastName: "Lovelace", phone: "(617) 555-0100" },
    headers: who.tokens.accountA,
  }),
  "POST /api/account/passengers": async (who) => ({
    path: {},
    body: {
      firstName: "Grace",
      lastName: "Hopper",
      email: "grace@example.com",
      phone: "(617) 555-0101",
      signText: "HOPPER",
    },
    headers: who.tokens.accountA,
  }),
  "POST /api/account/places": async (who) => ({
    path: {},
    body: { label: "Home", address: "1 Main St, Quincy, MA" },
    headers: who.tokens.accountA,
  }),
  "POST /api/admin/payouts/run": async (who) => ({
    path: {},
    body: { weekOf: "2026-01-05" },
    headers: who.tokens.admin,
  }),
  "GET /api/admin/payouts": async (who) => ({
    path: {},
    query: { weekOf: "2026-01-05" },
    headers: who.tokens.admin,
  }),
  "POST /api/admin/payouts/{id}/mark-paid": async (who) => ({
    path: { id: await issuedStatement() },
    body: { reference: "ACH 2231" },
    headers: who.tokens.admin,
  }),
  "GET /api/admin/payouts.csv": async (who) => ({ path: {}, query: payWeek, headers: who.tokens.admin }),
  "GET /api/admin/ratings": async (who) => ({ path: {}, query: { low: "true" }, headers: who.tokens.admin }),
  "GET /api/drivers/{id}/earnings": async (who) => ({
    path: { id: who.driverA.id },
    query: payWeek,
    headers: who.tokens.driverA,
  }),
  "POST /api/rate/{token}": async () => ({
    path: { token: await completedRideToken() },
    body: { stars: 2, comment: "Late", reasons: ["lateness"], gratuity: { percent: 15 } },
  }),
};

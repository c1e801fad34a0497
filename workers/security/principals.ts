import { env } from "cloudflare:test";
import type { StaffRole } from "@chauffeur/contract";
import { signToken, TOKEN_TTL_SECONDS } from "../src/services/auth/tokens";
import { newBookingReference } from "../src/services/bookings/reference";
import { signPayToken } from "../src/services/money/pay-token";
import { signTrackToken } from "../src/services/tracking/track-token";
import { newEmail, signedIn } from "../test/account-fixture";
import {
  adminApi,
  HOUR,
  insertAdmin,
  insertBooking,
  insertDriver,
  insertTokenAdmin,
  jwtSecret,
  sessionToken,
} from "../test/factories";
import { api, exec } from "../test/helpers";
import { approve, book, messagesOf } from "../test/money-fixture";
import { loadFixturePlaces } from "../test/places-fixture";
import type { Auth } from "./document";

const b64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A token of `role` for `sub`: a staff member's or a driver's names a live session, as a sign-in makes. */
async function tokenFor(role: Exclude<Auth, "payLink" | "account">, sub: string, now = Date.now()) {
  if (role === "customer") return (await signToken({ role, sub }, jwtSecret(), now)).token;
  return sessionToken(role === "admin" ? "staff" : "driver", sub, new Date(now));
}

/** A token of `role` for `sub` made wrong in each way an attacker might try. */
async function brokenTokens(
  role: Exclude<Auth, "payLink" | "account">,
  sub: string,
): Promise<Record<string, Record<string, string>>> {
  return broken(await tokenFor(role, sub), (secret, at) =>
    signToken({ role, sub }, secret, at).then((t) => t.token),
  );
}

/** The same wrongs done to a payment link's token (its own audience, HS256 like the others). */
async function brokenPayLinks(link: PayLink) {
  const claims = { subjectId: link.bookingId, reference: link.reference, nonce: link.nonce };
  return {
    ...(await broken(link.token, (secret, at) => signPayToken(claims, secret, new Date(at), 1))),
    "a customer look-up token for its booking": bearer(await tokenFor("customer", link.bookingId)),
  };
}

async function broken(
  good: string,
  sign: (secret: string, at: number) => Promise<string>,
): Promise<Record<string, Record<string, string>>> {
  const [header, payload] = good.split(".");
  const claims = JSON.parse(atob((payload ?? "").replace(/-/g, "+").replace(/_/g, "/")));
  const foreign = await sign("another-secret-another-secret-another-one", Date.now());
  return {
    "no token": {},
    "garbage token": bearer("garbage.garbage.garbage"),
    "not a bearer token": { authorization: `Basic ${btoa("admin:chauffeur-admin-2026")}` },
    "altered payload": bearer(
      `${header}.${b64url({ ...claims, sub: crypto.randomUUID() })}.${good.split(".")[2]}`,
    ),
    "altered signature": bearer(`${header}.${payload}.${foreign.split(".")[2]}`),
    "alg none": bearer(`${b64url({ alg: "none", typ: "JWT" })}.${payload}.`),
    expired: bearer(
      await sign(jwtSecret(), Date.now() - 2 * Math.max(...Object.values(TOKEN_TTL_SECONDS)) * 1000),
    ),
  };
}

/**
 * A customer account's token made wrong: none, garbage, another scheme, a signed-out session, an
 * expired one (account tokens are random, not signed: each is looked up by its hash).
 */
async function brokenAccountTokens(): Promise<Record<string, Record<string, string>>> {
  const ended = await signedIn(newEmail("ended"));
  await api("/api/account/sign-out", { method: "POST", headers: ended });
  const expiredEmail = newEmail("expired");
  const expired = await signedIn(expiredEmail);
  await exec([
    `update account_sessions set expires_at = ${Date.now() - 1000} where account_id = (select id from customer_accounts where email = '${expiredEmail}')`,
  ]);
  return {
    "no token": {},
    "garbage token": bearer("garbage.garbage.garbage"),
    "not a bearer token": { authorization: `Basic ${btoa("ada@example.com:x")}` },
    "a signed-out session": ended,
    expired,
  };
}

interface PayLink {
  bookingId: string;
  reference: string;
  nonce: string;
  token: string;
}

/**
 * A booking whose card needs the customer (3-D Secure at approval), booked and approved through the
 * API: the e-mailed payment link's token is the one the customer holds.
 */
async function payLinkBooking(): Promise<PayLink> {
  const receipt = await book(48, "tok_sandbox_authenticationRequired");
  await approve(receipt.bookingId);
  const message = (await messagesOf(receipt.bookingId)).find((m) => m.template === "payment-action-required");
  const token = /\/pay\?token=([\w.-]+)/.exec(message?.body ?? "")?.[1];
  if (!token) throw new Error("no payment link was sent");
  const nonce = JSON.parse(atob((token.split(".")[1] ?? "").replace(/-/g, "+").replace(/_/g, "/"))).n;
  return { bookingId: receipt.bookingId, reference: receipt.reference, nonce, token };
}

/**
 * A session of an account of its own (a staff member of `staffRole`, or a driver), for a route that ends
 * the caller's sessions (sign out, everywhere): the principals' own sessions stay live.
 */
export async function freshToken(role: "admin" | "driver", staffRole: StaffRole = "owner") {
  const sub = role === "admin" ? await insertTokenAdmin(staffRole) : (await insertDriver()).id;
  return bearer(await tokenFor(role, sub));
}

/** The accounts and bookings the matrix and the sweep act as and on; each run makes its own. */
export async function makePrincipals() {
  const admin = await insertAdmin();
  const goneAdmin = await insertAdmin();
  const [dispatcher, accountant, deactivated] = [
    await insertTokenAdmin("dispatcher"),
    await insertTokenAdmin("accountant"),
    await insertTokenAdmin("dispatcher"),
  ];
  const [driverA, driverB, goneDriver] = [await insertDriver(), await insertDriver(), await insertDriver()];
  const pickupAt = Date.now() + 72 * HOUR;
  const booking = (driverId: string) =>
    insertBooking({
      reference: newBookingReference(),
      status: "confirmed",
      assignmentStatus: "assigned",
      assignedDriverId: driverId,
      pickupAt,
      expectedEndAt: pickupAt + HOUR,
    });
  const [bookingA, bookingB] = [await booking(driverA.id), await booking(driverB.id)];
  await loadFixturePlaces();
  const [payLinkA, payLinkB] = [await payLinkBooking(), await payLinkBooking()];
  const tokens = {
    admin: bearer(await tokenFor("admin", admin.id)),
    owner: bearer(await tokenFor("admin", admin.id)),
    dispatcher: bearer(await tokenFor("admin", dispatcher)),
    accountant: bearer(await tokenFor("admin", accountant)),
    deactivatedStaff: bearer(await tokenFor("admin", deactivated)),
    driverA: bearer(await tokenFor("driver", driverA.id)),
    driverB: bearer(await tokenFor("driver", driverB.id)),
    customerA: bearer(await tokenFor("customer", bookingA.id)),
    customerB: bearer(await tokenFor("customer", bookingB.id)),
    goneAdmin: bearer(await tokenFor("admin", goneAdmin.id)),
    goneDriver: bearer(await tokenFor("driver", goneDriver.id)),
    payLinkA: bearer(payLinkA.token),
    payLinkB: bearer(payLinkB.token),
    accountA: await signedIn(newEmail("account-a")),
  };
  await env.DB.batch([
    env.DB.prepare("delete from admins where id = ?").bind(goneAdmin.id),
    env.DB.prepare("delete from drivers where id = ?").bind(goneDriver.id),
  ]);
  // Deactivated through the API, as an owner does it: its sessions end.
  await adminApi(`/api/admin/staff/${deactivated}`, {
    method: "PATCH",
    headers: { "content-type": "application/json", ...tokens.owner },
    body: JSON.stringify({ active: false }),
  });
  return {
    admin,
    driverA,
    driverB,
    bookingA,
    bookingB,
    payLinkA,
    payLinkB,
    /** Booking A's tracking link (its token is the path: an open route to the bearer matrix). */
    trackTokenA: await signTrackToken(bookingA, jwtSecret()),
    tokens,
    broken: {
      admin: await brokenTokens("admin", admin.id),
      driver: await brokenTokens("driver", driverA.id),
      customer: await brokenTokens("customer", bookingA.id),
      payLink: await brokenPayLinks(payLinkA),
      account: await brokenAccountTokens(),
    },
    /** A new signed-in account (a route that deletes the account gets one of its own). */
    newAccount: () => signedIn(newEmail("account")),
  };
}
export type Principals = Awaited<ReturnType<typeof makePrincipals>>;

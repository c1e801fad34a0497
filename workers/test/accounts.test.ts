import { env } from "cloudflare:test";
import { AccountBookings, AccountProfile, BookingReceipt } from "@chauffeur/contract";
import { beforeEach, describe, expect, it } from "vitest";
import {
  accountGet,
  bookOnAccount,
  linkTokenOf,
  newCompany,
  newEmail,
  rideEnded,
  signedIn,
} from "./account-fixture";
import { bookingBody } from "./booking-fixture";
import { detailOf } from "./factories";
import { api, exec, postJson } from "./helpers";
import { book, pickupIn, runJobs, testDb } from "./money-fixture";
import { loadFixturePlaces } from "./places-fixture";

// Bookings are priced from known places only (unknown places are refused).
beforeEach(loadFixturePlaces);

const bookings = async (headers: Record<string, string>) => {
  const res = await accountGet("/api/account/bookings", headers);
  expect(res.status, await res.clone().text()).toBe(200);
  return AccountBookings.parse(await res.json());
};
const profile = async (headers: Record<string, string>) => {
  const res = await accountGet("/api/account", headers);
  expect(res.status).toBe(200);
  return AccountProfile.parse(await res.json());
};
const send = (path: string, method: string, headers: Record<string, string>, body?: unknown) =>
  api(path, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

describe("signing in by e-mail link", () => {
  it("answers the same whether or not the address has bookings, and a link works once", async () => {
    const known = newEmail();
    await book(48, "tok_sandbox_visa", {
      customerInfo: { name: "Ada L", email: known, phone: "(617) 555-0100" },
    });
    const a = await postJson("/api/account/sign-in", { email: known });
    const b = await postJson("/api/account/sign-in", { email: newEmail("nobody") });
    expect(a.status).toBe(202);
    expect(b.status).toBe(202);
    expect(await a.json()).toEqual(await b.json());

    const token = await linkTokenOf(known);
    const first = await postJson("/api/account/session", { token });
    expect(first.status).toBe(200);
    const again = await postJson("/api/account/session", { token });
    expect(again.status).toBe(410);
    expect(await postJson("/api/account/session", { token: "not-a-link" })).toHaveProperty("status", 410);
  });

  it("refuses a link after 15 minutes, and a newer link retires the older one", async () => {
    const email = newEmail();
    await postJson("/api/account/sign-in", { email });
    const old = await linkTokenOf(email);
    await new Promise((r) => setTimeout(r, 5));
    await postJson("/api/account/sign-in", { email });
    const newer = await linkTokenOf(email);
    expect(newer).not.toBe(old);
    expect((await postJson("/api/account/session", { token: old })).status).toBe(410);

    await exec([`update account_sign_in_links set expires_at = ${Date.now() - 1} where email = '${email}'`]);
    expect((await postJson("/api/account/session", { token: newer })).status).toBe(410);
  });

  it("ends with sign-out: the account token is refused from then on", async () => {
    const headers = await signedIn(newEmail());
    expect((await accountGet("/api/account", headers)).status).toBe(200);
    expect((await send("/api/account/sign-out", "POST", headers)).status).toBe(204);
    expect((await accountGet("/api/account", headers)).status).toBe(401);
    expect((await accountGet("/api/account", { authorization: "Bearer forged" })).status).toBe(401);
  });
});

describe("the account's rides", () => {
  it("lists every booking made with the account's e-mail, and never another e-mail's", async () => {
    const email = newEmail();
    const other = newEmail("eve");
    const mine = await book(48, "tok_sandbox_visa", {
      customerInfo: { name: "Ada L", email, phone: "(617) 555-0100" },
    });
    const theirs = await book(48, "tok_sandbox_visa", {
      customerInfo: { name: "Eve E", email: other, phone: "(617) 555-0101" },
    });
    const headers = await signedIn(email.toUpperCase());
    const list = await bookings(headers);
    const refs = [...list.upcoming, ...list.past].map((b) => b.reference);
    expect(refs).toContain(mine.reference);
    expect(refs).not.toContain(theirs.reference);
    expect(list.upcoming[0]?.payment?.state).toBe("verified");
    expect((await accountGet(`/api/account/bookings/${theirs.reference}/receipt.pdf`, headers)).status).toBe(
      404,
    );
  });

  it("gives a past ride's receipt as PDF once it is charged, with the e-mail's total", async () => {
    const email = newEmail();
    const receipt = await book(72, "tok_sandbox_visa", {
      customerInfo: { name: "Ada L", email, phone: "(617) 555-0100" },
    });
    const headers = await signedIn(email);
    expect((await accountGet(`/api/account/bookings/${receipt.reference}/receipt.pdf`, headers)).status).toBe(
      404,
    );
    await rideEnded(receipt);
    const list = await bookings(headers);
    const past = list.past.find((b) => b.reference === receipt.reference);
    expect(past?.receipt).toBe(true);
    expect(past?.chauffeurFirstName).toBeTruthy();
    const res = await accountGet(`/api/account/bookings/${receipt.reference}/receipt.pdf`, headers);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
  });
});

describe("saved details", () => {
  it("keeps passengers and places, refuses bad input without losing what was saved", async () => {
    const headers = await signedIn(newEmail());
    const passenger = {
      firstName: "Grace",
      lastName: "Hopper",
      email: "grace@example.com",
      phone: "(617) 555-0199",
      signText: "HOPPER",
    };
    const added = await send("/api/account/passengers", "POST", headers, passenger);
    expect(added.status, await added.clone().text()).toBe(201);
    expect(
      (
        await send("/api/account/places", "POST", headers, {
          label: "Home",
          address: "1 Main St, Quincy, MA",
        })
      ).status,
    ).toBe(201);

    const bad = await send("/api/account/passengers", "POST", headers, {
      ...passenger,
      email: "not-an-email",
    });
    expect(bad.status).toBe(400);
    expect(await detailOf(bad)).toMatch(/email/);
    expect((await send("/api/account/places", "POST", headers, { label: "", address: "x" })).status).toBe(
      400,
    );

    const p = await profile(headers);
    expect(p.passengers.map((x) => x.signText)).toEqual(["HOPPER"]);
    expect(p.places.map((x) => x.label)).toEqual(["Home"]);

    const other = await signedIn(newEmail("eve"));
    expect((await send(`/api/account/passengers/${p.passengers[0]?.id}`, "DELETE", other)).status).toBe(404);
    expect((await send(`/api/account/passengers/${p.passengers[0]?.id}`, "DELETE", headers)).status).toBe(
      200,
    );
    expect((await profile(headers)).passengers).toEqual([]);
  });

  it("saves the card of a signed-in booking, books again with it, and removes it for good once its rides are paid", async () => {
    const email = newEmail();
    const headers = await signedIn(email);
    const body = (payment: Record<string, unknown>) =>
      bookingBody({
        ...pickupIn(72),
        customerInfo: { name: "Ada L", email, phone: "(617) 555-0100" },
        paymentInfo: payment,
      });
    const first = await postJson("/api/bookings", body({ provider: "sandbox", token: "tok_sandbox_visa" }), {
      ...headers,
      "idempotency-key": crypto.randomUUID(),
    });
    expect(first.status, await first.clone().text()).toBe(201);
    const firstRide = BookingReceipt.parse(await first.json());
    expect((await profile(headers)).card).toEqual({ brand: "visa", last4: "4242" });

    const again = await postJson("/api/bookings", body({ provider: "sandbox", savedCard: true }), {
      ...headers,
      "idempotency-key": crypto.randomUUID(),
    });
    expect(again.status, await again.clone().text()).toBe(201);
    const secondRide = BookingReceipt.parse(await again.json());
    expect(secondRide.paymentStatus).toBe("authorized");

    // Without the account token the saved card is nobody's.
    const guest = await postJson("/api/bookings", body({ provider: "sandbox", savedCard: true }), {
      "idempotency-key": crypto.randomUUID(),
    });
    expect(guest.status).toBe(401);

    const detached = async () =>
      (await env.DB.prepare("select count(*) as n from sandbox_detached").first<{ n: number }>())?.n;
    const before = await detached();
    expect((await send("/api/account/card", "DELETE", headers)).status).toBe(200);
    expect((await profile(headers)).card).toBeNull();
    const removed = await postJson("/api/bookings", body({ provider: "sandbox", savedCard: true }), {
      ...headers,
      "idempotency-key": crypto.randomUUID(),
    });
    expect(removed.status).toBe(409);
    // The two rides booked on it still have their fares to pay: the card stays at the processor for them.
    expect(await detached()).toBe(before);
    await runJobs(undefined, ["card-detach"]);
    expect(await detached()).toBe(before);
    // Once both are paid, the job deletes it there.
    await rideEnded(firstRide);
    await rideEnded(secondRide);
    const run = await runJobs(undefined, ["card-detach"]);
    expect(run.jobs.find((j) => j.job === "card-detach")?.did).toMatchObject({ detached: 1 });
    expect(await detached()).toBe((before ?? 0) + 1);
  });

  it("deletes the account: details pseudonymised, money rows kept, the token ended", async () => {
    const email = newEmail();
    const receipt = await book(72, "tok_sandbox_visa", {
      customerInfo: { name: "Ada L", email, phone: "(617) 555-0100" },
    });
    const headers = await signedIn(email);
    // A ride ahead must be cancelled (or happen) first.
    expect((await send("/api/account", "DELETE", headers)).status).toBe(409);
    await rideEnded(receipt);
    expect((await send("/api/account", "DELETE", headers)).status).toBe(204);
    expect((await accountGet("/api/account", headers)).status).toBe(401);
    const row = await testDb.$client
      .prepare("select email, first_name, phone from bookings where id = ?")
      .bind(receipt.bookingId)
      .first<{ email: string; first_name: string; phone: string }>();
    expect(row?.email).not.toBe(email);
    expect(row?.first_name).toBe("Deleted");
    const ledger = await testDb.$client
      .prepare("select count(*) as n from payment_ledger where booking_id = ?")
      .bind(receipt.bookingId)
      .first<{ n: number }>();
    expect(ledger?.n).toBeGreaterThan(0);
  });
});

describe("booking on a company's account", () => {
  it("lets an approved booker bill a guest's ride to the company, with no card", async () => {
    const booker = newEmail("booker", "acme.test");
    const company = await newCompany({ bookers: [booker], requireCostCentre: true });
    const headers = await signedIn(booker);
    expect((await profile(headers)).companies.map((c) => c.id)).toContain(company.id);

    const missing = await bookOnAccount(headers, { companyId: company.id });
    expect(missing.status).toBe(400);
    expect(await detailOf(missing)).toMatch(/billing\.costCentre/);

    const res = await bookOnAccount(
      headers,
      { companyId: company.id, costCentre: "SALES-1", po: "PO-77" },
      { customerInfo: { name: "Guest Visitor", email: newEmail("guest"), phone: "(617) 555-0102" } },
    );
    expect(res.status, await res.clone().text()).toBe(201);
    const receipt = BookingReceipt.parse(await res.json());
    expect(receipt.paymentStatus).toBe("on_account");

    const ride = (await bookings(headers)).upcoming.find((b) => b.reference === receipt.reference);
    expect(ride?.billing).toEqual({ companyName: company.name, costCentre: "SALES-1", po: "PO-77" });
    expect(ride?.payment?.heldCents).toBe(0);
    expect(ride?.passengerName).toBe("Guest Visitor");
  });

  it("refuses a booker of another company (403), a guest (401), and billing with a card too (400)", async () => {
    const ours = await newCompany();
    const booker = newEmail("booker", "other.test");
    await newCompany({ bookers: [booker] });
    const headers = await signedIn(booker);
    expect((await bookOnAccount(headers, { companyId: ours.id })).status).toBe(403);
    expect((await bookOnAccount({}, { companyId: ours.id })).status).toBe(401);
    const both = await postJson(
      "/api/bookings",
      bookingBody({ ...pickupIn(72), billing: { companyId: ours.id } }),
      { ...headers, "idempotency-key": crypto.randomUUID() },
    );
    expect(both.status).toBe(400);
  });

  it("shows the company's rides to its other bookers, and lets a domain's people book", async () => {
    const company = await newCompany({ bookerDomain: "globex.test" });
    const one = await signedIn(newEmail("one", "globex.test"));
    const two = await signedIn(newEmail("two", "globex.test"));
    const res = await bookOnAccount(one, { companyId: company.id });
    expect(res.status, await res.clone().text()).toBe(201);
    const { reference } = BookingReceipt.parse(await res.json());
    expect((await bookings(two)).upcoming.map((b) => b.reference)).toContain(reference);
    const stranger = await signedIn(newEmail("x", "elsewhere.test"));
    expect((await bookings(stranger)).upcoming.map((b) => b.reference)).not.toContain(reference);
  });

  it("bills an ended ride, extras included, and e-mails the booker a receipt without a card", async () => {
    const booker = newEmail("booker", "acme.test");
    const company = await newCompany({ bookers: [booker] });
    const headers = await signedIn(booker);
    const res = await bookOnAccount(headers, { companyId: company.id });
    const receipt = BookingReceipt.parse(await res.json());
    await rideEnded(receipt);
    const row = await testDb.$client
      .prepare("select state, captured_cents, held_cents from booking_payments where booking_id = ?")
      .bind(receipt.bookingId)
      .first<{ state: string; captured_cents: number; held_cents: number }>();
    expect(row).toEqual({ state: "billed", captured_cents: 0, held_cents: 0 });
  });
});

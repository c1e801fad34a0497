import {
  AdminRatings,
  BookingLookupResult,
  BookingReceipt,
  cancellationFeeCents,
  DriverEarnings,
  DriverOptions,
  DriverRatings,
  formatCents,
  InvoiceDetails,
  noShowChargeCents,
  OpenAlerts,
  PayLinkView,
  PayoutRunResult,
  PayoutStatement,
  PayoutStatements,
  PayResult,
  RateResult,
  RateView,
  serviceToday,
  shiftDate,
  weekBounds,
  weekMonday,
} from "@chauffeur/contract";
import { auditLog, bookings, drivers, payoutLines, rideRatings } from "@chauffeur/db";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { runInvoices } from "../src/services/invoices/issue";
import { signRateToken } from "../src/services/ratings/rate-token";
import { bookOnAccount, newCompany, newEmail, rideEnded, signedIn } from "./account-fixture";
import { signedInDriver } from "./driver-fixture";
import {
  adminApi,
  bearer,
  detailOf,
  HOUR,
  insertBooking,
  insertDriver,
  jwtSecret,
  staffBearer,
} from "./factories";
import { api, exec, postJson } from "./helpers";
import {
  acceptedBy,
  approve,
  book,
  finishRide,
  ledgerOf,
  messagesOf,
  pastGrace,
  paymentOf,
  processorOf,
  runJobs,
  services,
  testDb,
} from "./money-fixture";
import { loadFixturePlaces } from "./places-fixture";

beforeEach(loadFixturePlaces);

const DAY = 24 * HOUR;
const admin = () => bearer("admin");

/** A ride booked with `gratuity`, approved (held), driven to its end; its id, fare and tip in cents. */
async function completedRide(gratuity: Record<string, number> | undefined = { percent: 20 }) {
  const receipt = await book(48, "tok_sandbox_visa", gratuity ? { gratuity } : {});
  await approve(receipt.bookingId);
  await finishRide(receipt.bookingId, "completed");
  const row = await testDb.select().from(bookings).where(eq(bookings.id, receipt.bookingId)).get();
  if (!row?.assignedDriverId) throw new Error("no driver");
  return {
    receipt,
    id: receipt.bookingId,
    driverId: row.assignedDriverId,
    fareCents: row.estimatedPrice * 100,
    tipCents: row.gratuityCents,
  };
}

/** The completion message's rating link token. */
async function rateTokenOf(bookingId: string) {
  const done = (await messagesOf(bookingId)).find((m) => m.template === "ride-completed");
  const token = /\/rate\?token=(\S+)/.exec(done?.body ?? "")?.[1];
  if (!token) throw new Error("no rating link");
  return token;
}

const rate = (token: string, body: unknown) => postJson(`/api/rate/${token}`, body);

/** A receipt's fare in cents: its total without the gratuity. */
const fareCentsOf = (receipt: { breakdown: { total: number; gratuity: number } }) =>
  Math.round((receipt.breakdown.total - receipt.breakdown.gratuity) * 100);

/**
 * Rates a ride booked with a 20% gratuity 5 stars and raises it to 25%: the answer must say the
 * difference and how it is paid (`outcome`). Answers the result and the new gratuity.
 */
async function raisedToQuarter(token: string, fareCents: number, outcome: string) {
  const res = await rate(token, { stars: 5, gratuity: { percent: 25 } });
  expect(res.status, await res.clone().text()).toBe(200);
  const result = RateResult.parse(await res.json());
  const newTip = Math.round(fareCents * 0.25);
  expect(result.gratuityChange).toEqual({
    differenceCents: newTip - Math.round(fareCents * 0.2),
    outcome,
  });
  return { result, newTip };
}

/**
 * A ride whose payment waits on the customer's bank, rated with its gratuity raised from 20% to 25%: the
 * payment link now asks the ride with the new gratuity. Answers the link's token, its text, the total it
 * asks and how many ledger rows there were before it is paid.
 */
async function raisedOnALink() {
  const receipt = await book(48, "tok_sandbox_authenticationRequired", { gratuity: { percent: 20 } });
  await approve(receipt.bookingId);
  await finishRide(receipt.bookingId, "completed");
  const fareCents = fareCentsOf(receipt);
  const { result, newTip } = await raisedToQuarter(await rateTokenOf(receipt.bookingId), fareCents, "link");
  const before = (await ledgerOf(receipt.bookingId)).length;
  const link = (await messagesOf(receipt.bookingId))
    .filter((m) => m.template === "payment-action-required")
    .at(-1)?.body;
  const payToken = /\/pay\?token=([\w.-]+)/.exec(link ?? "")?.[1] ?? "";
  return { receipt, result, totalCents: fareCents + newTip, link, payToken, before };
}

/** Pays a payment link with another card. */
const payThrough = (reference: string, payToken: string) =>
  postJson(
    `/api/pay/${reference}`,
    { provider: "sandbox", token: "tok_sandbox_mastercard" },
    { authorization: `Bearer ${payToken}` },
  );

/** What moved since the ledger had `before` rows: succeeded charges, captures and refunds (holds let go aside). */
async function movedSince(bookingId: string, before: number) {
  return (await ledgerOf(bookingId))
    .slice(before)
    .filter((l) => l.outcome === "succeeded" && l.kind !== "release")
    .map((l) => [l.kind, l.amountCents]);
}

const viewOf = async (token: string) => {
  const res = await api(`/api/rate/${token}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return RateView.parse(await res.json());
};

describe("the gratuity at booking", () => {
  it("is quoted, held, captured with the fare and listed on the receipt", async () => {
    const quote = await postJson("/api/quote", {
      // Places the gazetteer fixture knows: an unknown place is never priced.
      pickupLocation: "Quincy, MA",
      destination: "Boston Logan International Airport (BOS), Boston, MA",
      vehicleType: "sedan",
      gratuity: { percent: 20 },
    });
    expect(quote.status, await quote.clone().text()).toBe(200);
    const { breakdown } = (await quote.json()) as { breakdown: { gratuity: number; total: number } };
    expect(breakdown.gratuity).toBeCloseTo(Math.round((breakdown.total - breakdown.gratuity) * 20) / 100, 2);

    const receipt = await book(48, "tok_sandbox_visa", { gratuity: { percent: 20 } });
    const fareCents = fareCentsOf(receipt);
    const tipCents = Math.round(fareCents * 0.2);
    expect(Math.round(receipt.breakdown.gratuity * 100)).toBe(tipCents);
    await approve(receipt.bookingId);
    const held = await paymentOf(receipt.bookingId);
    expect(held.heldCents).toBe(fareCents + tipCents);
    expect(held.lines.find((l) => l.kind === "gratuity")).toMatchObject({
      description: "Gratuity (20%)",
      amountCents: tipCents,
    });

    await finishRide(receipt.bookingId, "completed");
    const settled = await paymentOf(receipt.bookingId);
    expect(settled.capturedCents - settled.refundedCents).toBe(fareCents + tipCents);
    const receiptMail = (await messagesOf(receipt.bookingId)).find((m) => m.template === "payment-receipt");
    expect(receiptMail?.body).toContain(`Gratuity (20%): $${(tipCents / 100).toFixed(2)}`);
  });

  it("takes an amount, and refuses a share or amount beyond the bounds, booking nothing", async () => {
    const receipt = await book(48, "tok_sandbox_visa", { gratuity: { amountCents: 2500 } });
    expect(receipt.breakdown.gratuity).toBe(25);
    const before = await testDb.$count(bookings);
    for (const gratuity of [{ percent: 80 }, { percent: 12.5 }, { amountCents: -1 }, { tip: 5 }]) {
      const res = await postJson("/api/bookings", { gratuity }, { "idempotency-key": crypto.randomUUID() });
      expect(res.status, JSON.stringify(gratuity)).toBe(400);
    }
    expect(await testDb.$count(bookings)).toBe(before);
  });
});

describe("rating a ride and changing the gratuity", () => {
  it("raises the gratuity by exactly the difference, charged to the saved card, once", async () => {
    const ride = await completedRide();
    const token = await rateTokenOf(ride.id);
    const view = await viewOf(token);
    expect(view).toMatchObject({
      fareCents: ride.fareCents,
      gratuity: { cents: ride.tipCents, percent: 20, open: true },
      rating: { open: true, given: null },
    });
    const res = await rate(token, { stars: 5, comment: "Spotless car", gratuity: { percent: 25 } });
    expect(res.status, await res.clone().text()).toBe(200);
    const result = RateResult.parse(await res.json());
    const newTip = Math.round(ride.fareCents * 0.25);
    expect(result.gratuityChange).toEqual({ differenceCents: newTip - ride.tipCents, outcome: "charged" });
    const p = await paymentOf(ride.id);
    expect(p.capturedCents - p.refundedCents).toBe(ride.fareCents + newTip);
    expect(result.view.rating.given).toMatchObject({ stars: 5, comment: "Spotless car" });

    // The link used: a second rating is refused and moves nothing.
    const again = await rate(token, { stars: 1, gratuity: { percent: 0 } });
    expect(again.status).toBe(409);
    const after = await paymentOf(ride.id);
    expect(after.capturedCents - after.refundedCents).toBe(ride.fareCents + newTip);

    // The chauffeur is paid the whole new gratuity.
    const lines = await testDb.select().from(payoutLines).where(eq(payoutLines.bookingId, ride.id));
    const tip = lines.filter((l) => l.kind === "gratuity").reduce((s, l) => s + l.amountCents, 0);
    expect(tip).toBe(newTip);
  });

  it("ten sends of the same rating at once rate once and move the difference once", async () => {
    const ride = await completedRide();
    const token = await rateTokenOf(ride.id);
    const before = (await ledgerOf(ride.id)).length;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => rate(token, { stars: 5, gratuity: { percent: 25 } })),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    const newTip = Math.round(ride.fareCents * 0.25);
    const p = await paymentOf(ride.id);
    expect(p.capturedCents - p.refundedCents).toBe(ride.fareCents + newTip);
    const moved = (await ledgerOf(ride.id)).slice(before).filter((l) => l.outcome === "succeeded");
    // A charge after the ride is an authorization of the saved card, then its capture: each once.
    expect(moved.map((l) => [l.kind, l.amountCents])).toEqual([
      ["charge", newTip - ride.tipCents],
      ["capture", newTip - ride.tipCents],
    ]);
    const changes = p.lines.filter((l) => l.kind === "gratuity" && l.code === "gratuity_change");
    expect(changes.map((l) => l.amountCents)).toEqual([newTip - ride.tipCents]);
  });

  it("lowers the gratuity by refunding the difference", async () => {
    const ride = await completedRide({ amountCents: 3000 });
    const res = await rate(await rateTokenOf(ride.id), { stars: 4, gratuity: { amountCents: 1000 } });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(RateResult.parse(await res.json()).gratuityChange).toEqual({
      differenceCents: -2000,
      outcome: "returned",
    });
    const p = await paymentOf(ride.id);
    expect(p.capturedCents - p.refundedCents).toBe(ride.fareCents + 1000);
  });

  it("a raise on a card whose bank wants the customer goes through the payment link", async () => {
    const { receipt, result, totalCents, link, payToken, before } = await raisedOnALink();
    expect(result.message).toContain(`payment link we sent you now asks for ${formatCents(totalCents)}`);
    expect(link).toContain(formatCents(totalCents));
    const shown = await api(`/api/pay/${receipt.reference}`, {
      headers: { authorization: `Bearer ${payToken}` },
    });
    expect(shown.status, await shown.clone().text()).toBe(200);
    expect(PayLinkView.parse(await shown.json())).toMatchObject({
      purpose: "charge",
      amountCents: totalCents,
      paid: false,
    });
    // The customer pays through the link with another card: the ride and the new gratuity are paid.
    const paid = await payThrough(receipt.reference, payToken);
    expect(paid.status, await paid.clone().text()).toBe(200);
    expect(PayResult.parse(await paid.json()).message).toContain(formatCents(totalCents));
    const p = await paymentOf(receipt.bookingId);
    expect(p).toMatchObject({ settled: true, refundedCents: 0 });
    expect(p.capturedCents).toBe(totalCents);
    // What the customer authorized is all that moved: one charge for it, then its capture, nothing after
    // (the $1 card check of the booking is let go).
    expect(await movedSince(receipt.bookingId, before)).toEqual([
      ["charge", totalCents],
      ["capture", totalCents],
    ]);
  });

  it("ten payments at once through the re-priced link: the processor and the ledger move by one total", async () => {
    const { receipt, totalCents, payToken, before } = await raisedOnALink();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => payThrough(receipt.reference, payToken)),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(1);
    expect(
      statuses.every((s) => s === 200 || s === 409),
      statuses.join(", "),
    ).toBe(true);
    // One charge of the new total and its capture, in the books and at the processor alike.
    expect(await movedSince(receipt.bookingId, before)).toEqual([
      ["charge", totalCents],
      ["capture", totalCents],
    ]);
    expect((await processorOf(receipt.bookingId)).captured).toBe(totalCents);
    expect(await paymentOf(receipt.bookingId)).toMatchObject({ capturedCents: totalCents, refundedCents: 0 });
  });

  it("a company ride's changed gratuity goes on its invoice, never on a card", async () => {
    const booker = newEmail("booker", "acme.test");
    const company = await newCompany({ bookers: [booker] });
    const res = await bookOnAccount(
      await signedIn(booker),
      { companyId: company.id },
      { gratuity: { percent: 20 } },
    );
    expect(res.status, await res.clone().text()).toBe(201);
    const receipt = BookingReceipt.parse(await res.json());
    await rideEnded(receipt);
    const token = await rateTokenOf(receipt.bookingId);
    expect((await viewOf(token)).cardLast4).toBeNull();
    const fareCents = fareCentsOf(receipt);
    const { result, newTip } = await raisedToQuarter(token, fareCents, "account");
    expect(result.message).toContain("company's invoice");
    expect(result.message).not.toContain("card");

    const month = serviceToday().slice(0, 7);
    const [issued] = (await runInvoices({ ctx: services(), input: { companyId: company.id, month } }))
      .invoices;
    const lines = InvoiceDetails.parse(
      await (await api(`/api/admin/invoices/${issued?.id}`, { headers: await admin() })).json(),
    ).lines;
    expect(lines.find((l) => l.reference === receipt.reference)).toMatchObject({
      fareCents,
      gratuityCents: newTip,
      totalCents: fareCents + newTip,
    });
  });

  it("refuses an altered link, another link's token and an expired one; bad input loses nothing", async () => {
    const ride = await completedRide();
    const token = await rateTokenOf(ride.id);
    expect((await api(`/api/rate/${token.slice(0, -2)}xx`)).status).toBe(404);
    const tracking = (await messagesOf(ride.id))
      .map((m) => /\/track\/([^\s/]+)/.exec(m.body)?.[1])
      .find(Boolean);
    expect((await api(`/api/rate/${tracking}`)).status).toBe(404);
    const old = await signRateToken(ride.id, Date.now() - 8 * DAY, jwtSecret());
    const gone = await rate(old, { stars: 5 });
    expect(gone.status).toBe(410);
    expect(await detailOf(gone)).toMatch(/expired/);
    expect((await api(`/api/rate/${old}`)).status).toBe(410);
    // A well-signed link for a ride that did not take place rates nothing.
    const cancelled = await insertBooking({ status: "cancelled", assignedDriverId: ride.driverId });
    const notRidden = await signRateToken(cancelled.id, Date.now(), jwtSecret());
    expect((await api(`/api/rate/${notRidden}`)).status).toBe(409);
    expect((await rate(notRidden, { stars: 1, reasons: ["other"] })).status).toBe(409);
    expect(await testDb.$count(rideRatings, eq(rideRatings.bookingId, cancelled.id))).toBe(0);

    for (const body of [
      { stars: 6 },
      { stars: 0 },
      { stars: 5, reasons: ["lateness"] },
      { stars: 2, reasons: ["weather"] },
      { stars: 5, gratuity: { percent: 500 } },
      { stars: 5, comment: "x".repeat(1001) },
      {},
    ]) {
      const res = await rate(token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await detailOf(res)).toBeTruthy();
    }
    const view = await viewOf(token);
    expect(view.rating).toMatchObject({ open: true, given: null });
    expect(view.gratuity.cents).toBe(ride.tipCents);
    expect((await rate(token, { stars: 5 })).status).toBe(200);
  });

  it("keeps the gratuity as it is after 48 hours, and the rating open for 7 days", async () => {
    const ride = await completedRide();
    const token = await rateTokenOf(ride.id);
    await exec([
      `update bookings set ride_stage_at = '${new Date(Date.now() - 3 * DAY).toISOString()}' where id = '${ride.id}'`,
    ]);
    const late = await rate(token, { stars: 5, gratuity: { percent: 25 } });
    expect(late.status).toBe(422);
    expect((await viewOf(token)).rating.given).toBeNull();
    expect((await rate(token, { stars: 5 })).status).toBe(200);
  });

  it("dispatch marks a low-rating alert as checked with a note, kept in the audit log", async () => {
    const ride = await completedRide();
    expect((await rate(await rateTokenOf(ride.id), { stars: 1, reasons: ["car"] })).status).toBe(200);
    const openOf = async () =>
      OpenAlerts.parse(await (await api("/api/admin/alerts", { headers: await admin() })).json()).items;
    const alert = (await openOf()).find((a) => a.bookingId === ride.id);
    if (!alert) throw new Error("no alert");
    const resolve = async (body: unknown, headers?: Record<string, string>) =>
      postJson(`/api/admin/alerts/${alert.id}/resolve`, body, headers ?? (await admin()));

    expect((await resolve({ note: "x".repeat(501) })).status).toBe(400);
    expect((await resolve({ note: "Called" }, await staffBearer("accountant"))).status).toBe(403);
    const note = "Called the customer; the car was swapped for the next ride";
    const res = await resolve({ note }, await staffBearer("dispatcher"));
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await openOf()).some((a) => a.id === alert.id)).toBe(false);
    const rows = await testDb
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(alert.id)));
    expect(rows).toEqual([
      expect.objectContaining({
        action: "alert.resolved",
        actorRole: "dispatcher",
        bookingId: ride.id,
        reason: note,
      }),
    ]);
  });

  it("a low rating says what went wrong and reaches dispatch", async () => {
    const ride = await completedRide();
    const res = await rate(await rateTokenOf(ride.id), {
      stars: 2,
      comment: "Twenty minutes late",
      reasons: ["lateness", "conduct"],
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const alert = (await messagesOf(ride.id)).find((m) => m.template === "dispatch-low-rating");
    expect(alert?.subject).toBe(`Ride ${ride.receipt.reference} rated 2 of 5`);
    expect(alert?.body).toContain("Lateness, Conduct");
    // It is open in the Exceptions tab as one alert of its own kind, naming the ride and what went wrong.
    const open = await api("/api/admin/alerts", { headers: await admin() });
    expect(open.status).toBe(200);
    // (The fixture's ride is completed before its pickup time: that is an alert of its own kind.)
    const raised = OpenAlerts.parse(await open.json()).items.filter(
      (a) => a.bookingId === ride.id && a.kind !== "early_completion",
    );
    expect(raised).toEqual([
      expect.objectContaining({
        kind: "low_rating",
        reference: ride.receipt.reference,
        detail: expect.stringContaining("What went wrong: Lateness, Conduct."),
      }),
    ]);

    const list = await api("/api/admin/ratings?low=true", { headers: await admin() });
    expect(list.status).toBe(200);
    const { items } = AdminRatings.parse(await list.json());
    expect(items.find((r) => r.bookingId === ride.id)).toMatchObject({
      stars: 2,
      reference: ride.receipt.reference,
      reasons: ["lateness", "conduct"],
    });
    expect((await api("/api/admin/ratings")).status).toBe(401);

    const email = (await testDb.select().from(drivers).where(eq(drivers.id, ride.driverId)).get())?.email;
    const table = await api(`/api/drivers?search=${email}`, { headers: await admin() });
    expect(table.status).toBe(200);
    const { items: listed } = (await table.json()) as { items: { id: string; rating: unknown }[] };
    expect(listed.find((d) => d.id === ride.driverId)?.rating).toEqual({
      average: 2,
      count: 1,
      flagged: false,
    });
    const mine = await api(`/api/drivers/${ride.driverId}/ratings`, {
      headers: await bearer("driver", ride.driverId),
    });
    const body = (await mine.json()) as { rating: { average: number; count: number }; ratings: unknown[] };
    expect(body.rating).toMatchObject({ average: 2, count: 1 });
    expect(JSON.stringify(body)).not.toContain(ride.receipt.reference);
    expect(JSON.stringify(body)).not.toContain("ada@example.com");
  });
});

describe("a chauffeur's rating over 90 days", () => {
  /** Ratings of `driverId`, each `daysAgo` old (none older than the 7 days a link is good for matters here). */
  async function rated(driverId: string, stars: number[], daysAgo = 1) {
    const at = new Date(Date.now() - daysAgo * DAY).toISOString();
    await exec(
      stars.map(
        (n) =>
          `insert into ride_ratings (booking_id, driver_id, stars, comment, reasons, created_at) values ('${crypto.randomUUID()}', '${driverId}', ${n}, null, '[]', '${at}')`,
      ),
    );
  }
  const listed = async (d: { id: string; email: string }) => {
    const res = await api(`/api/drivers?search=${d.email}`, { headers: await admin() });
    expect(res.status).toBe(200);
    const { items } = (await res.json()) as { items: { id: string; rating: unknown }[] };
    return items.find((i) => i.id === d.id)?.rating;
  };

  it("flags an average under 4.6 over at least 10 ratings, in the drivers table and the driver options", async () => {
    // 4.5 over 10 ratings: flagged; a 1-star rating 91 days ago no longer counts.
    const low = await insertDriver({ vehicleTypes: ["sedan"] });
    await rated(low.id, [5, 5, 5, 5, 5, 4, 4, 4, 4, 4]);
    await rated(low.id, [1], 91);
    // 4.0 over 9 ratings: too few to flag. 4.6 over 10: at the bar, not under it.
    const few = await insertDriver({ vehicleTypes: ["sedan"] });
    await rated(few.id, [4, 4, 4, 4, 4, 4, 4, 4, 4]);
    const atBar = await insertDriver({ vehicleTypes: ["sedan"] });
    await rated(atBar.id, [5, 5, 5, 5, 5, 5, 4, 4, 4, 4]);

    expect(await listed(low)).toEqual({ average: 4.5, count: 10, flagged: true });
    expect(await listed(few)).toEqual({ average: 4, count: 9, flagged: false });
    expect(await listed(atBar)).toEqual({ average: 4.6, count: 10, flagged: false });

    const booking = await insertBooking({ status: "confirmed", pickupAt: Date.UTC(2032, 8, 1, 16) });
    const res = await api(`/api/admin/bookings/${booking.id}/driver-options`, { headers: await admin() });
    expect(res.status).toBe(200);
    const options = DriverOptions.parse(await res.json());
    expect(options.find((o) => o.id === low.id)?.rating).toEqual({ average: 4.5, count: 10, flagged: true });
    expect(options.find((o) => o.id === few.id)?.rating).toMatchObject({ flagged: false });

    // The bar is the owner's, in the console's policies: stricter, 9 ratings of 4 are flagged.
    const settings = (body: unknown) =>
      adminApi("/api/admin/settings", {
        method: "PATCH",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    try {
      expect((await settings({ ratingFlag: { average: 6, minCount: 10 } })).status).toBe(400);
      const saved = await settings({ ratingFlag: { average: 4.8, minCount: 5 } });
      expect(saved.status, await saved.clone().text()).toBe(200);
      expect(await listed(few)).toEqual({ average: 4, count: 9, flagged: true });
      const own = await api(`/api/drivers/${few.id}/ratings`, { headers: await bearer("driver", few.id) });
      expect(DriverRatings.parse(await own.json())).toMatchObject({
        rating: { flagged: true },
        flagBelow: { average: 4.8, minCount: 5 },
      });
    } finally {
      await settings({ ratingFlag: { average: 4.6, minCount: 10 } });
      await exec(["DELETE FROM settings"]);
    }
    expect(await listed(few)).toMatchObject({ flagged: false });
  });
});

describe("the chauffeur's pay", () => {
  it("earnings show each ride's lines; statements sum them, once per week, and never change", async () => {
    const ride = await completedRide();
    const driverAuth = await bearer("driver", ride.driverId);
    const today = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - 2 * DAY).toISOString().slice(0, 10);
    const to = new Date(Date.now() + 2 * DAY).toISOString().slice(0, 10);
    const res = await api(`/api/drivers/${ride.driverId}/earnings?from=${from}&to=${to}`, {
      headers: driverAuth,
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const earned = DriverEarnings.parse(await res.json());
    const mine = earned.rides.find((r) => r.bookingId === ride.id);
    expect(mine?.lines).toContainEqual({ kind: "gratuity", amountCents: ride.tipCents });
    expect(mine?.lines).toContainEqual({
      kind: "fare",
      amountCents: Math.round(
        (((await testDb.select().from(bookings).where(eq(bookings.id, ride.id)).get())?.vehiclePrice ?? 0) *
          100 *
          70) /
          100,
      ),
    });
    expect(earned.totalCents).toBe(
      earned.rides.flatMap((r) => r.lines).reduce((s, l) => s + l.amountCents, 0),
    );
    // Another chauffeur may not look; bad ranges are refused.
    const other = (await signedInDriver()).headers;
    expect(
      (await api(`/api/drivers/${ride.driverId}/earnings?from=${from}&to=${to}`, { headers: other })).status,
    ).toBe(403);
    expect(
      (await api(`/api/drivers/${ride.driverId}/earnings?from=${to}&to=${from}`, { headers: driverAuth }))
        .status,
    ).toBe(400);

    // This week has not ended: its statements wait.
    const early = await postJson("/api/admin/payouts/run", { weekOf: today }, await admin());
    expect(early.status).toBe(422);

    // A week later, as the Monday job would: one statement per chauffeur, the same on a second run.
    const { runWeeklyStatements } = await import("../src/services/payouts/statements");
    const later = services(new Date(Date.now() + 8 * DAY));
    const first = await runWeeklyStatements({ ctx: later, input: { weekOf: today } });
    const second = await runWeeklyStatements({ ctx: later, input: { weekOf: today } });
    const statement = first.statements.find((s) => s.driverId === ride.driverId);
    expect(statement?.weekOf).toBe(weekMonday(today));
    expect(second.statements.filter((s) => s.driverId === ride.driverId)).toEqual([statement]);
    expect(statement?.totalCents).toBe(mine?.lines.reduce((s, l) => s + l.amountCents, 0));
    if (!statement) throw new Error("no statement");

    // Issued means fixed: no update, no removal; paid once, with a reference.
    await expect(
      exec([`update payout_statements set total_cents = 1 where id = '${statement.id}'`]),
    ).rejects.toThrow(/issued pay statement/);
    await expect(exec([`delete from payout_lines where statement_id = '${statement.id}'`])).rejects.toThrow(
      /append-only/,
    );
    const bad = await postJson(
      `/api/admin/payouts/${statement.id}/mark-paid`,
      { reference: "" },
      await admin(),
    );
    expect(bad.status).toBe(400);
    // Pay is the owner's and the accountant's: a dispatcher is refused and nothing is marked.
    const dispatcher = await postJson(
      `/api/admin/payouts/${statement.id}/mark-paid`,
      { reference: "ACH 2231" },
      await staffBearer("dispatcher"),
    );
    expect(dispatcher.status).toBe(403);
    const paid = await postJson(
      `/api/admin/payouts/${statement.id}/mark-paid`,
      { reference: "ACH 2231" },
      await staffBearer("accountant"),
    );
    expect(paid.status, await paid.clone().text()).toBe(200);
    const audit = await testDb.select().from(auditLog).where(eq(auditLog.targetId, statement.id));
    expect(audit.map((a) => [a.action, a.actorRole])).toEqual([
      ["payout.issued", null],
      ["payout.marked-paid", "accountant"],
    ]);
    expect(PayoutStatement.parse(await paid.json())).toMatchObject({
      paidReference: "ACH 2231",
      totalCents: statement.totalCents,
    });
    const twice = await postJson(
      `/api/admin/payouts/${statement.id}/mark-paid`,
      { reference: "x" },
      await admin(),
    );
    expect(twice.status).toBe(409);

    const pdf = await api(`/api/admin/payouts/${statement.id}/pdf`, { headers: await admin() });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe("%PDF-");

    const csv = await api(`/api/admin/payouts.csv?from=${from}&to=${to}`, { headers: await admin() });
    expect(csv.status).toBe(200);
    const row = (await csv.text()).split("\r\n").find((l) => l.includes(ride.driverId));
    expect(row?.endsWith(`,${(statement.totalCents / 100).toFixed(2)}`)).toBe(true);
    expect((await api(`/api/admin/payouts.csv?from=${from}&to=${to}`, { headers: driverAuth })).status).toBe(
      403,
    );
  });

  /** A ride's payout lines, summed by kind. */
  async function paidByKind(bookingId: string) {
    const lines = await testDb.select().from(payoutLines).where(eq(payoutLines.bookingId, bookingId));
    const by: Record<string, number> = {};
    for (const l of lines) by[l.kind] = (by[l.kind] ?? 0) + l.amountCents;
    return by;
  }
  const carFareOf = async (bookingId: string) => {
    const row = await testDb.select().from(bookings).where(eq(bookings.id, bookingId)).get();
    return ((row?.vehiclePrice ?? 0) + (row?.stopPrice ?? 0)) * 100;
  };

  it("a no-show pays the chauffeur's own share of the charge; a charged cancellation a share of the fee", async () => {
    // A no-show, the chauffeur on a 75% share: a share of the no-show charge, and no gratuity.
    const noShow = await book(48, "tok_sandbox_visa", { gratuity: { percent: 20 } });
    await approve(noShow.bookingId);
    const step = await acceptedBy(noShow.bookingId);
    const held = await testDb.select().from(bookings).where(eq(bookings.id, noShow.bookingId)).get();
    await exec([`update drivers set payout_percent = 75 where id = '${held?.assignedDriverId}'`]);
    for (const stage of ["en_route", "arrived"]) expect((await step(stage)).status, stage).toBe(200);
    await exec([`update bookings set pickup_at = ${Date.now() - 60_000} where id = '${noShow.bookingId}'`]);
    expect((await step("no_show")).status).toBe(200);
    const car = await carFareOf(noShow.bookingId);
    expect(await paidByKind(noShow.bookingId)).toEqual({
      fare: Math.round((noShowChargeCents(car) * 75) / 100),
    });

    // Cancelled by the customer in the 50% tier while a chauffeur held it: 70% of the car's part of the fee.
    const late = await book(18);
    await approve(late.bookingId);
    const { driver } = await signedInDriver();
    await exec([
      `update bookings set assigned_driver_id = '${driver.id}', assignment_status = 'accepted' where id = '${late.bookingId}'`,
    ]);
    await pastGrace(late.bookingId);
    const lookup = await postJson("/api/bookings/lookup", {
      reference: late.reference,
      email: "ada@example.com",
    });
    const { token } = BookingLookupResult.parse(await lookup.json());
    const cancelled = await postJson(
      `/api/bookings/${late.reference}/cancel`,
      {},
      { authorization: `Bearer ${token}` },
    );
    expect(cancelled.status, await cancelled.clone().text()).toBe(200);
    expect(await paidByKind(late.bookingId)).toEqual({
      fare: Math.round((cancellationFeeCents(await carFareOf(late.bookingId), 50) * 70) / 100),
    });

    // A free cancellation pays nothing.
    const free = await book(48);
    await approve(free.bookingId);
    await exec([
      `update bookings set assigned_driver_id = '${driver.id}', assignment_status = 'accepted' where id = '${free.bookingId}'`,
    ]);
    const freeToken = BookingLookupResult.parse(
      await (
        await postJson("/api/bookings/lookup", { reference: free.reference, email: "ada@example.com" })
      ).json(),
    ).token;
    expect(
      (await postJson(`/api/bookings/${free.reference}/cancel`, {}, { authorization: `Bearer ${freeToken}` }))
        .status,
    ).toBe(200);
    expect(await paidByKind(free.bookingId)).toEqual({});
  });

  it("tolls and parking added after the ride are the chauffeur's at once, in full", async () => {
    const ride = await completedRide();
    const before = await paidByKind(ride.id);
    const extra = (kind: string, amountCents: number, note: string) =>
      adminApi(`/api/admin/bookings/${ride.id}/extras`, {
        method: "POST",
        headers: { "content-type": "application/json", "idempotency-key": crypto.randomUUID() },
        body: JSON.stringify({ kind, amountCents, note }),
      });
    expect((await extra("toll", 1250, "Mass Pike")).status).toBe(201);
    expect((await extra("parking", 900, "Logan garage")).status).toBe(201);
    expect((await extra("sign", 1500, "Name sign")).status).toBe(201);
    // In full, beside the fare share and the gratuity; the sign is the operator's.
    expect(await paidByKind(ride.id)).toEqual({ ...before, toll: 1250, parking: 900 });
    // The days around today's in New York: after 8 PM there, the UTC date is already tomorrow's.
    const res = await api(
      `/api/drivers/${ride.driverId}/earnings?from=${shiftDate(serviceToday(), -1)}&to=${shiftDate(serviceToday(), 1)}`,
      {
        headers: await bearer("driver", ride.driverId),
      },
    );
    const lines = DriverEarnings.parse(await res.json()).rides.find((r) => r.bookingId === ride.id)?.lines;
    expect(lines).toContainEqual({ kind: "toll", amountCents: 1250 });
    expect(lines).toContainEqual({ kind: "parking", amountCents: 900 });
  });

  it("a gratuity raised after the week's statement is an adjustment on the next one", async () => {
    const ride = await completedRide();
    const today = new Date().toISOString().slice(0, 10);
    const { runWeeklyStatements } = await import("../src/services/payouts/statements");
    // The Monday after this week, the statement is issued with the ride's lines.
    const monday = weekBounds(weekMonday(today)).end;
    const first = await runWeeklyStatements({ ctx: services(monday), input: { weekOf: today } });
    const issued = first.statements.find((s) => s.driverId === ride.driverId);
    expect(issued?.totalCents).toBe(Object.values(await paidByKind(ride.id)).reduce((s, n) => s + n, 0));

    // Within the 48 hours, the customer raises the gratuity (the rating's moment is moved after the run).
    const raisedAt = new Date(monday.getTime() + HOUR);
    await exec([
      `update bookings set ride_stage_at = '${new Date(monday.getTime() - HOUR).toISOString()}' where id = '${ride.id}'`,
    ]);
    const { rateRide } = await import("../src/services/use-cases/customer/rate-ride");
    const token = await signRateToken(ride.id, monday.getTime() - HOUR, jwtSecret());
    const result = await rateRide({
      ctx: services(raisedAt),
      input: { token, rating: { stars: 5, comment: null, reasons: [], gratuity: { percent: 25 } } },
    });
    const raise = Math.round(ride.fareCents * 0.25) - ride.tipCents;
    expect(result.gratuityChange?.differenceCents).toBe(raise);

    // The issued statement is as it was; the raise waits, and the next week's statement carries it.
    const again = await runWeeklyStatements({ ctx: services(monday), input: { weekOf: today } });
    expect(again.statements.find((s) => s.driverId === ride.driverId)).toEqual(issued);
    const nextMonday = weekBounds(weekMonday(raisedAt.toISOString().slice(0, 10))).end;
    const next = await runWeeklyStatements({
      ctx: services(nextMonday),
      input: { weekOf: raisedAt.toISOString().slice(0, 10) },
    });
    const adjustment = next.statements.find((s) => s.driverId === ride.driverId);
    expect(adjustment?.number).not.toBe(issued?.number);
    expect(adjustment?.totalCents).toBe(raise);
  });

  it("the jobs issue last week's statements on Monday in New York, once", async () => {
    const ride = await completedRide();
    // A week no other test issues (the ride's lines, earned before its end, go on its statement).
    const week = weekMonday(shiftDate(serviceToday(), 14));
    const { end } = weekBounds(week);
    const did = async (at: Date) =>
      (await runJobs(at, ["pay-statements"])).jobs.find((j) => j.job === "pay-statements")?.did;
    // Sunday 23:30 in New York is still the week: nothing is issued.
    expect((await did(new Date(end.getTime() - 30 * 60_000)))?.skipped).toMatch(/Mondays/);
    const monday = new Date(end.getTime() + 9 * HOUR);
    expect(await did(monday)).toMatchObject({ week, issued: expect.any(Number) });
    expect((await did(new Date(monday.getTime() + HOUR)))?.skipped).toMatch(/already issued/);
    const listed = await api(`/api/admin/payouts?weekOf=${week}`, { headers: await admin() });
    const { items } = (await listed.json()) as { items: { driverId: string; number: string }[] };
    const mine = items.filter((s) => s.driverId === ride.driverId);
    expect(mine).toEqual([expect.objectContaining({ number: expect.stringMatching(/^PS-\d{4}-\d{4}$/) })]);

    // The chauffeur finds it in their app and downloads it; another chauffeur gets neither.
    const own = await bearer("driver", ride.driverId);
    const list = await api(`/api/drivers/${ride.driverId}/statements`, { headers: own });
    expect(list.status).toBe(200);
    const statement = PayoutStatements.parse(await list.json()).items.find((s) => s.weekOf === week);
    expect(statement?.number).toBe(mine[0]?.number);
    const file = `/statements/${statement?.id}/pdf`;
    const pdf = await api(`/api/drivers/${ride.driverId}${file}`, { headers: own });
    expect(pdf.status).toBe(200);
    expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe("%PDF-");
    const other = await signedInDriver();
    expect((await api(`/api/drivers/${ride.driverId}/statements`, { headers: other.headers })).status).toBe(
      403,
    );
    expect((await api(`/api/drivers/${other.driver.id}${file}`, { headers: other.headers })).status).toBe(
      404,
    );
  });

  it("a run through the API for an ended week answers its statements", async () => {
    const res = await postJson("/api/admin/payouts/run", { weekOf: "2026-01-05" }, await admin());
    expect(res.status, await res.clone().text()).toBe(200);
    expect(PayoutRunResult.parse(await res.json()).weekOf).toBe("2026-01-05");
    const bad = await postJson("/api/admin/payouts/run", { weekOf: "05/01/2026" }, await admin());
    expect(bad.status).toBe(400);
  });
});

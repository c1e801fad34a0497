import { BookingLookupResult } from "@chauffeur/contract";
import { RIDE_DAY_HOURS } from "./booking-support";
import { adminSignIn, openAdminBooking } from "./driver-support";
import { expect, test } from "./fixtures";
import {
  adminToken,
  approve,
  bookAt,
  cancelInManageBooking,
  completeRide,
  messageFor,
  paymentOf,
  runJobs,
} from "./money-support";
import { call } from "./support/api";
import { DESKTOP, PHONE, screenshot, seriousA11yViolations } from "./support/browser";

const DAY = 86_400_000;
const unique = () => Date.now().toString(36);
let token: string;
test.beforeAll(async () => {
  token = await adminToken();
});

test.describe("money: holds and captures", () => {
  test("a booking held at approval (the dispatcher's click) is captured when the driver completes", async ({
    dispatcher: page,
  }) => {
    const receipt = await bookAt(RIDE_DAY_HOURS, `Held${unique()}`);
    const drawer = await openAdminBooking(page, receipt.reference);
    const panel = drawer.getByTestId("payment-panel");
    await expect.poll(() => panel.getByTestId("payment-state").textContent()).toBe("verified");
    await drawer.getByRole("button", { name: "Approve booking" }).click();
    await page.getByText("Booking approved successfully!").waitFor();
    await expect.poll(() => panel.getByTestId("payment-state").textContent()).toBe("held");
    await panel.getByText(/hold \$\d+\.\d\d · succeeded/).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, "money-panel-held-desktop");
    const fare = receipt.estimatedPrice * 100;
    expect(await paymentOf(token, receipt.bookingId)).toMatchObject({
      state: "held",
      heldCents: fare,
      verifiedCents: 0,
    });

    await completeRide(token, receipt.bookingId, `Held${unique()}`);
    expect(await paymentOf(token, receipt.bookingId)).toMatchObject({
      state: "captured",
      capturedCents: fare,
      heldCents: 0,
      settled: true,
    });
    const receiptMail = await messageFor(token, receipt.reference, "payment-receipt");
    expect(receiptMail.body).toContain(`Total: $${receipt.estimatedPrice}.00`);
  });

  test("a far-ahead booking is held by the job once inside the window", async () => {
    // Its capture is the one above: a driver can start it only on the day (Worker tests drive that clock).
    const receipt = await bookAt(7 * 24, `Far${unique()}`);
    await approve(token, receipt.bookingId);
    expect((await paymentOf(token, receipt.bookingId)).state).toBe("verified");
    const run = await runJobs(token, new Date(Date.now() + 3.5 * DAY));
    expect(run.jobs.map((j) => j.job)).toContain("payment-holds");
    expect(await paymentOf(token, receipt.bookingId)).toMatchObject({
      state: "held",
      heldCents: receipt.estimatedPrice * 100,
    });
  });
});

test.describe("money: the payment link", () => {
  for (const [label, viewport] of [
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ] as const) {
    test(`a hold that needs the customer is paid through the link with 3-D Secure (${label})`, async ({
      newPage,
    }) => {
      const receipt = await bookAt(48, `Link${unique()}`, "tok_sandbox_authenticationRequired");
      await approve(token, receipt.bookingId);
      expect((await paymentOf(token, receipt.bookingId)).state).toBe("action_required");
      const mail = await messageFor(token, receipt.reference, "payment-action-required");
      const link = /\/pay\?token=[\w.-]+/.exec(mail.body)?.[0];
      expect(link).toBeTruthy();
      // The spent link answers 410 on the reload at the end (the console reports the failed request).
      const page = await newPage({ viewport, allowErrors: [/410/] });
      await page.goto(link ?? "/pay");
      await page.getByRole("heading", { level: 2, name: receipt.reference }).waitFor();
      await page
        .getByText(`Hold for the fare: $${receipt.estimatedPrice}.00 (charged after the ride)`)
        .waitFor();
      // The button is enabled once the card form is ready: audited before, it could be caught fading in.
      const authorize = page.getByRole("button", { name: `Authorize $${receipt.estimatedPrice}.00` });
      await expect.poll(() => authorize.isEnabled()).toBe(true);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await screenshot(page, `money-pay-link-${label}`);
      await page.getByLabel("Card number").fill("4000002760003184");
      await page.getByLabel("Expiry date").fill("1239");
      await page.getByLabel("CVV").fill("123");
      // The booking step's card form and words: a missing name is refused in the page, nothing is sent.
      await authorize.click();
      await page.getByRole("alert").filter({ hasText: "Name on card is required" }).waitFor();
      expect(await page.getByLabel("Card number").inputValue()).toBe("4000 0027 6000 3184");
      await page.getByLabel("Name on card").fill("Ada Lovelace");
      await authorize.click();
      const bank = page.getByRole("alertdialog", { name: "Confirm this payment with your bank" });
      await bank.waitFor();
      await screenshot(page, `money-pay-3ds-${label}`);
      await bank.getByRole("button", { name: "Complete authentication" }).click();
      await page.getByText(`Thank you: $${receipt.estimatedPrice}.00 is authorized on your card.`).waitFor();
      expect(await paymentOf(token, receipt.bookingId)).toMatchObject({
        state: "held",
        heldCents: receipt.estimatedPrice * 100,
      });
      // The link is spent.
      await page.reload();
      await page.getByText(/no longer in use/).waitFor();
    });
  }

  test("an altered link says so and changes nothing", async ({ newPage }) => {
    const page = await newPage({ allowErrors: [/40[14]/] });
    await page.goto("/pay?token=eyJhbGciOiJIUzI1NiJ9.eyJyZWYiOiJCQy03SzRROU0ifQ.bad");
    await page.getByText("This payment link is not valid.").waitFor();
  });
});

test.describe("money: cancellation and refunds", () => {
  test("in the free tier: the hold is released whole", async ({ newPage }) => {
    const receipt = await bookAt(48, `Free${unique()}`);
    await approve(token, receipt.bookingId);
    const page = await cancelInManageBooking(newPage, receipt.reference);
    await page.getByText("Nothing was charged. Every hold on your card is released.").waitFor();
    expect(await paymentOf(token, receipt.bookingId)).toMatchObject({
      state: "voided",
      capturedCents: 0,
      heldCents: 0,
    });
  });

  test("a refund from the dispatcher's panel: a bad amount is refused in place, then the refund is made", async ({
    newPage,
  }) => {
    const receipt = await bookAt(RIDE_DAY_HOURS, `Refund${unique()}`);
    await approve(token, receipt.bookingId);
    await completeRide(token, receipt.bookingId, `Refund${unique()}`);
    const page = await newPage({ viewport: PHONE, allowErrors: [/422/] });
    await adminSignIn(page);
    const drawer = await openAdminBooking(page, receipt.reference);
    await drawer.getByRole("button", { name: "Refund" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Refund the customer?" });
    await dialog.getByLabel("Amount in dollars").fill(String(receipt.estimatedPrice + 1));
    await dialog.getByLabel("Reason (the customer is told)").fill("The car arrived late");
    await dialog.getByRole("button", { name: "Refund" }).click();
    await dialog.getByText(/You can refund at most/).waitFor();
    expect((await paymentOf(token, receipt.bookingId)).refundedCents).toBe(0);
    await dialog.getByLabel("Amount in dollars").fill("25");
    await dialog.getByRole("button", { name: "Refund" }).click();
    await page.getByText("Refunded $25.00", { exact: true }).waitFor();
    await screenshot(page, "money-refund-phone");
    expect(await paymentOf(token, receipt.bookingId)).toMatchObject({
      state: "partially_refunded",
      refundedCents: 2500,
    });
    const lookup = await call("/api/bookings/lookup", {
      method: "POST",
      body: JSON.stringify({ reference: receipt.reference, email: "ada@example.com" }),
    });
    expect(BookingLookupResult.parse(await lookup.json()).booking.payment).toMatchObject({
      refundedCents: 2500,
    });
  });
});

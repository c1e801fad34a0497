import { BookingReceipt, formatCents } from "@chauffeur/contract";
import { fillPayment, pickupIn, RIDE_DAY_HOURS, toPayment } from "./booking-support";
import {
  adminToken,
  approveAndAssign,
  bookRide,
  closeWelcome,
  driveRide,
  driverSignIn,
  registerDriver,
} from "./driver-support";
import { expect, test } from "./fixtures";
import { completeRide, messageFor, paymentOf, sendBooking } from "./money-support";
import { call } from "./support/api";
import { DESKTOP, PHONE, screenshot, seriousA11yViolations } from "./support/browser";

const unique = () => Date.now().toString(36);
let token: string;
test.beforeAll(async () => {
  token = await adminToken();
});

/** The completion message's private rating link, as a path. */
async function rateLinkOf(reference: string) {
  const done = await messageFor(token, reference, "ride-completed");
  const link = /\/rate\?token=[\w.-]+/.exec(done.body)?.[0];
  expect(link, done.body).toBeTruthy();
  return link ?? "/rate";
}

test.describe("the ride's close", () => {
  test("booked with 20% gratuity, rated 5 stars with a raise; the chauffeur's week shows it", async ({
    newPage,
  }) => {
    // The customer books in the page: the payment step starts on the operator's 20%.
    const page = await newPage({ viewport: PHONE });
    const when = pickupIn(RIDE_DAY_HOURS);
    await toPayment(page, {
      serviceType: "one-way",
      pickupLocation: "Boston, MA",
      destination: "Worcester, MA",
      ...when,
    });
    const twenty = page.getByRole("button", { name: /^20% · \$/ });
    await expect(twenty).toHaveAttribute("aria-pressed", "true");
    const breakdown = page.getByLabel("Price breakdown");
    await expect(breakdown.getByText("Gratuity (20%)")).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, "ride-close-payment-phone");
    await fillPayment(page);
    const created = page.waitForResponse(
      (r) => r.url().endsWith("/api/bookings") && r.request().method() === "POST",
    );
    await page.getByRole("button", { name: "Authorize and Book" }).click();
    const receipt = BookingReceipt.parse(await (await created).json());
    await page.locator("h1", { hasText: "Authorization Successful!" }).waitFor();
    const fareCents = Math.round((receipt.breakdown.total - receipt.breakdown.gratuity) * 100);
    expect(Math.round(receipt.breakdown.gratuity * 100)).toBe(Math.round(fareCents * 0.2));

    // Dispatch assigns it; the chauffeur drives it to the end; the fare and the gratuity are captured.
    const tag = `Tip${unique()}`;
    const driver = await registerDriver(token, "Rosa", tag);
    await approveAndAssign(token, receipt.bookingId, driver.driver_id);
    await driveRide(driver, receipt.bookingId, ["en_route", "arrived", "on_board", "completed"]);
    const tip20 = Math.round(fareCents * 0.2);
    await expect
      .poll(async () => (await paymentOf(token, receipt.bookingId)).capturedCents)
      .toBe(fareCents + tip20);

    // The customer rates the ride through the completion message's link, and raises the gratuity to 25%.
    const rate = await newPage({ viewport: PHONE });
    await rate.goto(await rateLinkOf(receipt.reference));
    await rate.getByRole("heading", { level: 2, name: receipt.reference }).waitFor();
    await rate.getByRole("button", { name: "5 stars" }).click();
    await rate.getByLabel("Comment (optional)").fill("Rosa was early and the car spotless.");
    const tip25 = Math.round(fareCents * 0.25);
    await rate.getByRole("button", { name: /^25% · \$/ }).click();
    await rate
      .getByText(`${formatCents(tip25 - tip20)} more will be charged to your card ending 4242.`)
      .waitFor();
    expect(await seriousA11yViolations(rate)).toEqual([]);
    await screenshot(rate, "ride-close-rate-phone");
    await rate.getByRole("button", { name: "Send rating" }).click();
    // The thanks replaces the taller form: on a phone it is brought into view (not left above the screen).
    const thanks = rate.getByRole("status").filter({
      hasText: /Thank you for rating your ride\. Your gratuity is updated; the difference is charged/,
    });
    await expect(thanks).toBeInViewport();
    await expect(thanks).toBeFocused();
    await expect(rate.getByText("You rated this ride 5 of 5 stars. Thank you!")).toBeInViewport();
    await screenshot(rate, "ride-close-rated-phone");
    expect((await paymentOf(token, receipt.bookingId)).capturedCents).toBe(fareCents + tip25);

    // The chauffeur's app: this week's earnings include the whole new gratuity.
    const app = await newPage({ viewport: PHONE });
    await app.goto("/driver");
    await driverSignIn(app, driver.email);
    await app.getByRole("tab", { name: "Earnings" }).click();
    const day = app.getByRole("region", { name: "Earnings by day" });
    await day.getByText(receipt.reference).waitFor();
    await expect(day.getByText("Gratuity", { exact: true })).toBeVisible();
    await expect(day.getByText(formatCents(tip25), { exact: true })).toBeVisible();
    const share = Math.round((receipt.breakdown.vehicle * 100 * 70) / 100);
    await expect(app.getByTestId("week-total")).toHaveText(formatCents(share + tip25));
    await app.getByText("5.00 ★").waitFor();
    await app.getByText("“Rosa was early and the car spotless.”").waitFor();
    // The sign-in's welcome notice would cover the statements card in the screenshot.
    await closeWelcome(app);
    expect(await seriousA11yViolations(app)).toEqual([]);
    await screenshot(app, "ride-close-earnings-phone");
    await app.setViewportSize(DESKTOP);
    await screenshot(app, "ride-close-earnings-desktop");
  });

  test("a raise while the ride's payment waits on the customer: the link asks the new total", async ({
    newPage,
  }) => {
    // The bank wants the customer for every payment: the ride ends with its whole payment on the link.
    const booked = await sendBooking(RIDE_DAY_HOURS, `Wait${unique()}`, {
      token: "tok_sandbox_authenticationRequired",
      gratuity: { percent: 20 },
    });
    expect(booked.status, await booked.clone().text()).toBe(201);
    const receipt = BookingReceipt.parse(await booked.json());
    await completeRide(token, receipt.bookingId, `Wait${unique()}`);
    await expect.poll(async () => (await paymentOf(token, receipt.bookingId)).state).toBe("action_required");
    const fareCents = Math.round((receipt.breakdown.total - receipt.breakdown.gratuity) * 100);
    const total = fareCents + Math.round(fareCents * 0.25);

    // The customer raises the gratuity to 25%: the thanks name what the link now asks.
    const rate = await newPage({ viewport: PHONE });
    await rate.goto(await rateLinkOf(receipt.reference));
    await rate.getByRole("heading", { level: 2, name: receipt.reference }).waitFor();
    await rate.getByRole("button", { name: "5 stars" }).click();
    await rate.getByRole("button", { name: /^25% · \$/ }).click();
    await rate.getByRole("button", { name: "Send rating" }).click();
    await rate
      .getByRole("status")
      .filter({ hasText: `the payment link we sent you now asks for ${formatCents(total)}` })
      .waitFor();

    // The link shows, and takes, the ride with the new gratuity: nothing is charged after it.
    const mail = await messageFor(token, receipt.reference, "payment-action-required");
    const page = await newPage({ viewport: PHONE });
    await page.goto(/\/pay\?token=[\w.-]+/.exec(mail.body)?.[0] ?? "/pay");
    await expect(page.getByTestId("amount-due")).toHaveText(`Amount due: ${formatCents(total)}`);
    const pay = page.getByRole("button", { name: `Pay ${formatCents(total)}` });
    await expect.poll(() => pay.isEnabled()).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, "ride-close-pay-new-total-phone");
    await page.getByLabel("Card number").fill("4242424242424242");
    await page.getByLabel("Expiry date").fill("1239");
    await page.getByLabel("CVV").fill("123");
    await page.getByLabel("Name on card").fill("Ada Lovelace");
    await pay.click();
    await page.getByText(`Thank you: ${formatCents(total)} is authorized on your card.`).waitFor();
    await expect
      .poll(async () => await paymentOf(token, receipt.bookingId))
      .toMatchObject({ settled: true, capturedCents: total, refundedCents: 0 });
  });

  test("a 2-star rating reaches dispatch, with what went wrong", async ({ newPage, dispatcher }) => {
    const tag = `Low${unique()}`;
    const booking = await bookRide(tag, pickupIn(RIDE_DAY_HOURS));
    const driver = await registerDriver(token, "Vic", tag);
    await approveAndAssign(token, booking.bookingId, driver.driver_id);
    await driveRide(driver, booking.bookingId, ["en_route", "arrived", "on_board", "completed"]);

    const rate = await newPage({ viewport: DESKTOP });
    await rate.goto(await rateLinkOf(booking.reference));
    await rate.getByRole("button", { name: "2 stars" }).click();
    await rate.getByRole("button", { name: "Lateness" }).click();
    await rate.getByLabel("Comment (optional)").fill("Twenty minutes late, no call.");
    await screenshot(rate, "ride-close-rate-low-desktop");
    await rate.getByRole("button", { name: "Send rating" }).click();
    await rate.getByText("You rated this ride 2 of 5 stars. Thank you!").waitFor();

    const alert = await messageFor(token, booking.reference, "dispatch-low-rating");
    expect(alert.subject).toBe(`Ride ${booking.reference} rated 2 of 5`);

    await dispatcher.getByRole("tab", { name: "Ratings" }).click();
    const row = dispatcher.getByRole("row").filter({ hasText: booking.reference });
    await expect(row).toContainText(`Vic ${tag}`);
    await expect(row).toContainText("Lateness");
    await expect(row).toContainText("Twenty minutes late, no call.");
    expect(await seriousA11yViolations(dispatcher)).toEqual([]);
    await screenshot(dispatcher, "ride-close-console-desktop");
    await dispatcher.setViewportSize(PHONE);
    await screenshot(dispatcher, "ride-close-console-phone");

    // Dispatch follows it up in Exceptions and marks it as checked, with a note.
    await dispatcher.getByRole("tab", { name: /^Exceptions/ }).click();
    // The low rating's card (the ride, completed before its pickup time, has an early-completion one too).
    const card = dispatcher.locator('[data-testid="alert"][data-kind="low_rating"]').filter({
      hasText: booking.reference,
    });
    await card.getByRole("button", { name: `Mark as checked: Low rating on ${booking.reference}` }).click();
    const resolve = dispatcher.getByRole("dialog", {
      name: `Mark as checked: Low rating on ${booking.reference}`,
    });
    await resolve
      .getByLabel(/What was done/)
      .fill("Called the customer and apologised; spoke to the chauffeur.");
    expect(await seriousA11yViolations(dispatcher)).toEqual([]);
    await screenshot(dispatcher, "ride-close-resolve-alert-phone");
    await dispatcher.setViewportSize(DESKTOP);
    await screenshot(dispatcher, "ride-close-resolve-alert-desktop");
    await resolve.getByRole("button", { name: "Mark as checked" }).click();
    await dispatcher.getByText("Marked as checked", { exact: true }).waitFor();
    await expect(card).toHaveCount(0);

    // The driver table shows the chauffeur's 90-day rating.
    await dispatcher.getByRole("tab", { name: "Drivers" }).click();
    await dispatcher.getByLabel("Search drivers").fill(driver.email);
    await expect(dispatcher.getByRole("row").filter({ hasText: driver.email })).toContainText("2.00 ★ (1)");
    const api = await call(`/api/admin/ratings?low=true`, { token });
    expect(api.status).toBe(200);
  });
});

import { formatUsd, serviceDateTime, WAITING_RATES_PER_MINUTE } from "@chauffeur/contract";
import { adminSignIn, driveRide, driverSignIn, rideCard } from "./driver-support";
import { expect, test } from "./fixtures";
import { messageFor } from "./money-support";
import { DESKTOP, PHONE, screenshot, seriousA11yViolations } from "./support/browser";

const LOGAN = "Boston Logan International Airport (BOS), Boston, MA";
test.use({
  // A Worker of its own: the test moves one ride's clock in its database, between two runs of the Worker.
  ownWorker: { name: "waiting" },
  chauffeur: { firstName: "Marcus", trip: { pickupLocation: LOGAN, destination: "Quincy, MA" } },
});
const MINUTE = 60_000;
/** The sedan's waiting rate, dollars a minute. */
const RATE = WAITING_RATES_PER_MINUTE.sedan;
const usd = (cents: number) => formatUsd(cents / 100, { cents: true });
/** The numbers in a text, in order ("$1,234.50" reads 1234.5). */
const numbers = (text: string | null) => (text?.replaceAll(",", "").match(/\d+(\.\d+)?/g) ?? []).map(Number);
const wholeNumber = (text: string | null) => numbers(text)[0] ?? 0;

/**
 * The ride as it stands after the chauffeur arrived `minutes` before the pickup time and then waited
 * `waited` minutes from it: the pickup, its end and the arrival move into the past (so the server's own
 * clock, not the test's, counts the waiting).
 */
function waitedSql(bookingId: string, { waited, early }: { waited: number; early: number }) {
  const pickupAt = Date.now() - waited * MINUTE;
  const { date, time } = serviceDateTime(pickupAt);
  const arrivedAt = new Date(pickupAt - early * MINUTE).toISOString();
  return `update bookings set expected_end_at = expected_end_at - (pickup_at - ${pickupAt}),
      pickup_at = ${pickupAt}, scheduled_date = '${date}', scheduled_time = '${time}',
      ride_stage_at = '${arrivedAt}'
    where id = '${bookingId}' and ride_stage = 'arrived'`;
}

test.describe("waiting beyond the free time", () => {
  test("runs on the chauffeur's clock, is charged with the fare, and shows on the customer's receipt", async ({
    newPage,
    site,
    chauffeurRide,
  }) => {
    const { booking, token, driver } = chauffeurRide;
    await driveRide(driver, booking.bookingId, ["en_route", "arrived"]);

    // The flight was late: 80 minutes pass from the pickup time. An airport pickup waits 60 free.
    await site.restartAfter(waitedSql(booking.bookingId, { waited: 80, early: 5 }));

    const phone = await newPage({ viewport: PHONE });
    await phone.goto("/driver");
    await driverSignIn(phone, driver.email);
    const card = rideCard(phone, booking.reference);
    const clock = card.getByRole("timer", { name: "Waiting time" });
    // The clock runs on the server's time from the moved pickup: a slow machine reads a minute or two past 80,
    // and the charge is whatever it is when the passenger gets in. Every figure below follows from that.
    const shown = clock.getByText(/^Waiting \d+ min$/);
    await shown.waitFor();
    expect(wholeNumber(await shown.textContent())).toBeGreaterThanOrEqual(80);
    const charge = clock.getByText(/^\d+ min beyond the free time: \$[\d.]+ added to the fare$/);
    const [beyond = 0, dollars = 0] = numbers(await charge.textContent());
    expect(beyond).toBeGreaterThanOrEqual(20);
    expect(dollars).toBe(beyond * RATE);
    expect(await seriousA11yViolations(phone)).toEqual([]);
    await screenshot(phone, "driver-waiting-charged-phone");

    await card.getByRole("button", { name: "Passenger on board" }).click();
    await card.getByText("Passenger on board", { exact: true }).waitFor();
    await card.getByRole("button", { name: "Complete ride" }).click();
    const confirm = phone.getByRole("alertdialog", { name: `Complete ride ${booking.reference}?` });
    await confirm.getByRole("button", { name: "Yes, complete ride" }).click();
    await card.getByText("Completed").first().waitFor();
    // The waiting as it stood when the passenger got in, and the chauffeur's share of it: 70%.
    const share = card.getByText(/^70% of the \$150\.00 fare and of \$[\d.]+ waiting$/);
    const waitingCents = Math.round((numbers(await share.textContent())[2] ?? 0) * 100);
    const minutes = waitingCents / (RATE * 100);
    expect(minutes).toBeGreaterThanOrEqual(beyond);
    await expect
      .poll(() => card.getByTestId("payout").textContent())
      .toBe(usd(((15_000 + waitingCents) * 70) / 100));

    // The customer's receipt: the fare's lines, the waiting line, and the card charged the sum.
    const total = usd(booking.estimatedPrice * 100 + waitingCents);
    const customer = await newPage({ viewport: PHONE });
    await customer.goto(`/manage-booking?reference=${booking.reference}`);
    await customer.getByLabel("Email").fill("ada@example.com");
    await customer.getByRole("button", { name: "Find My Booking" }).click();
    const lines = customer.getByTestId("payment-lines");
    await lines.getByText(`Waiting time (${minutes} min beyond 60 free)`).waitFor();
    await lines.getByText(usd(waitingCents)).waitFor();
    await lines.getByText("Ride total").waitFor();
    await lines.getByText(total).waitFor();
    await customer.getByText(`You were charged ${total}.`).waitFor();
    expect(await seriousA11yViolations(customer)).toEqual([]);
    await customer.getByTestId("payment-lines").scrollIntoViewIfNeeded();
    await screenshot(customer, "manage-booking-receipt-waiting-phone");

    const mail = await messageFor(token, booking.reference, "payment-receipt");
    expect(mail.body).toContain(`Waiting time (${minutes} min beyond 60 free): ${usd(waitingCents)}`);
    expect(mail.body).toContain(`Total: ${total}`);

    // The dispatcher opens the same receipt from the outbox, as the customer reads it.
    const desk = await newPage({ viewport: DESKTOP });
    await adminSignIn(desk);
    await desk.getByRole("tab", { name: "Messages & quotes" }).click();
    await desk.getByLabel("Search outgoing messages").fill(booking.reference);
    await desk.getByRole("button", { name: `Receipt for your booking ${booking.reference}` }).click();
    const dialog = desk.getByRole("dialog", { name: `Receipt for your booking ${booking.reference}` });
    await dialog.getByText(/^E-mail to ada@example\.com/).waitFor();
    const body = dialog.getByTestId("outbox-message-body");
    expect(await body.textContent()).toBe(mail.body);
    expect(await seriousA11yViolations(desk)).toEqual([]);
    await screenshot(desk, "admin-outbox-receipt-desktop");
  });
});

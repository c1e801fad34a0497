// Issue 38: extras during or after the ride (tolls, parking, a sign), added from the console's booking.
import { RIDE_DAY_HOURS } from "./booking-support";
import { adminSignIn, openAdminBooking } from "./driver-support";
import { expect, test } from "./fixtures";
import { adminToken, bookAt, completeRide, paymentOf, runJobs } from "./money-support";
import { DESKTOP, PHONE, screenshot, seriousA11yViolations } from "./support/browser";

const unique = () => Date.now().toString(36);

test.describe("an operator's day: extras", () => {
  test.use({ viewport: DESKTOP });

  test("the dispatcher adds a toll to a completed ride: charged to the saved card, in the ledger and the history", async ({
    dispatcher: page,
    newPage,
  }) => {
    const token = await adminToken();
    const receipt = await bookAt(RIDE_DAY_HOURS, `Toll${unique()}`);
    await completeRide(token, receipt.bookingId, `Toll${unique()}`);
    await runJobs(token);
    const before = await paymentOf(token, receipt.bookingId);
    expect(before).toMatchObject({ settled: true, extras: [] });

    const drawer = await openAdminBooking(page, receipt.reference);
    const extras = drawer.getByRole("region", { name: "Extras" });
    await extras.getByText("No extras on this ride.").waitFor();
    await extras.getByRole("button", { name: "Add an extra" }).click();
    const dialog = page.getByRole("dialog", { name: "Add an extra" });
    await dialog.getByText(/This ride's money is settled: the saved card is charged for it now/).waitFor();
    await dialog.getByLabel("What").selectOption("toll");
    await dialog.getByLabel("Amount (USD)").fill("12.50");
    await dialog.getByLabel(/^Note/).fill("Mass Pike");
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, "ops-extras-add-desktop");
    await dialog.getByRole("button", { name: "Add extra" }).click();
    await page.getByText("Tolls: Mass Pike ($12.50) added: charged to the saved card").waitFor();
    await dialog.waitFor({ state: "hidden" });

    // The drawer: the extra with its money, the processor's charge and capture, the history's row.
    const extra = extras.getByTestId("extra").filter({ hasText: "Tolls: Mass Pike" });
    await expect(extra.getByTestId("extra-state")).toHaveText("Charged to the saved card");
    await expect(extra).toContainText("$12.50");
    const events = drawer.getByTestId("payment-events");
    await expect(events).toContainText("charge $12.50 · succeeded");
    await expect(events).toContainText("capture $12.50 · succeeded");
    await expect(drawer).toContainText("(Tolls: Mass Pike: $12.50 added; the payment is settled again)");
    await extra.scrollIntoViewIfNeeded();
    await screenshot(page, "ops-extras-charged-desktop");

    // The ledger, read back through the API: one charge and one capture of $12.50, the line once.
    const after = await paymentOf(token, receipt.bookingId);
    expect(after.capturedCents - before.capturedCents).toBe(1250);
    expect(after.settled).toBe(true);
    const moved = after.events.filter((e) => e.amountCents === 1250 && e.outcome === "succeeded");
    expect(moved.map((e) => e.kind).sort()).toEqual(["capture", "charge"]);
    expect(after.lines.filter((l) => l.code === "toll")).toEqual([
      { kind: "extra", code: "toll", description: "Tolls: Mass Pike", amountCents: 1250 },
    ]);

    // On a phone: the same booking, the extra and its state readable without sideways scrolling.
    const phone = await newPage({ viewport: PHONE });
    await adminSignIn(phone);
    const small = await openAdminBooking(phone, receipt.reference);
    const listed = small.getByRole("region", { name: "Extras" }).getByTestId("extra");
    await expect(listed.getByTestId("extra-state")).toHaveText("Charged to the saved card");
    await listed.scrollIntoViewIfNeeded();
    const width = await phone.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
    expect(await seriousA11yViolations(phone)).toEqual([]);
    await screenshot(phone, "ops-extras-phone");
    await small.getByRole("button", { name: "Add an extra" }).click();
    const form = phone.getByRole("dialog", { name: "Add an extra" });
    await form.getByLabel("What").selectOption("parking");
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(phone, "ops-extras-add-phone");
    await form.getByRole("button", { name: "Cancel" }).click();
    await form.waitFor({ state: "hidden" });
  });
});

import { futureDate } from "./booking-support";
import { adminToken, approveAndAssign, bookRide, registerDriver } from "./driver-support";
import { expect, test } from "./fixtures";
import { DESKTOP, PHONE, screenshot } from "./support/browser";

test.describe("the dispatcher's day plan", () => {
  for (const [width, viewport] of [
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const) {
    test.describe(() => {
      test.use({ viewport });
      test(`lays out a day's rides by driver, one to fill, and opens a ride from its block (${width})`, async ({
        dispatcher: page,
      }) => {
        const tag = `P${Date.now().toString(36)}`;
        // A day of its own, 40 to 60 days ahead: no other test books it.
        const day = futureDate(40 + Math.floor(Math.random() * 20));
        const token = await adminToken();
        const driver = await registerDriver(token, "Plan", tag);
        const morning = await bookRide(`${tag}a`, { date: day, time: "08:00" });
        const afternoon = await bookRide(`${tag}b`, { date: day, time: "15:30" });
        const open = await bookRide(`${tag}c`, { date: day, time: "11:00" });
        await approveAndAssign(token, morning.bookingId, driver.driver_id);
        await approveAndAssign(token, afternoon.bookingId, driver.driver_id);

        await page.getByRole("tab", { name: "Day plan" }).click();
        await page.getByLabel("Day", { exact: true }).fill(day);
        const lane = page.locator(`[data-testid="plan-lane"][data-driver="Plan ${tag}"]`);
        const blocks = lane.getByTestId("plan-ride");
        await expect.poll(() => blocks.count(), { timeout: 10_000 }).toBe(2);
        await lane.locator(`[data-reference="${morning.reference}"]`).waitFor();
        expect(
          await lane.locator(`[data-reference="${morning.reference}"]`).getAttribute("aria-label"),
        ).toMatch(
          new RegExp(`^${morning.reference}, 8:00 AM ET to \\d{1,2}:\\d{2} (AM|PM) ET, Ada ${tag}a$`),
        );
        const toFill = page.locator('[data-testid="plan-lane"][data-driver="No driver yet"]');
        await toFill.locator(`[data-reference="${open.reference}"]`).waitFor();
        await screenshot(page, `admin-day-plan-${width}`);

        await lane.locator(`[data-reference="${afternoon.reference}"]`).click();
        await page.getByRole("dialog", { name: `Booking ${afternoon.reference}` }).waitFor();
      });
    });
  }
});

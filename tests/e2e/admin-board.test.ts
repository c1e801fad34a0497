import { pickupIn, RIDE_DAY_HOURS } from "./booking-support";
import { bookRide } from "./driver-support";
import { expect, test } from "./fixtures";
import { DESKTOP, PHONE, screenshot } from "./support/browser";

test.describe("the dispatcher's board of the next 24 hours", () => {
  for (const [width, viewport] of [
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const) {
    test.describe(() => {
      test.use({ viewport });
      test(`shows the day's rides by pickup time, a ride without a driver flagged (${width})`, async ({
        dispatcher: page,
      }) => {
        const tag = `B${Date.now().toString(36)}`;
        const booking = await bookRide(tag, pickupIn(RIDE_DAY_HOURS));
        await page.getByRole("tab", { name: "Next 24 hours" }).click();
        const row = page.locator(`[data-testid="board-row"][data-reference="${booking.reference}"]`);
        await row.waitFor();
        await row.getByText("No driver").waitFor();
        await row.getByText(`Ada ${tag}`, { exact: false }).waitFor();
        await row.getByText("BA 213").waitFor();
        expect(await page.getByRole("table", { name: "Rides in the next 24 hours" }).count()).toBe(1);
        await screenshot(page, `admin-board-${width}`);
        await row.getByRole("button", { name: booking.reference }).click();
        await page.getByRole("dialog", { name: `Booking ${booking.reference}` }).waitFor();
      });
    });
  }
});

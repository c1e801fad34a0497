import { formatServiceTime, serviceDateTime, serviceInstant } from "@chauffeur/contract";
import { futureDate } from "./booking-support";
import { adminToken, bookRide, openAdminBooking } from "./driver-support";
import { expect, test } from "./fixtures";
import { messageFor } from "./money-support";
import { screenshot } from "./support/browser";

const LOGAN = "Boston Logan International Airport (BOS), Boston, MA";

test.describe("a flight the dispatcher follows by hand", () => {
  test("moves the pickup after the landing entered, and the customer is told", async ({
    dispatcher: page,
  }) => {
    const tag = `F${Date.now().toString(36)}`;
    const date = futureDate(5);
    const booking = await bookRide(
      tag,
      { date, time: "17:00" },
      { pickupLocation: LOGAN, destination: "Quincy, MA" },
    );
    const pickupAt = serviceInstant(date, "17:00")?.getTime() ?? 0;

    const drawer = await openAdminBooking(page, booking.reference);
    await drawer.getByText("BA 213").waitFor();
    await drawer.getByRole("button", { name: "Enter landing time" }).click();
    const dialog = page.getByRole("dialog", { name: "When does BA 213 land?" });
    // Booked for 5:00 PM as if the flight landed at 4:30; it now lands at 5:10.
    await dialog.getByLabel("Landing time").fill("17:10");
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
    await screenshot(page, "admin-flight-landing-desktop");
    await dialog.getByRole("button", { name: "Move pickup" }).click();
    const moved = pickupAt + 40 * 60_000;
    await page
      .getByText(`Pickup moved to ${formatServiceTime(moved, { year: true })}`)
      .first()
      .waitFor();
    await drawer.getByText(formatServiceTime(moved)).first().waitFor();
    await drawer.getByText(/BA 213 · landing entered by dispatch, lands 5:10 PM ET/).waitFor();
    expect(serviceDateTime(moved).time).toBe("17:40");

    const told = await messageFor(await adminToken(), booking.reference, "pickup-moved");
    expect(told.body).toContain("Flight BA 213 is now expected to land at 5:10 PM ET");
  });
});

import { BookingLookupResult } from "@chauffeur/contract";
import { openAdminBooking } from "./driver-support";
import { expect, test } from "./fixtures";
import { call } from "./support/api";
import { DESKTOP, PHONE, screenshot, seriousA11yViolations } from "./support/browser";

test.describe("the dispatcher cancels a booking", () => {
  for (const [label, viewport] of [
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const) {
    test.describe(() => {
      test.use({ viewport });
      test(`asks for a reason, can waive the fee, and the customer sees it cancelled (${label})`, async ({
        dispatcher: page,
        bookedTrip: booking,
      }) => {
        const drawer = await openAdminBooking(page, booking.reference);
        await drawer.getByRole("button", { name: "Cancel booking" }).click();
        const dialog = page.getByRole("alertdialog", { name: `Cancel booking ${booking.reference}?` });
        await dialog
          .getByText(/Full refund when you cancel 24 hours or more before pickup: 100% refund, no fee/)
          .waitFor();
        await dialog.getByRole("button", { name: "Cancel booking" }).click();
        await dialog.getByText("A reason is required").waitFor();
        await dialog.getByLabel("Reason").fill("The customer's flight was cancelled");
        await dialog.getByText("Waive the fee (full refund)").click();
        expect(await seriousA11yViolations(page)).toEqual([]);
        await screenshot(page, `admin-cancel-dialog-${label}`);
        await dialog.getByRole("button", { name: "Cancel booking" }).click();
        await page.getByText(`Booking ${booking.reference} cancelled`).waitFor();
        await drawer
          .getByText(/status pending → cancelled \(Cancelled by the dispatcher: 100% refund/)
          .waitFor();
        await expect(drawer.getByRole("button", { name: "Cancel booking" }).count()).resolves.toBe(0);
        await screenshot(page, `admin-cancel-done-${label}`);

        const lookup = await call("/api/bookings/lookup", {
          method: "POST",
          body: JSON.stringify({ reference: booking.reference, email: "ada@example.com" }),
        });
        const { booking: seen } = BookingLookupResult.parse(await lookup.json());
        expect(seen).toMatchObject({ status: "cancelled", refundPercent: 100 });
      });
    });
  }
});

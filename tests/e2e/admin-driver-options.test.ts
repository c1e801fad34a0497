// The dispatcher's driver choice shows who is free before the click (issue 15).
import { formatTimeLabel, formatUsDate } from "@chauffeur/contract";
import { futureDate } from "./booking-support";
import { adminToken, approveAndAssign, bookRide, openAdminBooking, registerDriver } from "./driver-support";
import { expect, test } from "./fixtures";
import { DESKTOP, PHONE, screenshot } from "./support/browser";

test.describe("the driver choice in the booking drawer", () => {
  for (const [label, viewport] of [
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ] as const) {
    test.describe(() => {
      test.use({ viewport });
      test(`shows a busy driver, not selectable, with the ride that clashes (${label})`, async ({
        dispatcher: page,
      }) => {
        const tag = `O${label}${Date.now().toString(36)}`;
        const token = await adminToken();
        const first = await bookRide(`${tag}a`, 6);
        const second = await bookRide(`${tag}b`, 6);
        const busy = await registerDriver(token, "Ivy", tag);
        const free = await registerDriver(token, "Jon", tag);
        await approveAndAssign(token, first.bookingId, busy.driver_id);

        const drawer = await openAdminBooking(page, second.reference);
        const picker = drawer.getByRole("combobox");
        const clash = `Ivy ${tag} (busy: ${first.reference}, ${formatUsDate(futureDate(6))} ${formatTimeLabel("14:30")})`;
        const busyOption = picker.locator("option", { hasText: `Ivy ${tag}` });
        await expect.poll(() => busyOption.textContent()).toBe(clash);
        expect(await busyOption.isDisabled()).toBe(true);
        expect(await picker.locator("option", { hasText: `Jon ${tag}` }).isDisabled()).toBe(false);
        await screenshot(page, `admin-driver-options-${label}`);

        await picker.selectOption({ label: `Jon ${tag}` });
        await drawer.getByRole("button", { name: "Assign", exact: true }).click();
        await page.getByText("Driver assigned successfully!").waitFor();
        // Now Jon holds it: shown, not selectable, as the current driver.
        await expect
          .poll(() => picker.locator("option", { hasText: `Jon ${tag}` }).textContent())
          .toBe(`Jon ${tag} (assigned now)`);
        expect(free.driver_id).toBeTruthy();
      });
    });
  }
});

// The dispatcher's driver choice shows who is free before the click (issue 15); a clash is assigned
// only with a reason (issue 42).
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
      test(`shows a busy driver with the ride that clashes, assigned only with a reason (${label})`, async ({
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
        // A clash is a warning, not a wall (issue 42): the busy driver may be chosen, with a reason.
        expect(await busyOption.isDisabled()).toBe(false);
        expect(await picker.locator("option", { hasText: `Jon ${tag}` }).isDisabled()).toBe(false);
        await picker.selectOption({ label: clash });
        const assign = drawer.getByRole("button", { name: "Assign", exact: true });
        await expect(assign).toBeDisabled();
        await drawer.getByText(`Clashes with ${first.reference} on`).waitFor();
        await drawer
          .getByLabel(/assign anyway only with a reason/)
          .fill("Her first ride is a short hop nearby");
        await screenshot(page, `admin-driver-options-${label}`);

        await assign.click();
        await page.getByText("Driver assigned successfully!").waitFor();
        // Now Ivy holds it: shown, not selectable, as the current driver.
        await expect
          .poll(() => picker.locator("option", { hasText: `Ivy ${tag}` }).textContent())
          .toBe(`Ivy ${tag} (assigned now)`);
        expect(free.driver_id).toBeTruthy();
      });
    });
  }
});

// The whole product in one ride: a customer books through the pages, the dispatcher approves and
// assigns in the admin dashboard, the driver accepts and completes it, and the dispatcher sees it done.
import {
  acceptAgreements,
  chooseVehicle,
  continueToCustomerInfo,
  continueToPayment,
  fillCustomer,
  pickupIn,
  RIDE_DAY_HOURS,
} from "./booking-support";
import {
  adminSignIn,
  adminToken,
  driverSignIn,
  openAdminBooking,
  registerDriver,
  rideCard,
  tapEarlyStep,
} from "./driver-support";
import { expect, test } from "./fixtures";
import { PHONE } from "./support/browser";

test.describe("a ride from booking to completion", () => {
  test("is booked in the booking flow, dispatched in the admin dashboard and driven in the driver dashboard", async ({
    newPage,
  }) => {
    const tag = `J${Date.now().toString(36)}`;

    // The customer, on a phone.
    const customer = await newPage({ viewport: PHONE });
    await customer.goto("/");
    const form = customer.getByRole("form", { name: "Quick Booking" });
    await form.getByRole("combobox", { name: /Pickup location/ }).fill("Quincy");
    await form.getByRole("option", { name: "Quincy, MA", exact: true }).click();
    await form.getByRole("combobox", { name: /Destination/ }).fill("Cambridge");
    await form.getByRole("option", { name: "Cambridge, MA", exact: true }).click();
    // A ride for later today (or tonight): the driver can set off as soon as it is assigned.
    const pickup = pickupIn(RIDE_DAY_HOURS);
    await form.locator('input[name="date"]').fill(pickup.date);
    await form.locator('select[name="time"]').selectOption(pickup.time);
    await form.getByRole("button", { name: "Book Now" }).click();
    await customer.getByRole("heading", { level: 1, name: "Choose your vehicle" }).waitFor();
    await chooseVehicle(customer, "Executive Sedan");
    await continueToCustomerInfo(customer);
    await fillCustomer(customer, `${tag.toLowerCase()}@example.com`);
    await continueToPayment(customer);
    await customer.getByLabel("Card number").fill("5555 5555 5555 4444");
    await customer.getByLabel("Expiry date").fill("1230");
    await customer.getByLabel("CVV").fill("321");
    await customer.getByLabel("Name on card").fill("Ada Lovelace");
    await customer.getByLabel("Billing address").fill("1 Beacon St");
    await customer.getByLabel("City").fill("Boston");
    await customer.getByLabel("State").fill("MA");
    await customer.getByLabel("ZIP code").fill("02108");
    await acceptAgreements(customer);
    await customer.getByRole("button", { name: "Authorize and Book" }).click();
    await customer.getByRole("heading", { level: 1, name: "Authorization Successful!" }).waitFor();
    const reference = (await customer.getByText(/^BC-[A-Z0-9]{6}$/).textContent())?.trim() ?? "";
    expect(reference).toMatch(/^BC-[A-Z0-9]{6}$/);

    // The dispatcher approves it and assigns a sedan driver.
    const marcus = await registerDriver(await adminToken(), "Marcus", tag);
    const admin = await newPage();
    await adminSignIn(admin);
    let drawer = await openAdminBooking(admin, reference);
    await drawer.getByText(`${tag.toLowerCase()}@example.com`).first().waitFor();
    await drawer.getByRole("button", { name: "Approve booking" }).click();
    await admin.getByText("Booking approved successfully!").waitFor();
    await drawer.getByRole("combobox").selectOption({ label: `Marcus ${tag}` });
    await drawer.getByRole("button", { name: "Assign", exact: true }).click();
    await admin.getByText("Driver assigned successfully!").waitFor();
    await admin.keyboard.press("Escape");

    // The driver accepts and drives it.
    const driver = await newPage({ viewport: PHONE });
    await driver.goto("/driver");
    await driverSignIn(driver, marcus.email);
    const card = rideCard(driver, reference);
    await card.waitFor();
    await card.getByText("Ada Lovelace").waitFor();
    await card.getByRole("button", { name: `Accept ride ${reference}` }).click();
    const dialog = driver.getByRole("dialog", { name: `Accept ride ${reference}?` });
    await dialog.getByLabel("Note for dispatch (optional)").fill("At the curb in a black S-Class");
    await dialog.getByRole("button", { name: "Accept ride" }).click();
    await driver.getByText("Booking accepted successfully!").waitFor();
    for (const button of ["Start: on my way", "Arrived at pickup", "Passenger on board"]) {
      // Hours before the pickup, arriving and boarding are asked first.
      if (button === "Start: on my way") await card.getByRole("button", { name: button }).click();
      else await tapEarlyStep(driver, card, button);
      await expect
        .poll(() => card.getByTestId("ride-status").getAttribute("data-status"))
        .toBe("in_progress");
    }
    await card.getByRole("button", { name: "Complete ride" }).click();
    await driver
      .getByRole("alertdialog", { name: `Complete ride ${reference}?` })
      .getByRole("button", { name: "Yes, complete ride" })
      .click();
    // Completing captures the fare with the card processor before it answers: allow it a few seconds.
    await expect
      .poll(() => card.getByTestId("ride-status").getAttribute("data-status"), { timeout: 10_000 })
      .toBe("completed");

    // The dispatcher sees the ride completed, with the driver's note in its history.
    await admin.reload();
    await admin.getByRole("button", { name: "Logout" }).waitFor();
    drawer = await openAdminBooking(admin, reference);
    await drawer.getByText("At the curb in a black S-Class").first().waitFor();
    await drawer.getByText("confirmed → completed").waitFor();
  });
});

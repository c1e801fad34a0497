import {
  BOOKING_LOOKUP_FAILED,
  BookingLookupResult,
  CANCELLATION_TIERS,
  formatUsDate,
} from "@chauffeur/contract";
import type { Page } from "@playwright/test";
import { futureDate, pickupIn, RIDE_DAY_HOURS } from "./booking-support";
import { approveAndAssign, bookRide, driveRide, registerDriver } from "./driver-support";
import { expect, test } from "./fixtures";
import { adminToken, bookingsMatching, call } from "./support/api";
import { DESKTOP, PHONE, screenshot, seriousA11yViolations } from "./support/browser";

const EMAIL = "ada@example.com";

async function findBooking(page: Page, reference: string, email = EMAIL) {
  await page.getByLabel("Booking reference").fill(reference);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Find My Booking" }).click();
}

const status = (page: Page) => page.getByTestId("booking-status");

test.describe("the customer's Manage booking page", () => {
  test("is one click from the success page, with the reference filled in", async ({
    newPage,
    bookedTrip: receipt,
  }) => {
    const page = await newPage({ viewport: PHONE });
    await page.goto("/booking");
    // What the payment step leaves for the success page in this tab.
    await page.evaluate((c) => sessionStorage.setItem("booking-confirmation", JSON.stringify(c)), {
      reference: receipt.reference,
      sessionId: receipt.sessionId,
      total: receipt.estimatedPrice,
    });
    await page.goto(`/booking-success?session_id=${receipt.sessionId}`);
    await page.getByRole("heading", { level: 1, name: "Authorization Successful!" }).waitFor();
    await page.getByRole("link", { name: "Manage your booking" }).click();
    await page.waitForURL((u) => u.pathname === "/manage-booking");
    expect(await page.getByLabel("Booking reference").inputValue()).toBe(receipt.reference);
    await page.getByLabel("Email").fill(EMAIL);
    await page.getByRole("button", { name: "Find My Booking" }).click();
    await page.getByRole("heading", { level: 2, name: receipt.reference }).waitFor();
  });

  test("is found from the header's person menu and from the booking page", async ({ newPage }) => {
    const page = await newPage({ viewport: DESKTOP });
    await page.goto("/booking");
    const account = page.getByRole("button", { name: "Your booking and chauffeur sign-in" });
    // /booking is a page of islands: the tap wakes the header, which then opens its menu.
    await account.click();
    await expect(account).toHaveAttribute("aria-expanded", "true");
    const menu = page.locator(`[id="${await account.getAttribute("aria-controls")}"]`);
    const items = await menu.getByRole("link").allTextContents();
    expect(items.map((t) => t.trim())).toEqual(["Your Account", "Manage My Booking", "Chauffeur Sign-In"]);
    await page.keyboard.press("Escape");
    await expect(account).toHaveAttribute("aria-expanded", "false");
    // A link on a page of islands loads the next page as a document: its menu answers once it hydrated.
    await page.getByRole("link", { name: "Find, check or cancel your booking" }).click();
    await page.getByRole("heading", { level: 1, name: "Manage Your Booking" }).waitFor();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await account.click();
    await page.getByRole("link", { name: "Chauffeur Sign-In" }).click();
    await page.waitForURL("**/driver");
  });

  test("finds a booking by reference and email, states the terms and cancels it through the dialog", async ({
    newPage,
    bookedTrip: { reference },
  }) => {
    // The wrong e-mail is refused on purpose: the browser logs that 404.
    const page = await newPage({ viewport: DESKTOP, allowErrors: [/status of 404/] });
    await page.goto(`/manage-booking?reference=${reference}`);
    await page.getByRole("heading", { level: 1, name: "Manage Your Booking" }).waitFor();
    expect(await page.title()).toMatch(/^Manage Your Booking \| /);
    expect(await page.getByLabel("Booking reference").inputValue()).toBe(reference);

    await page.getByLabel("Booking reference").fill("BC-12");
    await page.getByRole("button", { name: "Find My Booking" }).click();
    await page.getByText("Please enter the reference from your confirmation, e.g. BC-7K4Q9M").waitFor();
    await page.getByText("Email is required").waitFor();

    await findBooking(page, reference, "someone-else@example.com");
    await page.getByRole("alert").filter({ hasText: BOOKING_LOOKUP_FAILED }).waitFor();
    await screenshot(page, "manage-booking-lookup-desktop");
    expect(await seriousA11yViolations(page)).toEqual([]);

    await findBooking(page, reference.toLowerCase());
    await page.getByRole("heading", { level: 2, name: reference }).waitFor();
    expect(await status(page).textContent()).toBe("Awaiting confirmation");
    await page.getByText("We are assigning your chauffeur").waitFor();
    const main = page.locator("main");
    for (const text of [
      formatUsDate(futureDate(4)),
      "2:30 PM",
      "Executive Sedan",
      "BA 213",
      "Visa ending in 4242",
      "$210.00",
      CANCELLATION_TIERS[0]?.label ?? "",
    ]) {
      await main.getByText(text, { exact: true }).first().waitFor();
    }
    await main.getByText("Cancellation fee").waitFor();
    // What happened to the money, from the ledger: the $1 check, nothing charged.
    await main.getByText("Your card is checked and saved for this ride. Nothing is charged yet.").waitFor();
    await main.getByText("Card check (released later)").waitFor();
    // The look-up's token lives in React state only.
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
    expect(stored).not.toMatch(/eyJ/);
    await screenshot(page, "manage-booking-found-desktop");
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Cancel Booking" }).click();
    const dialog = page.getByRole("alertdialog", { name: `Cancel booking ${reference}?` });
    await dialog.getByText("You will receive a full refund; no cancellation fee applies.").waitFor();
    await dialog.getByRole("button", { name: "Keep Booking" }).click();
    await dialog.waitFor({ state: "hidden" });
    expect(await status(page).textContent()).toBe("Awaiting confirmation");

    await page.getByRole("button", { name: "Cancel Booking" }).click();
    await dialog.getByLabel("Reason for cancelling (optional)").fill("Plans changed");
    await screenshot(page, "manage-booking-dialog-desktop");
    await dialog.getByRole("button", { name: "Cancel Booking" }).click();
    await expect.poll(() => status(page).textContent()).toBe("Cancelled");
    await page.getByText("Booking cancelled", { exact: true }).waitFor();
    await main.getByText("Nothing was charged. Every hold on your card is released.").waitFor();
    await expect(main.getByText("Refund applied").count()).resolves.toBe(0);
    await main.getByText("$0.00", { exact: true }).waitFor();
    expect(await main.getByRole("button", { name: "Cancel Booking" }).count()).toBe(0);
    await screenshot(page, "manage-booking-cancelled-desktop");

    const [booking] = await bookingsMatching(reference);
    expect(booking?.status).toBe("cancelled");
  });

  test("keeps the view and says why when the booking was cancelled meanwhile, and asks to look up again when the session is refused", async ({
    newPage,
    bookedTrip: { reference },
  }) => {
    const page = await newPage({ viewport: PHONE, allowErrors: [/status of 40[19]/] });
    await page.goto("/manage-booking");
    await findBooking(page, reference);
    await page.getByRole("heading", { level: 2, name: reference }).waitFor();
    await screenshot(page, "manage-booking-found-phone");
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The same customer cancels from another device while this page still shows the booking.
    const lookup = await call("/api/bookings/lookup", {
      method: "POST",
      body: JSON.stringify({ reference, email: EMAIL }),
    });
    const { token } = BookingLookupResult.parse(await lookup.json());
    const cancel = await call(`/api/bookings/${reference}/cancel`, { method: "POST", token, body: "{}" });
    expect(cancel.status).toBe(200);

    await page.getByRole("button", { name: "Cancel Booking" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Cancel Booking" }).click();
    await page.getByRole("alert").filter({ hasText: "This booking is already cancelled." }).waitFor();
    await expect.poll(() => status(page).textContent()).toBe("Cancelled");

    // A token the server no longer accepts (as after 30 minutes) sends the customer back to the form.
    const { reference: second } = await bookRide("Expired");
    await page.getByRole("button", { name: "Look Up Another Booking" }).click();
    await findBooking(page, second);
    await page.getByRole("heading", { level: 2, name: second }).waitFor();
    await page.route("**/api/bookings/*/cancel", (route) =>
      route.continue({ headers: { ...route.request().headers(), authorization: "Bearer expired" } }),
    );
    await page.getByRole("button", { name: "Cancel Booking" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Cancel Booking" }).click();
    await page.getByText("Your session has expired. Please look up your booking again.").waitFor();
    expect(await page.getByLabel("Booking reference").inputValue()).toBe(second);
    expect(await page.getByLabel("Email").inputValue()).toBe(EMAIL);
    await screenshot(page, "manage-booking-expired-phone");
    expect((await bookingsMatching(second))[0]?.status).toBe("pending");
  });

  test("names the chauffeur and gives our phone number instead of the button once the ride is under way", async ({
    newPage,
  }) => {
    const { reference, bookingId } = await bookRide("Underway", pickupIn(RIDE_DAY_HOURS));
    const token = await adminToken();
    const driver = await registerDriver(token, "Sam", "Underway");
    await approveAndAssign(token, bookingId, driver.driver_id);
    await driveRide(driver, bookingId, ["en_route"]);

    const page = await newPage({ viewport: PHONE });
    await page.goto(`/manage-booking?reference=${reference}`);
    await page.getByLabel("Email").fill(EMAIL);
    await page.getByRole("button", { name: "Find My Booking" }).click();
    await page.getByRole("heading", { level: 2, name: reference }).waitFor();
    expect(await status(page).textContent()).toBe("Confirmed");
    await page.getByText("Your chauffeur: Sam").waitFor();
    await page.getByText("Your ride is under way. Please call us for any change.").waitFor();
    expect(await page.locator("main a[href^='tel:']").count()).toBe(1);
    expect(await page.getByRole("button", { name: "Cancel Booking" }).count()).toBe(0);
    await screenshot(page, "manage-booking-underway-phone");
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});

import { BookingReceipt } from "@chauffeur/contract";
import type { Page } from "@playwright/test";
import { futureDate } from "./booking-support";
import { expect, test } from "./fixtures";
import { call } from "./support/api";
import { DESKTOP, PHONE, screenshot, seriousA11yViolations } from "./support/browser";

/** A booking made through the booking API (the same call the payment step makes), paid with a sandbox card. */
async function bookRide(lastName: string) {
  const res = await call("/api/bookings", {
    method: "POST",
    body: JSON.stringify({
      serviceType: "one-way",
      pickupLocation: "Quincy, MA",
      destination: "Boston Logan International Airport (BOS), Boston, MA",
      date: futureDate(5),
      time: "14:30",
      vehicleType: "executive-sedan",
      customerInfo: { name: `Ada ${lastName}`, email: "ada@example.com", phone: "(617) 555-0100" },
      flightNumber: "BA 213",
      travelingWithChild: false,
      childSeats: 0,
      specialRequests: "Meet at arrivals",
      estimatedPrice: 165,
      passengerCount: 1,
      luggageCount: 1,
      paymentInfo: { provider: "sandbox", token: "tok_sandbox_visa", cardLast4: "4242", brand: "visa" },
    }),
  });
  expect(res.status).toBe(201);
  return BookingReceipt.parse(await res.json());
}

async function signIn(page: Page, password: string) {
  await page.getByLabel("Username").fill("admin");
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

async function addDriver(page: Page, first: string, last: string) {
  await page.getByRole("tab", { name: "Drivers" }).click();
  await page.getByRole("button", { name: "Add driver" }).click();
  const dialog = page.getByRole("dialog", { name: "Add driver" });
  await dialog.getByLabel("First name").fill(first);
  await dialog.getByLabel("Last name").fill(last);
  await dialog.getByLabel("Email").fill(`${first.toLowerCase()}-${Date.now()}@example.com`);
  await dialog.getByLabel("Phone").fill("(617) 555-0142");
  await dialog.getByLabel("License number").fill(`MA-${last.toUpperCase()}`);
  await dialog.getByLabel("Password").fill("driverpass123");
  await dialog.getByText("sedan", { exact: true }).click();
  await dialog.getByRole("button", { name: "Add driver" }).click();
  await page.getByText(`Driver ${first} ${last} added successfully!`).waitFor();
  await page.getByRole("cell", { name: `${first} ${last}`, exact: true }).waitFor();
}

async function openBooking(page: Page, reference: string) {
  await page.getByRole("tab", { name: "Bookings" }).click();
  await page.getByLabel("Search bookings").fill(reference);
  await page.getByRole("button", { name: reference }).click();
  await page.getByRole("dialog", { name: `Booking ${reference}` }).waitFor();
  return page.getByRole("dialog", { name: `Booking ${reference}` });
}

test.describe("the admin dashboard", () => {
  test("signs in, approves, assigns, reassigns, edits and deletes a driver, shows messages and logs out", async ({
    newPage,
  }) => {
    const tag = `E${Date.now().toString(36)}`;
    const booking = await bookRide(tag);
    const sent = await call("/api/contact", {
      method: "POST",
      body: JSON.stringify({
        name: `Mia ${tag}`,
        email: "mia@example.com",
        phone: "617 555 0111",
        service: "wedding",
        message: "Two cars for a June wedding.",
      }),
    });
    expect(sent.status).toBe(201);
    // The wrong password's 401 and the refused edit's 409 are part of the walk.
    const page = await newPage({ allowErrors: [/401/, /status of 409/] });
    await page.goto("/admin");
    await page.getByRole("heading", { level: 1, name: "Admin Dashboard" }).waitFor();
    await expect(page.getByTestId("dev-credentials").textContent()).resolves.toContain(
      "chauffeur-admin-2026",
    );
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, "admin-sign-in-desktop");

    await signIn(page, "wrong-password");
    await page.getByText("Invalid username or password").waitFor();
    await signIn(page, "chauffeur-admin-2026");
    await page.getByRole("button", { name: "Logout" }).waitFor();

    let drawer = await openBooking(page, booking.reference);
    await drawer.getByText(`Ada ${tag}`).waitFor();
    await drawer.getByRole("button", { name: "Approve booking" }).click();
    await page.getByText("Booking approved successfully!").waitFor();
    await drawer.getByText("pending → confirmed", { exact: false }).waitFor();
    await page.keyboard.press("Escape");

    await addDriver(page, "Marcus", tag);
    await addDriver(page, "Rosa", tag);

    drawer = await openBooking(page, booking.reference);
    await drawer.getByRole("combobox").selectOption({ label: `Marcus ${tag}` });
    await drawer.getByRole("button", { name: "Assign", exact: true }).click();
    await page.getByText("Driver assigned successfully!").waitFor();
    await drawer.getByText("Reassign to another driver").waitFor();
    await drawer.getByRole("combobox").selectOption({ label: `Rosa ${tag}` });
    await drawer.getByRole("button", { name: "Reassign" }).click();
    await page.getByText("Booking reassigned successfully!").waitFor();
    await drawer.getByText(`Reassigned to Rosa ${tag}`, { exact: false }).waitFor();
    // The top of the drawer and the booking's row say who drives, the route and where the money stands.
    const summary = drawer.getByTestId("booking-summary");
    await summary.getByText(`Rosa ${tag}`).waitFor();
    await summary
      .getByText("Quincy, MA → Boston Logan International Airport (BOS), Boston, MA", { exact: false })
      .waitFor();
    await summary.getByText("verified").waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, "admin-booking-drawer-desktop");
    await page.keyboard.press("Escape");
    const row = page.getByRole("row").filter({ hasText: booking.reference });
    await row.getByText(`Rosa ${tag}`).waitFor();
    await row.getByText("verified").waitFor();

    await page.getByRole("tab", { name: "Drivers" }).click();
    // An edit that would strand Rosa's ride is refused and says why; a phone correction is saved.
    await page.getByRole("button", { name: `Edit Rosa ${tag}` }).click();
    const edit = page.getByRole("dialog", { name: `Edit Rosa ${tag}` });
    await edit.getByLabel("Status").selectOption("inactive");
    await edit.getByRole("button", { name: "Save changes" }).click();
    await edit.getByText(/reassign them before making the driver inactive/).waitFor();
    await screenshot(page, "admin-edit-driver-refused-desktop");
    await edit.getByLabel("Status").selectOption("active");
    await edit.getByLabel("Phone").fill("(617) 555-0199");
    // The owner sets the chauffeur's pay share in the same dialog.
    await edit.getByLabel(/Pay share/).fill("75");
    await screenshot(page, "admin-edit-driver-pay-share-desktop");
    const desktop = page.viewportSize() ?? DESKTOP;
    await page.setViewportSize(PHONE);
    await screenshot(page, "admin-edit-driver-pay-share-phone");
    await page.setViewportSize(desktop);
    await edit.getByRole("button", { name: "Save changes" }).click();
    await page.getByText(`Driver Rosa ${tag} updated successfully`).waitFor();
    await page.getByRole("cell", { name: /\(617\) 555-0199/ }).waitFor();
    await page
      .getByRole("row")
      .filter({ hasText: `Rosa ${tag}` })
      .getByText("Pay share 75%")
      .waitFor();
    await page.getByRole("button", { name: `Delete Rosa ${tag}` }).click();
    const confirm = page.getByRole("alertdialog", { name: `Delete Rosa ${tag}?` });
    await confirm.getByText("1 assigned booking(s)", { exact: false }).waitFor();
    await confirm.getByRole("button", { name: "Delete driver" }).click();
    await page.getByText(`Driver Rosa ${tag} deleted successfully`).waitFor();
    await expect.poll(() => page.getByRole("cell", { name: `Rosa ${tag}`, exact: true }).count()).toBe(0);

    drawer = await openBooking(page, booking.reference);
    await drawer.getByText("Assign a driver").waitFor();
    await page.keyboard.press("Escape");

    await page.getByRole("tab", { name: "Messages & quotes" }).click();
    await page.getByLabel("Search contact messages").fill(`mia ${tag}`);
    await page.getByText(`Mia ${tag} · wedding`).waitFor();
    await page.getByText("Two cars for a June wedding.").waitFor();
    await page.getByLabel("Search contact messages").fill(`nobody ${tag}`);
    await page.getByText("No matching messages.").waitFor();
    // What the customer was told, through the outbox: the booking confirmed, then the chauffeur.
    await page.getByLabel("Search outgoing messages").fill(booking.reference);
    await page.getByRole("cell", { name: `Your booking ${booking.reference} is confirmed` }).waitFor();
    // Two assignments, each by e-mail and by text message to the booking's phone.
    await expect
      .poll(() => page.getByRole("cell", { name: `Your chauffeur for ${booking.reference}` }).count())
      .toBe(4);
    // The rows of this booking only (the list may not be filtered yet while the search is typed).
    const texts = page
      .getByRole("row")
      .filter({ hasText: `Your chauffeur for ${booking.reference}` })
      .filter({ hasText: "(text message)" });
    await expect.poll(() => texts.count()).toBe(2);
    expect(await seriousA11yViolations(page)).toEqual([]);
    // A text message opens as the phone shows it: the bubble, with the tracking link to tap.
    await texts
      .first()
      .getByRole("button", { name: `Your chauffeur for ${booking.reference}` })
      .click();
    const sms = page.getByRole("dialog", { name: `Your chauffeur for ${booking.reference}` });
    await sms.getByText(/^Text message to \+1\d{10}/).waitFor();
    await sms
      .getByTestId("outbox-message-body")
      .getByRole("link", { name: /\/track\// })
      .waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, "admin-outbox-text-message-desktop");
    await sms.getByRole("button", { name: "Close message" }).click();
    await sms.waitFor({ state: "detached" });
    await page.getByRole("tab", { name: "Bookings" }).click();
    await page.getByLabel("Search bookings").fill("");
    // The whole list again, after the search's pause: its pager's buttons change state (and fade) then,
    // at a moment the test cannot see. A real violation stays; one caught mid-fade is gone a moment later.
    await expect.poll(() => seriousA11yViolations(page), { timeout: 5_000 }).toEqual([]);
    await screenshot(page, "admin-dashboard-desktop");

    await page.getByRole("button", { name: "Logout" }).click();
    await page.getByRole("button", { name: "Sign In" }).waitFor();
    await page.reload();
    await page.getByRole("button", { name: "Sign In" }).waitFor();
    await expect(page.getByRole("button", { name: "Logout" }).count()).resolves.toBe(0);
  });

  test("fits a phone, and an expired session returns to the sign-in screen with a message", async ({
    newPage,
  }) => {
    const page = await newPage({ viewport: PHONE, allowErrors: [/401/] });
    await page.goto("/admin");
    await page.getByRole("button", { name: "Sign In" }).waitFor();
    await screenshot(page, "admin-sign-in-phone");
    await signIn(page, "chauffeur-admin-2026");
    await page.getByRole("button", { name: "Logout" }).waitFor();
    await page.getByRole("cell").first().waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, "admin-dashboard-phone");
    // A token the server no longer accepts (as after expiry): the next call answers 401.
    await page.evaluate(() => {
      const key = "chauffeur.admin.session";
      const s = JSON.parse(sessionStorage.getItem(key) ?? "{}");
      sessionStorage.setItem(key, JSON.stringify({ ...s, token: `${s.token}x` }));
    });
    await page.reload();
    await page.getByText("Your session has expired. Please sign in again.").waitFor();
  });
});

import { SUV_REQUIRED_MESSAGE } from "@chauffeur/contract";
import type { Page } from "@playwright/test";
import { pickupIn, toPayment } from "./booking-support";
import { approveAndAssign, openAdminBooking, registerDriver } from "./driver-support";
import { expect, test } from "./fixtures";
import { adminToken, approve, bookAt, messageFor, paymentOf } from "./money-support";
import { call } from "./support/api";
import { DESKTOP, PHONE, screenshot, seriousA11yViolations } from "./support/browser";

const unique = () => Date.now().toString(36);

async function findBooking(page: Page, reference: string) {
  await page.goto(`/manage-booking?reference=${reference}`);
  await page.getByLabel("Email").fill("ada@example.com");
  await page.getByRole("button", { name: "Find My Booking" }).click();
  await page.getByRole("heading", { name: reference }).waitFor();
}

test.describe("changes by the customer and by dispatch", () => {
  // The console's refused change (a party that does not fit) is a 422 the browser logs.
  test.use({ allowConsoleErrors: /status of 422/ });
  test("a customer changes the time and the vehicle in Manage Booking, sees the new price first, and the hold follows", async ({
    newPage,
  }) => {
    const token = await adminToken();
    const receipt = await bookAt(48, `Change${unique()}`);
    await approve(token, receipt.bookingId);
    const held = await paymentOf(token, receipt.bookingId);
    expect(held.state).toBe("held");
    const page = await newPage({ viewport: PHONE });
    await findBooking(page, receipt.reference);
    await page.getByRole("button", { name: "Change booking" }).click();
    const form = page.getByRole("form", { name: "Change your booking" });
    const later = pickupIn(52);
    await form.getByLabel("Date").fill(later.date);
    await form.getByLabel("Pickup time").fill(later.time);
    await form.getByLabel("Vehicle").selectOption({ label: "Luxury SUV" });
    await form.getByRole("button", { name: "Review the new price" }).click();
    const preview = page.getByTestId("change-preview");
    await preview.waitFor();
    // Nothing changed yet: the price comes first.
    expect((await paymentOf(token, receipt.bookingId)).fareCents).toBe(held.fareCents);
    const newFare = /New fare\s*\$([\d,.]+)/.exec((await preview.textContent()) ?? "")?.[1] ?? "";
    const fareCents = Math.round(Number(newFare.replace(/,/g, "")) * 100);
    expect(fareCents).toBeGreaterThan(held.fareCents);
    await expect(preview.getByText("You pay more")).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, "ops-changes-manage-preview-phone");
    await form.getByRole("button", { name: "Confirm change" }).click();
    await page.getByText(`Booking ${receipt.reference} is changed`).first().waitFor();
    await expect
      .poll(async () => {
        const p = await paymentOf(token, receipt.bookingId);
        return [p.state, p.fareCents, p.heldCents];
      })
      .toEqual(["held", fareCents, fareCents]);
    const mail = await messageFor(token, receipt.reference, "booking-changed");
    expect(mail.body).toMatch(/Vehicle: Executive Sedan → Luxury SUV/);
  });

  test("a dispatcher moves a pickup in the console; the customer's and the chauffeur's messages say what changed", async ({
    dispatcher: page,
  }) => {
    await page.setViewportSize(DESKTOP);
    const token = await adminToken();
    const tag = `Move${unique()}`;
    const receipt = await bookAt(7 * 24, tag);
    const driver = await registerDriver(token, "Sam", tag);
    await approveAndAssign(token, receipt.bookingId, driver.driver_id);
    const drawer = await openAdminBooking(page, receipt.reference);
    await drawer.getByRole("button", { name: "Change booking" }).click();
    const dialog = page.getByRole("dialog", { name: `Change booking ${receipt.reference}` });
    // A party that does not fit: the server's reason appears at the field it names.
    await dialog.getByLabel("Passengers").selectOption("5");
    await dialog.getByRole("button", { name: "Save changes" }).click();
    await dialog.getByRole("alert").getByText(SUV_REQUIRED_MESSAGE).waitFor();
    await dialog.getByLabel("Passengers").selectOption("1");
    const was = (await dialog.getByLabel("Pickup time").inputValue()) || "";
    const moved = `${String((Number(was.slice(0, 2)) + 2) % 24).padStart(2, "0")}:${was.slice(3)}`;
    await dialog.getByLabel("Pickup time").fill(moved);
    await dialog.getByLabel("Notes for the chauffeur").fill("Gate B, sign with the surname");
    // The fare the change leaves, asked before saving (nothing is written by asking).
    await dialog.getByRole("button", { name: "Price this change" }).click();
    await dialog.getByText(/^The fare (stays|after this change:) \$[\d,]+\.\d\d/).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, "ops-changes-console-edit-desktop");
    await dialog.getByLabel("Price override (USD)").scrollIntoViewIfNeeded();
    await screenshot(page, "ops-changes-console-edit-override-desktop");
    await dialog.getByRole("button", { name: "Save changes" }).click();
    await page.getByText(`Booking ${receipt.reference} changed`).first().waitFor();
    const customer = await messageFor(token, receipt.reference, "booking-changed");
    const chauffeur = await messageFor(token, receipt.reference, "ride-changed");
    const line = new RegExp(`Pickup time: ${was} → ${moved}`);
    expect(customer.body).toMatch(line);
    expect(chauffeur.body).toMatch(line);
    expect(chauffeur.body).toContain("Gate B, sign with the surname");
    expect(customer.body).not.toContain("Gate B");
  });

  test("a cancellation within the grace period is free, even inside the full-charge tier", async ({
    newPage,
  }) => {
    const token = await adminToken();
    const receipt = await bookAt(6, `Grace${unique()}`);
    await approve(token, receipt.bookingId);
    const page = await newPage({ viewport: PHONE });
    await findBooking(page, receipt.reference);
    await page.getByText("Free within 15 minutes of booking").first().waitFor();
    await page.getByText(/Cancelling is free while your booking awaits our confirmation/).waitFor();
    // Inside 12 hours the change is dispatch's: the page says so and whom to call.
    await page
      .getByTestId("change-closed")
      .getByText(/Changes online close 12 hours before pickup/)
      .waitFor();
    await screenshot(page, "ops-changes-grace-phone");
    await page.getByRole("button", { name: "Cancel Booking" }).click();
    const dialog = page.getByRole("alertdialog");
    await dialog.getByRole("button", { name: "Cancel Booking" }).click();
    await page.getByTestId("booking-status").getByText("Cancelled").waitFor();
    await expect.poll(async () => (await paymentOf(token, receipt.bookingId)).capturedCents).toBe(0);
    const lookup = await call("/api/bookings/lookup", {
      method: "POST",
      body: JSON.stringify({ reference: receipt.reference, email: "ada@example.com" }),
    });
    expect((await lookup.json()).booking).toMatchObject({ status: "cancelled", refundPercent: 100 });
  });

  test("the payment step says plainly when the pickup is already inside a fee tier", async ({ newPage }) => {
    const page = await newPage({ viewport: PHONE });
    const trip = { serviceType: "one-way" as const, pickupLocation: "Quincy, MA", destination: "Boston, MA" };
    await toPayment(page, { ...trip, ...pickupIn(6) });
    const notice = page.getByTestId("cancellation-notice");
    await notice.getByText(/^Cancelling this booking costs the full fare from now on/).waitFor();
    await screenshot(page, "ops-changes-payment-fee-tier-phone");
    // A week ahead: the full-refund tier, nothing to warn of.
    await toPayment(page, { ...trip, ...pickupIn(7 * 24) });
    expect(await page.getByTestId("cancellation-notice").count()).toBe(0);
  });
});

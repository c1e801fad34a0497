// Customers and companies who come back (issue 40): sign-in by e-mail link, the account's rides and
// receipts, booking again with saved details; a booker billing a guest's ride to the company, the monthly
// invoice in the console, and the invoice's e-mailed link paying it by card.
import { copyFileSync, mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { AccountBookings, BookingReceipt, Company, InvoicePage } from "@chauffeur/contract";
import { accountToken, linkIn, newestMail, signInByLink } from "./account-support";
import {
  acceptAgreements,
  chooseVehicle,
  continueToCustomerInfo,
  continueToPayment,
  futureDate,
  pickupIn,
  RIDE_DAY_HOURS,
  startAtVehicleSelection,
} from "./booking-support";
import { approveAndAssign, driveRide, registerDriver } from "./driver-support";
import { expect, test } from "./fixtures";
import { runJobs } from "./money-support";
import { adminToken, call } from "./support/api";
import { DESKTOP, PHONE, SCREENSHOT_DIR, screenshot } from "./support/browser";

const TRIP = { pickupLocation: "Boston, MA", destination: "Worcester, MA" };

/** Approves, assigns and drives the ride to its end, then lets the jobs settle its money. */
async function rideDriven(bookingId: string, name: string) {
  const token = await adminToken();
  const driver = await registerDriver(token, "Sam", name);
  await approveAndAssign(token, bookingId, driver.driver_id);
  await driveRide(driver, bookingId, ["en_route", "arrived", "on_board", "completed"]);
  await runJobs(token);
}

test.describe("customer accounts", () => {
  test("a returning customer signs in by link, sees the past ride, gets the receipt, books again with a saved passenger and card", async ({
    newPage,
  }) => {
    const email = `returning-${Date.now().toString(36)}@example.com`;
    // The first visit: booked signed in with a new card (saved to the account), driven and charged.
    const first = await call("/api/bookings", {
      method: "POST",
      token: await accountToken(email),
      headers: { "idempotency-key": crypto.randomUUID() },
      body: JSON.stringify({
        serviceType: "one-way",
        ...TRIP,
        ...pickupIn(RIDE_DAY_HOURS),
        vehicleType: "executive-sedan",
        customerInfo: { name: "Ada Returning", email, phone: "(617) 555-0100" },
        passengerCount: 1,
        luggageCount: 1,
        paymentInfo: { provider: "sandbox", token: "tok_sandbox_visa" },
      }),
    });
    expect(first.status, await first.clone().text()).toBe(201);
    const past = BookingReceipt.parse(await first.json());
    await rideDriven(past.bookingId, `Ret${Date.now().toString(36)}`);

    const page = await newPage({ viewport: PHONE });
    await signInByLink(page, email);
    const pastRides = page.getByRole("region", { name: "Past rides" });
    const ride = pastRides.getByTestId("account-ride").filter({ hasText: past.reference });
    await ride.waitFor();
    await expect(ride).toContainText("Chauffeur: Sam");
    await expect(page.getByRole("region", { name: "Saved card" })).toContainText("Visa ending 4242");

    // A saved passenger, with the text of the chauffeur's name sign.
    const add = page.getByRole("form", { name: "Add a passenger" });
    await add.getByLabel("First name").fill("Grace");
    await add.getByLabel("Last name").fill("Hopper");
    await add.getByLabel("E-mail").fill("grace@example.com");
    await add.getByLabel("Phone").fill("(617) 555-0199");
    await add.getByLabel("Name sign text").fill("HOPPER");
    await add.getByRole("button", { name: "Save passenger" }).click();
    await expect(page.getByRole("region", { name: "Saved passengers" })).toContainText("Grace Hopper");
    // A saved place, offered by the booking form's address fields.
    const place = page.getByRole("form", { name: "Add a place" });
    await place.getByLabel("Label").fill("Office");
    await place.getByLabel("Address").fill(TRIP.destination);
    await place.getByRole("button", { name: "Save place" }).click();
    await expect(page.getByRole("region", { name: "Saved places" })).toContainText("Office");
    await screenshot(page, "account-phone");

    // The receipt, as PDF.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      ride.getByRole("button", { name: "Receipt (PDF)" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`receipt-${past.reference}.pdf`);
    const pdf = readFileSync(await download.path());
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    copyFileSync(await download.path(), join(SCREENSHOT_DIR, "account-receipt.pdf"));

    // Book again: the trip filled in, the date chosen, the saved passenger and the saved card.
    await ride.getByRole("button", { name: "Book again" }).click();
    await page.waitForURL((u) => u.pathname === "/booking");
    const form = page.getByRole("form", { name: "Quick Booking" });
    await expect(form.getByRole("combobox", { name: /Pickup location/ })).toHaveValue(TRIP.pickupLocation);
    const destination = form.getByRole("combobox", { name: /Destination/ });
    await expect(destination).toHaveValue(TRIP.destination);
    // The saved place, offered before anything is typed, fills the field again.
    await destination.fill("");
    await destination.click();
    const office = form.getByRole("option", { name: /Saved place · Office/ });
    await office.waitFor();
    await screenshot(page, "account-saved-place-phone");
    await office.click();
    await expect(destination).toHaveValue(TRIP.destination);
    await form.locator('input[name="date"]').fill(futureDate(5));
    await form.locator('select[name="time"]').selectOption("14:30");
    await form.getByRole("button", { name: "Book Now" }).click();
    await page.getByRole("heading", { level: 1, name: "Choose your vehicle" }).waitFor();
    await chooseVehicle(page, "Executive Sedan");
    await continueToCustomerInfo(page);
    await page.getByLabel("Saved passenger").selectOption({ label: "Grace Hopper · grace@example.com" });
    await expect(page.getByLabel("First name")).toHaveValue("Grace");
    await continueToPayment(page);
    await expect(page.getByLabel("How to pay")).toHaveValue("saved");
    await expect(page.getByLabel("Card number")).toHaveCount(0);
    await acceptAgreements(page);
    await screenshot(page, "account-book-again-payment-phone");
    await page.getByRole("button", { name: "Authorize and Book" }).click();
    await page.getByRole("heading", { level: 1, name: "Authorization Successful!" }).waitFor();

    const list = await call("/api/account/bookings", { token: await accountToken(email) });
    const upcoming = AccountBookings.parse(await list.json()).upcoming;
    expect(upcoming.map((b) => b.passengerName)).toContain("Grace Hopper");
  });

  test("a booker books a guest on account with a cost centre; the monthly invoice is paid by its e-mailed link", async ({
    dispatcher,
    newPage,
  }) => {
    const tag = Date.now().toString(36);
    const booker = `booker-${tag}@globex.test`;
    const created = await call("/api/admin/companies", {
      method: "POST",
      token: await adminToken(),
      body: JSON.stringify({
        name: `Globex ${tag}`,
        billingEmail: `ap-${tag}@globex.test`,
        termsDays: 30,
        requireCostCentre: true,
        requirePo: false,
        bookers: [booker],
      }),
    });
    expect(created.status).toBe(201);
    const company = Company.parse(await created.json());

    // The booker, signed in, books a guest's ride now-ish and bills it to the company.
    const page = await newPage({ viewport: PHONE });
    await signInByLink(page, booker);
    await startAtVehicleSelection(page, { serviceType: "one-way", ...TRIP, ...pickupIn(RIDE_DAY_HOURS) });
    await chooseVehicle(page, "Executive Sedan");
    await continueToCustomerInfo(page);
    await page.getByLabel("First name").fill("Guest");
    await page.getByLabel("Last name").fill(`Visitor${tag}`);
    await page.getByLabel("Email").fill(`guest-${tag}@example.com`);
    await page.getByLabel("Phone number").fill("(617) 555-0123");
    await continueToPayment(page);
    await expect(page.getByLabel("How to pay")).toHaveValue(`company:${company.id}`);
    await acceptAgreements(page);
    await page.getByRole("button", { name: "Book on Account" }).click();
    // A required cost centre is asked for before anything is sent.
    await expect(page.getByText(`${company.name} asks for a cost centre`)).toBeVisible();
    await page.getByLabel("Cost centre").fill("SALES-EU");
    await page.getByRole("button", { name: "Book on Account" }).click();
    await page.waitForURL((u) => u.pathname === "/account" && u.searchParams.has("booked"));
    const reference = new URL(page.url()).searchParams.get("booked") ?? "";
    await page.getByText(`Booked: ${reference}`).waitFor();
    const upcoming = page.getByRole("region", { name: "Upcoming rides" }).getByTestId("account-ride");
    await expect(upcoming.filter({ hasText: reference })).toContainText(
      `Billed to ${company.name} · cost centre SALES-EU`,
    );
    await screenshot(page, "account-booked-on-account-phone");

    // The ride happens; the month is invoiced from the console's tab.
    const bookingId = (
      await (await call(`/api/admin/bookings?search=${reference}`, { token: await adminToken() })).json()
    ).items[0].id;
    await rideDriven(bookingId, `Inv${tag}`);
    await dispatcher.setViewportSize(DESKTOP);
    await dispatcher.getByRole("tab", { name: "Companies & invoices" }).click();
    await dispatcher.getByRole("button", { name: "Run invoices" }).click();
    const run = dispatcher.getByRole("dialog", { name: "Run invoices" });
    await run.getByLabel("Month (YYYY-MM)").fill(pickupIn(0).date.slice(0, 7));
    await run.getByLabel("Company").selectOption({ label: company.name });
    await run.getByRole("button", { name: "Issue invoices" }).click();
    await dispatcher.getByText(/invoice issued: INV-/).waitFor();
    const invoiceRow = () =>
      dispatcher.getByRole("row").filter({ hasText: company.name }).filter({ hasText: /INV-/ });
    const row = invoiceRow();
    await expect(row).toContainText("issued");
    await screenshot(dispatcher, "admin-invoices-1366");
    await row.getByRole("button", { name: /^INV-/ }).click();
    const invoiceDialog = dispatcher.getByRole("dialog", { name: /^Invoice INV-/ });
    await expect(invoiceDialog).toContainText("SALES-EU");
    await expect(invoiceDialog).toContainText(`Guest Visitor${tag}`);
    await screenshot(dispatcher, "admin-invoice-dialog-1366");
    await dispatcher.keyboard.press("Escape");

    // The billing contact's e-mail: the private link pays it by card.
    const mail = await newestMail(company.billingEmail, "invoice-issued");
    const payer = await newPage({ viewport: PHONE });
    await payer.goto(linkIn(mail.body, "/pay"));
    await payer.getByText(`Invoice for ${company.name}`).waitFor();
    await payer.getByLabel("Card number").fill("4242 4242 4242 4242");
    await payer.getByLabel("Expiry date").fill("1230");
    await payer.getByLabel("CVV").fill("123");
    await payer.getByLabel("Name on card").fill("Globex AP");
    await payer.getByRole("button", { name: /^Pay \$/ }).click();
    await payer.getByRole("status").filter({ hasText: /paid/i }).first().waitFor();
    await screenshot(payer, "invoice-paid-phone");

    const invoices = InvoicePage.parse(
      await (
        await call(`/api/admin/invoices?search=${encodeURIComponent(company.name)}`, {
          token: await adminToken(),
        })
      ).json(),
    ).items;
    expect(invoices.map((i) => i.status)).toEqual(["paid"]);
    await dispatcher.reload();
    await dispatcher.getByRole("tab", { name: "Companies & invoices" }).click();
    await expect(invoiceRow()).toContainText("paid");
  });
});

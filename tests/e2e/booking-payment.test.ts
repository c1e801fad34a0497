import {
  acceptAgreements,
  bookingA11yViolations,
  chooseVehicle,
  continueToCustomerInfo,
  fillPayment,
  startAtVehicleSelection,
  toggleAgreement,
  toPayment,
} from "./booking-support";
import { expect, type NewPage, test } from "./fixtures";
import { bookingsMatching } from "./support/api";
import { screenshot } from "./support/browser";

async function atPayment(newPage: NewPage, allowErrors: RegExp[] = []) {
  const page = await newPage({ allowErrors });
  const email = await toPayment(page, {
    serviceType: "one-way",
    pickupLocation: "Boston, MA",
    destination: "Worcester, MA",
  });
  return { page, email };
}

test.describe("customer info validation", () => {
  test("shows SPEC.md's messages under each field and clears them on edit", async ({ newPage }) => {
    const page = await newPage();
    await startAtVehicleSelection(page, {
      serviceType: "one-way",
      pickupLocation: "Boston, MA",
      destination: "Worcester, MA",
    });
    await chooseVehicle(page, "Executive Sedan");
    await continueToCustomerInfo(page);
    await page.getByRole("button", { name: "Continue to Payment" }).click();
    for (const m of [
      "First name is required",
      "Last name is required",
      "Email is required",
      "Phone number is required",
    ]) {
      await page.getByText(m).waitFor();
    }
    expect(await page.getByLabel("First name").getAttribute("aria-invalid")).toBe("true");
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByLabel("Phone number").fill("0123");
    await page.getByRole("button", { name: "Continue to Payment" }).click();
    await page.getByText("Please enter a valid email").waitFor();
    await page.getByText("Please enter a valid phone number").waitFor();
    await screenshot(page, "booking-customer-errors");
    expect(await bookingA11yViolations(page)).toEqual([]);
    await page.getByLabel("First name").fill("A");
    expect(await page.getByText("First name is required").count()).toBe(0);
  });
});

test.describe("payment", () => {
  test("shows every message of SPEC.md section 5 and waits for both agreements", async ({ newPage }) => {
    const { page } = await atPayment(newPage);
    const pay = page.getByRole("button", { name: "Authorize and Book" });
    expect(await pay.isDisabled()).toBe(true);
    await acceptAgreements(page);
    await pay.click();
    for (const m of [
      "Card number is required",
      "Expiry date is required",
      "CVV is required",
      "Name on card is required",
      "Billing address is required",
      "City is required",
      "State is required",
      "ZIP code is required",
    ]) {
      await page.getByText(m, { exact: true }).waitFor();
    }
    await page.getByLabel("Card number").fill("4242424242424241");
    await page.getByLabel("Expiry date").fill("1399");
    await page.getByLabel("CVV").fill("12");
    await pay.click();
    expect(await page.getByLabel("Card number").inputValue()).toBe("4242 4242 4242 4241");
    await page.getByText("Please enter a valid card number").waitFor();
    await page.getByText("Please enter a valid expiry date (MM/YY)").waitFor();
    await page.getByText("Please enter a valid CVV").waitFor();
    await toggleAgreement(page, "acceptTerms");
    await page.getByText("You must accept the Terms of Service").waitFor();
    await toggleAgreement(page, "acceptPrivacy");
    await page.getByText("You must accept the Privacy Policy").waitFor();
    expect(await pay.isDisabled()).toBe(true);
    expect(
      await page
        .getByRole("form", { name: "Payment" })
        .getByRole("link", { name: "Terms of Service" })
        .getAttribute("href"),
    ).toBe("/terms");
    expect(
      await page
        .getByRole("form", { name: "Payment" })
        .getByRole("link", { name: "Privacy Policy" })
        .getAttribute("href"),
    ).toBe("/privacy");
    await screenshot(page, "booking-payment-errors");
    expect(await bookingA11yViolations(page)).toEqual([]);
  });

  for (const [card, reason] of [
    ["4000 0000 0000 0002", /declined/i],
    ["4000 0000 0000 9995", /insufficient funds/i],
  ] as const) {
    test(`shows the processor's reason for ${card}, keeps what was typed, books nothing`, async ({
      newPage,
    }) => {
      const { page, email } = await atPayment(newPage, [/status of 402/]);
      await fillPayment(page, card);
      await page.getByRole("button", { name: "Authorize and Book" }).click();
      await page.getByRole("alert").filter({ hasText: reason }).waitFor();
      expect(await page.getByLabel("Card number").inputValue()).toBe(card);
      expect(await page.getByLabel("City").inputValue()).toBe("Boston");
      expect(await bookingsMatching(email)).toHaveLength(0);
    });
  }

  test("refuses a card that is not a sandbox test card in the page", async ({ newPage }) => {
    const { page } = await atPayment(newPage);
    let bookingCalls = 0;
    page.on("request", (r) => r.url().includes("/api/bookings") && bookingCalls++);
    await fillPayment(page, "4111 1111 1111 1111");
    await page.getByRole("button", { name: "Authorize and Book" }).click();
    await page.getByText("This card number is not a sandbox test card.").waitFor();
    expect(bookingCalls).toBe(0);
  });

  test("makes one booking on a double click", async ({ newPage }) => {
    const { page, email } = await atPayment(newPage);
    await fillPayment(page);
    await page.getByRole("button", { name: "Authorize and Book" }).dblclick();
    await page.locator("h1", { hasText: "Authorization Successful!" }).waitFor();
    expect(await bookingsMatching(email)).toHaveLength(1);
  });
});

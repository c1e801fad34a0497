// Shared steps of the booking end-to-end tests (tests/e2e/booking-*.test.ts).

import { serviceSlotAt } from "@chauffeur/contract";
import type { Page } from "@playwright/test";
import { expect } from "@playwright/test";
import { seriousA11yViolations } from "./support/browser";

/** A Boston wall-clock date `days` ahead (the server refuses pickups under 2 hours ahead). */
export function futureDate(days = 3): string {
  const t = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(t);
}

/** A New York date and time about `hours` ahead, on the half-hour grid. */
export function pickupIn(hours: number): { date: string; time: string } {
  return serviceSlotAt(Date.now() + hours * 3_600_000);
}

/**
 * Hours ahead of a ride the driver can start at once: beyond the 2-hour lead time a booking needs, inside
 * the 3 hours before pickup from which "on my way" opens (`pickupIn` rounds down to the half-hour).
 */
export const RIDE_DAY_HOURS = 2.6;

export interface SeedDraft {
  serviceType: "one-way" | "hourly";
  pickupLocation: string;
  destination: string;
  date?: string;
  time?: string;
}

/** Puts a Quick Booking search in session storage (what the form stores) and opens the vehicle step. */
export async function startAtVehicleSelection(page: Page, search: SeedDraft) {
  await page.goto("/booking");
  await page.evaluate((d) => sessionStorage.setItem("booking-draft", JSON.stringify(d)), {
    date: futureDate(),
    time: "10:00",
    ...search,
  });
  await page.goto("/vehicle-selection");
  // Not by role: on an airport trip the flight dialog opens at once and hides the page from the a11y tree.
  await page.locator("h1", { hasText: "Choose your vehicle" }).waitFor();
}

export async function chooseVehicle(page: Page, name: "Executive Sedan" | "Luxury SUV") {
  const select = page.getByRole("button", { name: `Select ${name}` });
  // The price waits on the server's quote: on a loaded machine that takes more than poll's default 1 s.
  await expect.poll(() => select.isEnabled(), { timeout: 10_000 }).toBe(true);
  await expect
    .poll(
      () =>
        page
          .getByTestId(/vehicle-/)
          .filter({ hasText: name })
          .getByText(/^\$\d+$/)
          .count(),
      { timeout: 10_000 },
    )
    .toBe(1);
  await select.click();
}

export async function continueToCustomerInfo(page: Page) {
  await page.getByRole("button", { name: "Continue to Customer Info" }).click();
  await page.getByRole("heading", { level: 1, name: "Passenger information" }).waitFor();
}

export async function fillCustomer(page: Page, email = `rider-${Date.now()}@example.com`) {
  await page.getByLabel("First name").fill("Ada");
  await page.getByLabel("Last name").fill("Lovelace");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Phone number").fill("(617) 555-0199");
  return email;
}

export async function continueToPayment(page: Page) {
  await page.getByRole("button", { name: "Continue to Payment" }).click();
  await page.getByRole("heading", { level: 1, name: "Payment" }).waitFor();
}

/** From the vehicle step to Payment in an Executive Sedan, as `email`'s customer (a new address if none); the e-mail. */
export async function toPayment(page: Page, search: SeedDraft, email?: string) {
  await startAtVehicleSelection(page, search);
  await chooseVehicle(page, "Executive Sedan");
  await continueToCustomerInfo(page);
  const used = await fillCustomer(page, email);
  await continueToPayment(page);
  return used;
}

export async function fillPayment(page: Page, card = "4242 4242 4242 4242") {
  await page.getByLabel("Card number").fill(card);
  await page.getByLabel("Expiry date").fill("1230");
  await page.getByLabel("CVV").fill("123");
  await fillCardholder(page);
  await acceptAgreements(page);
}

/** The card's holder and billing address, below the card itself (our fields, or Stripe Elements' frame). */
export async function fillCardholder(page: Page) {
  await page.getByLabel("Name on card").fill("Ada Lovelace");
  await page.getByLabel("Billing address").fill("1 Beacon St");
  await page.getByLabel("City").fill("Boston");
  await page.getByLabel("State").fill("MA");
  await page.getByLabel("ZIP code").fill("02108");
}

/** Ticks both boxes (their labels hold links to the documents, so the label text is not clicked). */
export async function acceptAgreements(page: Page) {
  await toggleAgreement(page, "acceptTerms");
  await toggleAgreement(page, "acceptPrivacy");
  expect(await page.getByRole("checkbox", { name: /Terms of Service/ }).isChecked()).toBe(true);
  expect(await page.getByRole("checkbox", { name: /Privacy Policy/ }).isChecked()).toBe(true);
}

/** Clicks the box itself (the label also holds a link that opens the document). */
export async function toggleAgreement(page: Page, name: "acceptTerms" | "acceptPrivacy") {
  await page.locator(`label:has(input[name="${name}"]) [data-part="control"]`).click();
}

/** The total in the summary's price breakdown, in dollars (to the cent once a gratuity is in it). */
export async function summaryTotal(page: Page): Promise<number> {
  const text = await page
    .getByLabel("Price breakdown")
    .getByText(/^\$[\d,]+(\.\d\d)?$/)
    .last()
    .textContent();
  return Number(text?.replace(/[$,]/g, ""));
}

/** axe's serious and critical findings on the page, described with the offending HTML. */
export async function bookingA11yViolations(page: Page) {
  const found = await seriousA11yViolations(page);
  const described = [];
  for (const v of found) {
    for (const n of v.nodes) {
      const html = await page
        .locator(n.target.join(" "))
        .first()
        .evaluate((e) => e.outerHTML.slice(0, 200))
        .catch(() => "");
      described.push(`${v.id}: ${html}`);
    }
  }
  return described;
}

import type { Page } from "@playwright/test";
import {
  bookingA11yViolations,
  chooseVehicle,
  continueToCustomerInfo,
  continueToPayment,
  fillCustomer,
  fillPayment,
  futureDate,
  summaryTotal,
} from "./booking-support";
import { expect, test } from "./fixtures";
import { bookingsMatching, call } from "./support/api";
import { DESKTOP, PHONE, screenshot, settled } from "./support/browser";

async function expectAccessible(page: Page) {
  await settled(page);
  expect(await bookingA11yViolations(page)).toEqual([]);
}

test.describe("a one-way booking from the home page", () => {
  for (const [label, viewport] of [
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const) {
    test(`books and authorizes a card, storing the summary's price (${label})`, async ({ newPage }) => {
      const page = await newPage({ viewport });
      await page.goto("/");
      const form = page.getByRole("form", { name: "Quick Booking" });
      await form.getByRole("combobox", { name: /Pickup location/ }).fill("Boston");
      await form
        .getByRole("listbox", { name: "Pickup location suggestions" })
        .getByRole("option", { name: "Boston, MA", exact: true })
        .click();
      await form.getByRole("combobox", { name: /Destination/ }).fill("Worcester");
      await form
        .getByRole("listbox", { name: "Destination suggestions" })
        .getByRole("option", { name: "Worcester, MA", exact: true })
        .click();
      await form.locator('input[name="date"]').fill(futureDate(4));
      await form.locator('select[name="time"]').selectOption("14:30");
      await form.getByRole("button", { name: "Book Now" }).click();

      await page.getByRole("heading", { level: 1, name: "Choose your vehicle" }).waitFor();
      expect(await page.locator('[aria-current="step"]').textContent()).toContain("Plan your trip");
      const map = page.getByRole("region", { name: /Map of the route/ });
      // Never a grey box: with no tile source, the offline basemap (coast, state and county lines) is drawn.
      await expect.poll(() => map.getAttribute("data-basemap")).toBe("us-atlas");
      // ... with the gazetteer's places named along the way.
      await expect.poll(async () => Number(await map.getAttribute("data-places"))).toBeGreaterThan(0);
      await map.locator(".basemap-place", { hasText: "Worcester, MA" }).waitFor();
      await expect.poll(() => page.getByText(/\d+\.\d miles/).count()).toBeGreaterThan(0);
      const continueButton = page.getByRole("button", { name: "Continue to Customer Info" });
      expect(await continueButton.isDisabled()).toBe(true);
      await chooseVehicle(page, "Executive Sedan");
      await screenshot(page, `booking-vehicle-${label}`);
      await expectAccessible(page);
      await continueToCustomerInfo(page);

      expect(await page.locator('[aria-current="step"]').textContent()).toContain("Passenger info");
      const email = await fillCustomer(page);
      await page.getByLabel("Special requests").fill("Bottled water, please");
      const total = await summaryTotal(page);
      await screenshot(page, `booking-customer-${label}`);
      await expectAccessible(page);
      await continueToPayment(page);

      // The payment step adds the chauffeur's gratuity, the operator's 20% unless changed.
      await expect.poll(() => summaryTotal(page)).toBe(Math.round(total * 120) / 100);
      await fillPayment(page);
      expect(await page.getByLabel("Card number").inputValue()).toBe("4242 4242 4242 4242");
      await screenshot(page, `booking-payment-${label}`);
      await expectAccessible(page);
      await page.getByRole("button", { name: "Authorize and Book" }).click();

      await page.getByRole("heading", { level: 1, name: "Authorization Successful!" }).waitFor();
      expect(new URL(page.url()).pathname).toBe("/booking-success");
      const sessionId = new URL(page.url()).searchParams.get("session_id");
      await expect(page.getByText(/\$1 authorization/).isVisible()).resolves.toBe(true);
      await expect(page.getByText(/contacts you within 2 hours/).isVisible()).resolves.toBe(true);
      const reference = await page.locator("strong").first().textContent();
      // The whole itinerary, where the confirmation went, and the ride's calendar file.
      const itinerary = page.getByTestId("itinerary");
      await itinerary.getByText("Boston, MA", { exact: true }).waitFor();
      await itinerary.getByText("Worcester, MA", { exact: true }).waitFor();
      await itinerary.getByText(/2:30 PM ET/).waitFor();
      await page.getByTestId("sent-to").getByText(email).waitFor();
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("button", { name: "Add to calendar" }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`${reference}.ics`);
      const ics = await new Response(
        (await download.createReadStream()) as unknown as ReadableStream<Uint8Array>,
      ).text();
      expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
      expect(ics.replace(/\r\n /g, "")).toContain(`UID:${reference?.toLowerCase()}@127.0.0.1`);
      await screenshot(page, `booking-success-${label}`);
      await expectAccessible(page);

      // The session the page was sent back with is paid, and the dispatcher sees the one booking.
      const status = await call(`/api/payments/status/${sessionId}`);
      expect(await status.json()).toEqual({ payment_status: "paid", status: "complete" });
      const booked = await bookingsMatching(email);
      expect(booked).toHaveLength(1);
      expect(booked[0]?.reference).toBe(reference);
      expect(booked[0]?.estimatedPrice).toBe(total);
      expect(booked[0]?.specialRequests).toBe("Bottled water, please");
      // The draft is gone once booked.
      expect(await page.evaluate(() => sessionStorage.getItem("booking-draft"))).toBeNull();
      // The tracking link opens the booking, waiting for the dispatcher's confirmation.
      await page.getByRole("link", { name: "Follow your ride" }).click();
      await page.getByText("Your booking is waiting for our confirmation.").waitFor();
      await page.getByText(`Booking ${reference}`).waitFor();
    });
  }
});

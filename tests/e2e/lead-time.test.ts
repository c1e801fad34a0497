// The lead time kept in the page, and hourly trips asked for in Quick Booking (issue 14).
import type { Page } from "@playwright/test";
import { chooseVehicle, futureDate } from "./booking-support";
import { expect, test } from "./fixtures";
import { DESKTOP, PHONE, screenshot } from "./support/browser";

/** 10:05 AM in Boston, `days` ahead: the page's clock, so "now + 2 hours" is known to the minute. */
async function boston1005(page: Page, days: number) {
  const day = futureDate(days);
  // EST (UTC-5) or EDT (UTC-4): take the instant whose Boston wall clock reads 10:05.
  for (const offset of [4, 5]) {
    const at = new Date(`${day}T${String(10 + offset).padStart(2, "0")}:05:00Z`);
    const wall = new Intl.DateTimeFormat("en-US", {
      timeZone: "America/New_York",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }).format(at);
    if (wall === "10:05") {
      await page.clock.setFixedTime(at);
      return day;
    }
  }
  throw new Error(`no 10:05 on ${day}`);
}

test.describe("the lead time in the page", () => {
  test("offers no time under 2 hours ahead in Quick Booking (phone)", async ({ newPage }) => {
    const page = await newPage({ viewport: PHONE });
    const today = await boston1005(page, 3);
    await page.goto("/booking");
    const form = page.getByRole("form", { name: "Quick Booking" });
    // The form is an island: the bookable dates are set once it wakes, which the focus does.
    await form.locator('input[name="date"]').focus();
    await expect(form.locator('input[name="date"]')).toHaveAttribute("min", today);
    await form.locator('input[name="date"]').fill(today);
    const time = form.locator('select[name="time"]');
    await expect(time.locator('option[value="12:00"]').isDisabled()).resolves.toBe(true);
    await expect(time.locator('option[value="12:30"]').isDisabled()).resolves.toBe(false);
    // A disabled time cannot be chosen at all.
    await expect(time.selectOption("11:00", { timeout: 1000 })).rejects.toThrow();
    await screenshot(page, "quick-booking-lead-time-phone");
  });

  test("catches a draft that became too soon on the step, and goes back to change only the time", async ({
    newPage,
  }) => {
    const page = await newPage({ viewport: DESKTOP });
    const today = await boston1005(page, 3);
    await page.goto("/booking");
    await page.evaluate((d) => sessionStorage.setItem("booking-draft", JSON.stringify(d)), {
      serviceType: "one-way",
      pickupLocation: "Boston, MA",
      destination: "Worcester, MA",
      date: today,
      time: "11:00",
      passengerCount: 2,
    });
    await page.goto("/vehicle-selection");
    await page.locator("h1", { hasText: "Choose your vehicle" }).waitFor();
    const alert = page.getByRole("alert").filter({ hasText: "cannot be booked" });
    await expect(alert.textContent()).resolves.toContain("Pickups must be booked at least 2 hours ahead");
    await screenshot(page, "vehicle-step-too-soon-desktop");
    await alert.getByRole("button", { name: "Choose another date or time" }).click();

    const form = page.getByRole("form", { name: "Quick Booking" });
    await expect(form.getByRole("combobox", { name: /Pickup location/ }).inputValue()).resolves.toBe(
      "Boston, MA",
    );
    await expect(form.locator('select[name="time"]').inputValue()).resolves.toBe("");
    await expect(form.getByRole("alert").textContent()).resolves.toContain("Please choose another time");
    await form.locator('select[name="time"]').selectOption("15:00");
    await form.getByRole("button", { name: "Book Now" }).click();
    await page.locator("h1", { hasText: "Choose your vehicle" }).waitFor();
    await expect(page.getByText("cannot be booked").count()).resolves.toBe(0);
    // The party typed before is kept.
    await expect(page.getByLabel("Passengers").inputValue()).resolves.toBe("2");
  });
});

test.describe("hourly service", () => {
  test("asks for the hours in Quick Booking, takes no drop-off, and measures no distance", async ({
    newPage,
  }) => {
    const page = await newPage({ viewport: DESKTOP });
    const distanceCalls: string[] = [];
    page.on("request", (r) => {
      if (new URL(r.url()).pathname === "/api/distance") distanceCalls.push(r.url());
    });
    await page.goto("/booking");
    const form = page.getByRole("form", { name: "Quick Booking" });
    await form.getByRole("radio", { name: "Hourly" }).check();
    await form.getByRole("combobox", { name: /Pickup location/ }).fill("Boston, MA");
    await form.locator('input[name="date"]').fill(futureDate(5));
    await form.locator('select[name="time"]').selectOption("18:00");
    await form.locator('select[name="hours"]').selectOption("5");
    await screenshot(page, "quick-booking-hourly-desktop");
    await form.getByRole("button", { name: "Book Now" }).click();
    await page.locator("h1", { hasText: "Choose your vehicle" }).waitFor();
    await expect(page.getByText("Hourly, 5 hours").first().isVisible()).resolves.toBe(true);
    await chooseVehicle(page, "Executive Sedan");
    expect(distanceCalls).toEqual([]);
  });
});

import {
  bookingA11yViolations,
  chooseVehicle,
  continueToCustomerInfo,
  startAtVehicleSelection,
} from "./booking-support";
import { expect, test } from "./fixtures";
import { PHONE, screenshot } from "./support/browser";

test.describe("vehicle selection rules", () => {
  test("offers only the SUV when the party does not fit the sedan", async ({ newPage }) => {
    const page = await newPage({ viewport: PHONE });
    await startAtVehicleSelection(page, {
      serviceType: "one-way",
      pickupLocation: "Boston, MA",
      destination: "Worcester, MA",
    });
    const warning = "Your selection requires an SUV vehicle due to capacity requirements.";
    expect(await page.getByText(warning).count()).toBe(0);
    await chooseVehicle(page, "Executive Sedan");
    await page.getByLabel("Passengers").selectOption("3");
    await page.getByText(warning).waitFor();
    expect(await page.getByTestId("vehicle-executive-sedan").getByRole("button").isDisabled()).toBe(true);
    expect(await page.getByRole("button", { name: "Continue to Customer Info" }).isDisabled()).toBe(true);
    // Luggage alone also needs the SUV; child seats take seats.
    await page.getByLabel("Passengers").selectOption("2");
    await expect.poll(() => page.getByText(warning).count()).toBe(0);
    await page.getByLabel("Luggage").selectOption("3");
    await page.getByText(warning).waitFor();
    await page.getByLabel("Luggage").selectOption("1");
    await page.getByText("Traveling with a child").click();
    await page.getByText(warning).waitFor();
    await chooseVehicle(page, "Luxury SUV");
    await screenshot(page, "booking-suv-only-phone");
    expect(await bookingA11yViolations(page)).toEqual([]);
    await continueToCustomerInfo(page);
  });

  test("asks for a flight number on an airport trip, and keeps it for the customer step", async ({
    newPage,
  }) => {
    const page = await newPage();
    await startAtVehicleSelection(page, {
      serviceType: "one-way",
      pickupLocation: "Boston Logan International Airport (BOS), Boston, MA",
      destination: "Cambridge, MA",
    });
    const dialog = page.getByRole("dialog", { name: /flight number/i });
    await dialog.waitFor();
    await screenshot(page, "booking-airport-dialog");
    // Not a flight: refused in the dialog with the words POST /api/bookings would use.
    await dialog.getByLabel("Flight number").fill("Delta");
    await dialog.getByRole("button", { name: "Continue" }).click();
    await expect(dialog.getByRole("alert").textContent()).resolves.toBe(
      "Please enter a flight number as airline code and number, e.g. DL 123",
    );
    await dialog.getByLabel("Flight number").fill("aa1234");
    await dialog.getByRole("button", { name: "Continue" }).click();
    await dialog.waitFor({ state: "hidden" });
    await chooseVehicle(page, "Executive Sedan");
    await continueToCustomerInfo(page);
    expect(await page.getByLabel("Flight number").inputValue()).toBe("AA 1234");
    // A reload does not ask again.
    await page.goto("/vehicle-selection");
    await page.getByRole("heading", { level: 1, name: "Choose your vehicle" }).waitFor();
    // The step decides on the dialog just after it first renders its vehicles: once they show and two
    // frames have passed, an effect that opened it would have.
    await page
      .getByTestId(/vehicle-/)
      .first()
      .waitFor();
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done)))),
    );
    expect(await page.getByRole("dialog").count()).toBe(0);
    const draft = JSON.parse((await page.evaluate(() => sessionStorage.getItem("booking-draft"))) ?? "{}");
    expect(draft.flightPrompted).toBe(true);
  });

  test("lets the customer skip the flight number, and never prices a place the places service cannot find", async ({
    newPage,
  }) => {
    // "JFK Terminal 4" is not in the gazetteer: the quote answers 422 `unknown_place` (issue 37), never a guess.
    const page = await newPage({ allowErrors: [/status of 422/] });
    await startAtVehicleSelection(page, {
      serviceType: "one-way",
      pickupLocation: "JFK Terminal 4",
      destination: "Manhattan, NY",
    });
    const dialog = page.getByRole("dialog", { name: /flight number/i });
    await dialog.getByRole("button", { name: "Skip" }).click();
    await dialog.waitFor({ state: "hidden" });
    await page.getByText("A place we could not find").waitFor();
    await expect(page.getByText(/miles \(estimated\)/)).toHaveCount(0);
  });

  test("prices an hourly trip by the hour, at least 3 hours", async ({ newPage }) => {
    const page = await newPage();
    await startAtVehicleSelection(page, {
      serviceType: "hourly",
      pickupLocation: "Boston, MA",
      destination: "Cambridge, MA",
    });
    const hours = page.getByLabel("Number of hours");
    expect(await hours.inputValue()).toBe("3");
    expect(await hours.locator("option").first().textContent()).toBe("3 hours");
    const sedan = page.getByTestId("vehicle-executive-sedan");
    await expect.poll(() => sedan.getByText(/^\$\d+$/).textContent()).toBe("$285"); // 90 × 3 + 15
    await hours.selectOption("5");
    await expect.poll(() => sedan.getByText(/^\$\d+$/).textContent()).toBe("$465"); // 90 × 5 + 15
    await expect
      .poll(() =>
        page
          .getByTestId("vehicle-luxury-suv")
          .getByText(/^\$\d+$/)
          .textContent(),
      )
      .toBe("$565");
  });
});

test.describe("the draft", () => {
  test("sends a step opened with no draft to the home page", async ({ newPage }) => {
    const page = await newPage();
    for (const path of ["/vehicle-selection", "/customer-info", "/booking-payment"]) {
      await page.goto(path);
      await page.waitForURL((u) => u.pathname === "/");
    }
  });

  test("survives a reload on each step", async ({ newPage }) => {
    const page = await newPage();
    await startAtVehicleSelection(page, {
      serviceType: "one-way",
      pickupLocation: "Boston, MA",
      destination: "Worcester, MA",
    });
    await page.getByLabel("Passengers").selectOption("2");
    await chooseVehicle(page, "Executive Sedan");
    await page.reload();
    await page.getByRole("heading", { level: 1, name: "Choose your vehicle" }).waitFor();
    expect(await page.getByLabel("Passengers").inputValue()).toBe("2");
    await page.getByRole("button", { name: "Executive Sedan selected" }).waitFor();
    await continueToCustomerInfo(page);
    await page.getByLabel("First name").fill("Grace");
    await page.reload();
    await page.getByRole("heading", { level: 1, name: "Passenger information" }).waitFor();
    expect(await page.getByLabel("First name").inputValue()).toBe("Grace");
    await page.getByLabel("Last name").fill("Hopper");
    await page.getByLabel("Email").fill("grace@example.com");
    await page.getByLabel("Phone number").fill("617 555 0100");
    await page.getByRole("button", { name: "Continue to Payment" }).click();
    await page.getByRole("heading", { level: 1, name: "Payment" }).waitFor();
    await page.reload();
    await page.getByRole("heading", { level: 1, name: "Payment" }).waitFor();
    await page.getByText("Worcester, MA").first().waitFor();
    await page.getByRole("button", { name: "Back to Customer Info" }).click();
    expect(await page.getByLabel("Email").inputValue()).toBe("grace@example.com");
    // The browser's back button too.
    await page.goBack();
    await page.getByRole("heading", { level: 1, name: "Payment" }).waitFor();
  });
});

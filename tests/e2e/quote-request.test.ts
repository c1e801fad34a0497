// A trip the online booking does not price, asked for from the fleet page and answered by the dispatcher (issue 14).
import { futureDate, startAtVehicleSelection } from "./booking-support";
import { adminSignIn } from "./driver-support";
import { expect, test } from "./fixtures";
import { DESKTOP, PHONE, screenshot, seriousA11yViolations } from "./support/browser";

test.describe("a quote request", () => {
  test("goes from the fleet's special vehicle to the dispatcher's Messages & quotes", async ({ newPage }) => {
    const tag = `Q${Date.now().toString(36)}`;
    const page = await newPage({ viewport: PHONE });
    await page.goto("/fleet");
    await page.getByRole("link", { name: "Request This Vehicle" }).click();
    await page.getByRole("heading", { name: "Request a Quote" }).waitFor();
    const message = page.getByLabel(/About the trip/);
    await expect.poll(() => message.inputValue()).toMatch(/^I would like the .*Maybach/);

    const form = page.getByRole("form", { name: "Request a quote" });
    await page.getByLabel("Pickup location").fill("Four Seasons Hotel, 200 Boylston St, Boston");
    await page.getByLabel("Destination").fill("Newport, RI");
    await page.getByLabel(/^Date/).fill(futureDate(40));
    await page.getByLabel("Passengers").fill("0");
    await page.getByLabel("Full name").fill(`Grace ${tag}`);
    await page.getByLabel("Email").fill(`${tag.toLowerCase()}@example.com`);
    await page.getByLabel("Phone").fill("(617) 555-0190");
    await page.getByRole("button", { name: "Request My Quote" }).click();
    await form.getByText("At least 1 passenger").waitFor();
    await page.getByLabel("Passengers").fill("4");
    await message.fill(`I would like the Maybach for an anniversary dinner (${tag}).`);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, "quote-request-phone");
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
    await page.getByRole("button", { name: "Request My Quote" }).click();
    await page.getByText("Quote request sent").waitFor();
    await screenshot(page, "quote-request-sent-phone");

    const admin = await newPage({ viewport: DESKTOP });
    await adminSignIn(admin);
    await admin.getByRole("tab", { name: "Messages & quotes" }).click();
    await admin.getByLabel("Search quote requests").fill(tag);
    await admin.getByText("Four Seasons Hotel, 200 Boylston St, Boston → Newport, RI").waitFor();
    await admin.getByText(`anniversary dinner (${tag})`, { exact: false }).waitFor();
    // The search settles on this request alone (other files' requests may also be for 4 passengers).
    await expect(admin.getByText("4 passengers", { exact: false })).toHaveCount(1);
    const mail = admin.getByRole("link", { name: `${tag.toLowerCase()}@example.com` });
    expect(await mail.getAttribute("href")).toMatch(/^mailto:.*subject=Your%20quote/);
    await screenshot(admin, "admin-quote-requests-desktop");
  });

  test("is what a trip outside the service area gets on the vehicle step: the reason, and the request filled in", async ({
    newPage,
  }) => {
    const page = await newPage({ viewport: PHONE, allowErrors: [/status of 422/] });
    await startAtVehicleSelection(page, {
      serviceType: "one-way",
      pickupLocation: "Chicago, IL",
      destination: "Boston, MA",
    });
    const outside = page.getByTestId("outside-service-area");
    await outside
      .getByText(/^We pick up within 150 miles of Boston; Chicago, IL is about \d+ miles away/)
      .waitFor();
    await page.getByText("Quoted by our team").first().waitFor();
    expect(await page.getByRole("button", { name: "Not bookable online" }).first().isDisabled()).toBe(true);
    expect(await page.getByRole("button", { name: /Continue to Customer Info/ }).isDisabled()).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, "vehicle-step-outside-service-area-phone");

    await outside.getByRole("link", { name: "Request a quote for this trip" }).click();
    await page.getByRole("heading", { name: "Request a Quote" }).waitFor();
    expect(await page.getByLabel("Pickup location").inputValue()).toBe("Chicago, IL");
    expect(await page.getByLabel("Destination").inputValue()).toBe("Boston, MA");
  });

  test("is what a place nobody knows gets: no guessed miles and no price, the quote request instead (issue 37)", async ({
    newPage,
  }) => {
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await newPage({ viewport, allowErrors: [/status of 422/] });
      await startAtVehicleSelection(page, {
        serviceType: "one-way",
        pickupLocation: "Stowe Mountain Resort",
        destination: "Boston, MA",
      });
      const offline = page.getByTestId("outside-service-area");
      await offline
        .getByText(
          'Could not find the pickup location "Stowe Mountain Resort". Please choose a place from the suggestions, or our team can quote this trip for you.',
        )
        .waitFor();
      await page.getByText("A place we could not find").waitFor();
      await expect(page.getByText(/\d+\.\d miles/)).toHaveCount(0);
      await expect(page.getByText(/^\$\d+$/)).toHaveCount(0);
      expect(await page.getByRole("button", { name: /Continue to Customer Info/ }).isDisabled()).toBe(true);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await screenshot(page, `vehicle-step-unknown-place-${viewport === PHONE ? "phone" : "desktop"}`);
      await offline.getByRole("link", { name: "Request a quote for this trip" }).click();
      await page.getByRole("heading", { name: "Request a Quote" }).waitFor();
      expect(await page.getByLabel("Pickup location").inputValue()).toBe("Stowe Mountain Resort");
    }
  });
});

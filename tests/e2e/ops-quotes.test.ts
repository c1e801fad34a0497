// Issue 38: a quote answered and turned into a booking; a problem raised to dispatch before it happens.
import { fillPayment, futureDate } from "./booking-support";
import { registerDriver } from "./driver-support";
import { expect, test } from "./fixtures";
import { approve, bookAt, messageFor, runJobs } from "./money-support";
import { adminToken, bookingsMatching, call } from "./support/api";
import { DESKTOP, PHONE, screenshot, seriousA11yViolations } from "./support/browser";

const unique = () => Date.now().toString(36);

test.describe("an operator's day: quotes answered", () => {
  test.use({ viewport: DESKTOP });

  test("a quote is priced, accepted through its link, and becomes a booking at that price", async ({
    dispatcher: page,
    newPage,
  }) => {
    const tag = `q${unique()}`;
    const email = `${tag}@example.com`;
    const sent = await call("/api/quote-requests", {
      method: "POST",
      body: JSON.stringify({
        name: `Grace ${tag}`,
        email,
        phone: "(617) 555-0190",
        pickupLocation: "Quincy, MA",
        destination: "Mohegan Sun, Uncasville, CT",
        date: futureDate(12),
        passengers: 4,
        message: `A family trip to the casino (${tag}).`,
      }),
    });
    expect(sent.status).toBe(201);

    await page.getByRole("tab", { name: "Messages & quotes" }).click();
    await page.getByLabel("Search quote requests").fill(tag);
    const card = page.getByTestId("quote-request").filter({ hasText: tag });
    await card.getByText("New", { exact: true }).waitFor();
    await card.getByRole("button", { name: `Send a quote to Grace ${tag}` }).click();
    const dialog = page.getByRole("dialog", { name: `Quote for Grace ${tag}` });
    await dialog.getByLabel("Price (USD, all included)").fill("640");
    expect(await dialog.getByLabel("Vehicle").inputValue()).toBe("suv");
    await dialog
      .getByLabel("Note to the customer")
      .fill("Tolls, parking and three hours of waiting included.");
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, "ops-quote-reply-desktop");
    await dialog.getByRole("button", { name: "Send Quote" }).click();
    await card.getByText("Quoted", { exact: true }).waitFor();
    await card
      .getByTestId("sent-quote")
      .getByText(/^\$640\.00 · Luxury SUV · valid until/)
      .waitFor();
    await screenshot(page, "ops-quote-sent-desktop");

    const token = await adminToken();
    const mail = await messageFor(token, email, "quote");
    const link = /\/quote\?token=[\w-]+/.exec(mail.body)?.[0] ?? "";
    expect(link).not.toBe("");
    const customer = await newPage({ viewport: PHONE, allowErrors: [/410/] });
    await customer.goto(link);
    await customer.getByRole("heading", { name: "Your quote" }).waitFor();
    await expect.poll(() => customer.getByTestId("quoted-price").textContent()).toBe("$640.00");
    await customer.getByText("Tolls, parking and three hours of waiting included.").waitFor();
    const time = customer.getByLabel(/^Pickup time on/);
    await time.selectOption("15:00");
    await customer.getByLabel("Bags").selectOption("2");
    await fillPayment(customer);
    expect(await seriousA11yViolations(customer)).toEqual([]);
    const width = await customer.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
    await screenshot(customer, "ops-quote-page-phone");
    await customer.getByRole("button", { name: "Accept and book for $640.00" }).click();
    await customer.getByText("Your quote is accepted and your ride is booked.").waitFor();
    const reference = (await customer.getByTestId("booking-reference").textContent()) ?? "";
    expect(reference).toMatch(/^BC-[A-Z0-9]{6}$/);
    await screenshot(customer, "ops-quote-booked-phone");

    const [booking] = await bookingsMatching(reference);
    expect(booking).toMatchObject({ reference, estimatedPrice: 640, vehicleType: "suv", passengerCount: 4 });
    // The console shows it accepted, with the booking it became (the list as loaded again).
    await page.reload();
    await page.getByRole("tab", { name: "Messages & quotes" }).click();
    await page.getByLabel("Search quote requests").fill(tag);
    await card.getByText("Accepted", { exact: true }).waitFor();
    await card.getByText(`booked as ${reference}`, { exact: false }).waitFor();
    expect(await card.getByRole("button", { name: /quote/i }).count()).toBe(0);

    // The link is used: it says so, and books nothing more.
    await customer.goto(link);
    await customer.getByText("This quote was already accepted: your booking is confirmed.").waitFor();
  });
});

test.describe("an operator's day: problems raised before they happen", () => {
  test.use({ viewport: DESKTOP });

  test("an unassigned ride near pickup appears in the exceptions view and leaves it once assigned", async ({
    dispatcher: page,
  }) => {
    const token = await adminToken();
    const receipt = await bookAt(5, `Soon${unique()}`);
    await approve(token, receipt.bookingId);
    await runJobs(token);

    await page.getByRole("tab", { name: /^Exceptions/ }).click();
    const alert = page.getByTestId("alert").filter({ hasText: receipt.reference });
    await alert.getByText("No driver").waitFor();
    await alert.getByText(`Confirmed ride ${receipt.reference}`, { exact: false }).waitFor();
    const count = page.getByRole("tab", { name: /^Exceptions/ }).getByLabel(/\d+ open/);
    await count.waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, "ops-exceptions-desktop");
    await alert.getByRole("button", { name: receipt.reference }).click();
    await page.getByRole("dialog", { name: `Booking ${receipt.reference}` }).waitFor();
    await page.keyboard.press("Escape");

    const driver = await registerDriver(token, "Sam", `Soon${unique()}`);
    const assign = await call(
      `/api/admin/bookings/${receipt.bookingId}/assign-driver?driver_id=${driver.driver_id}`,
      { method: "POST", token },
    );
    expect(assign.status).toBe(200);
    await page.reload();
    await page.getByRole("tab", { name: /^Exceptions/ }).click();
    await page.getByText(/open exceptions?, newest first|Nothing needs looking at/).waitFor();
    await expect
      .poll(() =>
        page.getByTestId("alert").filter({ hasText: receipt.reference }).getByText("No driver").count(),
      )
      .toBe(0);
  });
});

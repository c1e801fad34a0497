import { pickupIn } from "./booking-support";
import { expect, test } from "./fixtures";
import { adminToken, messageFor, paymentOf } from "./money-support";
import { bookingsMatching } from "./support/api";
import { DESKTOP, PHONE, screenshot, seriousA11yViolations } from "./support/browser";

const unique = () => Date.now().toString(36);

test.describe("an operator's day: a caller booked by phone", () => {
  test.use({ viewport: DESKTOP });

  test("a dispatcher books a caller, the customer adds the card through the link, the ride is held", async ({
    dispatcher: page,
    newPage,
  }) => {
    const token = await adminToken();
    const last = `Caller${unique()}`;
    await page.getByRole("tab", { name: "Book a caller" }).click();
    const form = page.getByRole("form", { name: "Book a caller" });
    await form.getByLabel("First name").fill("Grace");
    await form.getByLabel("Last name").fill(last);
    await form.getByLabel("Email").fill("grace@example.com");
    await form.getByLabel("Phone").fill("(617) 555-0142");
    await form.getByLabel("Pickup").fill("Quincy, MA");
    await form.getByLabel("Destination").fill("Boston Logan International Airport (BOS), Boston, MA");
    const when = pickupIn(48);
    await form.getByLabel("Date").fill(when.date);
    await form.getByLabel("Time").fill(when.time);
    // The operator's price first: what the caller is told, and what an override replaces.
    await form.getByRole("button", { name: "Price the trip" }).click();
    await form
      .getByTestId("operator-price")
      .getByText(/^The operator's price: \$\d+\.\d\d$/)
      .waitFor();
    // An override without its reason is refused in the page, as the server would.
    await form.getByLabel("Price override (USD)").fill("210");
    await form.getByRole("button", { name: "Book and send the payment link" }).click();
    await form.getByText("A price override needs a reason").waitFor();
    await form.getByLabel("Reason for the price override").fill("Regular client's rate");
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, "ops-day-book-a-caller-desktop");
    await form.getByRole("button", { name: "Book and send the payment link" }).click();
    const done = page.getByTestId("phone-booking-created");
    await done.waitFor();
    const reference = /Booked (BC-[A-Z0-9]+)/.exec((await done.textContent()) ?? "")?.[1] ?? "";
    expect(reference).not.toBe("");
    // The booking opens: awaiting the card.
    await expect.poll(() => page.getByTestId("payment-state").textContent()).toBe("awaiting card");
    await screenshot(page, "ops-day-booked-awaiting-card-desktop");
    await page.keyboard.press("Escape");

    const mail = await messageFor(token, reference, "booking-by-phone");
    const link = /\/pay\?token=[\w.-]+/.exec(mail.body)?.[0] ?? "";
    expect(link).not.toBe("");
    const customer = await newPage({ viewport: PHONE, allowErrors: [/410/] });
    await customer.goto(link);
    await customer.getByRole("heading", { level: 2, name: reference }).waitFor();
    await customer.getByText("Hold for the fare: $210.00 (charged after the ride)").waitFor();
    await customer.getByLabel("Card number").fill("4242424242424242");
    await customer.getByLabel("Expiry date").fill("1239");
    await customer.getByLabel("CVV").fill("123");
    await customer.getByLabel("Name on card").fill(`Grace ${last}`);
    await screenshot(customer, "ops-day-pay-link-phone");
    await customer.getByRole("button", { name: "Authorize $210.00" }).click();
    await customer.getByText("Thank you: $210.00 is authorized on your card.").waitFor();
    const [booking] = await bookingsMatching(reference);
    expect(await paymentOf(token, booking?.id ?? "")).toMatchObject({ state: "held", heldCents: 21_000 });
  });
});

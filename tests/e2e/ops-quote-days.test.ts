// Issue 38's quotes, the gaps closed: a round trip quoted both ways, and a customer who moves the ride to
// another day sees that day's price (the quote's own rules) before accepting.
import { PRICING_V1 } from "@chauffeur/contract";
import { fillPayment, futureDate, pickupIn } from "./booking-support";
import { expect, test } from "./fixtures";
import { messageFor, sendBooking } from "./money-support";
import { adminToken, bookingsMatching, call } from "./support/api";
import { DESKTOP, PHONE, screenshot, seriousA11yViolations } from "./support/browser";

// A Worker of its own, on a copy of the suite's database: the holiday rate published here must not change
// the prices of the suite's other tests.
test.use({ ownWorker: { name: "quote-days" }, viewport: DESKTOP });

const unique = () => Date.now().toString(36);

test("a round trip is quoted both ways; the customer moves it to a holiday, sees that day's price and books at it", async ({
  dispatcher: page,
  newPage,
}) => {
  const tag = `r${unique()}`;
  const email = `${tag}@example.com`;
  const [outbound, holiday, back] = [futureDate(12), futureDate(11), futureDate(14)];
  const published = await call("/api/admin/pricing", {
    method: "POST",
    token: await adminToken(),
    body: JSON.stringify({
      rules: {
        ...PRICING_V1,
        surcharges: [
          { id: "holiday", name: "Holiday rate", when: { kind: "dates", dates: [holiday] }, percent: 25 },
        ],
      },
    }),
  });
  expect(published.status, await published.clone().text()).toBe(201);

  // The customer asks for a round trip on the quote request page.
  const customer = await newPage({ viewport: PHONE, allowErrors: [/410/] });
  await customer.goto("/quote-request");
  const request = customer.getByRole("form", { name: "Request a quote" });
  await request.getByLabel("Pickup location").fill("Quincy, MA");
  await request.getByLabel("Destination").fill("Mohegan Sun, Uncasville, CT");
  await request.getByLabel(/^Date/).fill(outbound);
  await request.getByLabel(/^Return date/).fill(back);
  await request.getByLabel("Passengers").fill("4");
  await request.getByLabel("Full name").fill(`Grace ${tag}`);
  await request.getByLabel("Email").fill(email);
  await request.getByLabel("Phone").fill("(617) 555-0190");
  expect(await seriousA11yViolations(customer)).toEqual([]);
  await screenshot(customer, "ops-quote-request-round-trip-phone");
  await request.getByRole("button", { name: "Request My Quote" }).click();
  await customer.getByText("Quote request sent").waitFor();

  // The dispatcher prices both rides; the return's price is asked for, as the server asks for it.
  await page.getByRole("tab", { name: "Messages & quotes" }).click();
  await page.getByLabel("Search quote requests").fill(tag);
  const card = page.getByTestId("quote-request").filter({ hasText: tag });
  await card.getByText(/round trip, returning/).waitFor();
  await card.getByRole("button", { name: `Send a quote to Grace ${tag}` }).click();
  const dialog = page.getByRole("dialog", { name: `Quote for Grace ${tag}` });
  await dialog.getByLabel("Outbound ride price (USD, all included)").fill("640");
  await dialog.getByRole("button", { name: "Send Quote" }).click();
  await dialog.getByText("the return ride of this round trip needs its price").waitFor();
  await dialog.getByLabel("Return ride price (USD, all included)").fill("600");
  expect(await seriousA11yViolations(page)).toEqual([]);
  await screenshot(page, "ops-quote-round-trip-desktop");
  await dialog.getByRole("button", { name: "Send Quote" }).click();
  await card
    .getByTestId("sent-quote")
    .getByText(/^\$640\.00 \+ return \$600\.00 · Luxury SUV · valid until/)
    .waitFor();

  // The customer's link: both rides, then the outbound moved a day earlier, onto the holiday.
  const mail = await messageFor(await adminToken(), email, "quote");
  const link = /\/quote\?token=[\w-]+/.exec(mail.body)?.[0] ?? "";
  expect(link).not.toBe("");
  const wide = await newPage({ viewport: DESKTOP });
  await wide.goto(link);
  await wide.getByTestId("quoted-rides").waitFor();
  await wide.getByLabel("Outbound date").fill(holiday);
  await wide.getByLabel(/^Pickup time on/).selectOption("15:00");
  await wide.getByLabel(/^Return pickup time on/).selectOption("18:00");
  await wide.getByTestId("moved-price").waitFor();
  await screenshot(wide, "ops-quote-moved-desktop");
  await customer.goto(link);
  await customer.getByRole("heading", { level: 1, name: "Your quote" }).waitFor();
  await expect(customer.getByTestId("quoted-rides")).toContainText("Return ride: $600.00");
  await expect(customer.getByTestId("quoted-price")).toHaveText("$1,240.00");
  await customer.getByLabel("Outbound date").fill(holiday);
  await customer.getByLabel(/^Pickup time on/).selectOption("15:00");
  await customer.getByLabel(/^Return pickup time on/).selectOption("18:00");
  const moved = customer.getByTestId("moved-price");
  await moved.getByText("Your price for the day you chose: $1,400.00").waitFor();
  await expect(moved).toContainText("$800.00 instead of $640.00 (Holiday rate applies)");
  await customer.getByLabel("Bags").selectOption("2");
  await fillPayment(customer);
  expect(await seriousA11yViolations(customer)).toEqual([]);
  const width = await customer.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE.width);
  await moved.scrollIntoViewIfNeeded();
  await screenshot(customer, "ops-quote-moved-phone");
  await customer.getByRole("button", { name: "Accept and book for $1,400.00" }).click();
  await customer.getByText("Your quote is accepted and your ride is booked.").waitFor();
  const reference = (await customer.getByTestId("booking-reference").textContent()) ?? "";
  expect(reference).toMatch(/^BC-[A-Z0-9]{6}$/);

  const rides = await bookingsMatching(reference);
  expect(rides.map((r) => [r.reference, r.scheduledDate, r.estimatedPrice]).sort()).toEqual([
    [reference, holiday, 800],
    [`${reference}-R`, back, 600],
  ]);
});

test("a short-notice booking becomes a quote that books the pickup it asked for, inside the lead time", async ({
  dispatcher: page,
  newPage,
}) => {
  const token = await adminToken();
  const policy = await call("/api/admin/settings", {
    method: "PATCH",
    token,
    body: JSON.stringify({ shortNotice: "quote" }),
  });
  expect(policy.status, await policy.clone().text()).toBe(200);
  const tag = `s${unique()}`;
  const email = `${tag}@example.com`;
  // An hour ahead, inside the two hours' lead time: kept as a quote request, nothing booked.
  const asked = pickupIn(1);
  const kept = await sendBooking(1, tag, { email, pickup: asked });
  expect(kept.status, await kept.clone().text()).toBe(202);

  await page.getByRole("tab", { name: "Messages & quotes" }).click();
  await page.getByLabel("Search quote requests").fill(tag);
  const card = page.getByTestId("quote-request").filter({ hasText: tag });
  await card.getByText(/Short-notice booking request/).waitFor();
  await card.getByRole("button", { name: `Send a quote to Ada ${tag}` }).click();
  const dialog = page.getByRole("dialog", { name: `Quote for Ada ${tag}` });
  await dialog.getByLabel("Price (USD, all included)").fill("150");
  await dialog.getByRole("button", { name: "Send Quote" }).click();
  await card.getByText("Quoted", { exact: true }).waitFor();

  const mail = await messageFor(token, email, "quote");
  const link = /\/quote\?token=[\w-]+/.exec(mail.body)?.[0] ?? "";
  const customer = await newPage({ viewport: PHONE });
  await customer.goto(link);
  await customer.getByRole("heading", { level: 1, name: "Your quote" }).waitFor();
  // The time it asked for is chosen, though a booking made now could not take it.
  await customer
    .getByText(/, as you asked, for the quoted price\. Another time must be at least 2 hours ahead/)
    .waitFor();
  await expect(customer.getByLabel(/^Pickup time on/)).toHaveValue(asked.time);
  await customer.getByLabel("Bags").selectOption("1");
  await fillPayment(customer);
  expect(await seriousA11yViolations(customer)).toEqual([]);
  await screenshot(customer, "ops-quote-short-notice-phone");
  await customer.getByRole("button", { name: "Accept and book for $150.00" }).click();
  await customer.getByText("Your quote is accepted and your ride is booked.").waitFor();
  const reference = (await customer.getByTestId("booking-reference").textContent()) ?? "";
  const [ride] = await bookingsMatching(reference);
  expect(ride).toMatchObject({ scheduledDate: asked.date, scheduledTime: asked.time, estimatedPrice: 150 });
});

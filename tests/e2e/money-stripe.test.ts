import { type StripeFakeServer, startStripeFake } from "../fakes/stripe/server";
import { accountToken, signInByLink } from "./account-support";
import { pickupIn } from "./booking-support";
import { adminSignIn } from "./driver-support";
import { test as base, expect } from "./fixtures";
import { adminToken, paymentOf, readyToPayWithStripe, runJobs } from "./money-support";
import { bookingsMatching, call } from "./support/api";
import { DESKTOP, PHONE, screenshot, seriousA11yViolations } from "./support/browser";

// A Worker of its own, configured for Stripe and pointed at the local fake (API, Stripe.js stand-in,
// webhooks), on a copy of the suite's database.
const test = base.extend<object, { stripe: StripeFakeServer }>({
  stripe: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from this pattern.
    async ({}, use) => {
      const stripe = await startStripeFake();
      await use(stripe);
      await stripe.close();
    },
    { scope: "worker" },
  ],
  ownWorker: [
    async ({ stripe }, use) =>
      use({
        name: "stripe",
        vars: {
          PAYMENT_PROVIDER: "stripe",
          STRIPE_SECRET_KEY: stripe.fake.secretKey,
          STRIPE_PUBLISHABLE_KEY: stripe.fake.publishableKey,
          STRIPE_WEBHOOK_SECRET: stripe.fake.webhookSecret,
          STRIPE_API_BASE: stripe.url,
          STRIPE_JS_URL: `${stripe.url}/stripe.js`,
        },
      }),
    { scope: "worker" },
  ],
});
test.beforeAll(({ stripe, site }) => stripe.deliverTo(`${site.url}/api/payments/stripe/webhook`));

test.describe("Stripe Elements on the payment step", () => {
  test("the card goes into Stripe's frame, the bank's 3-D Secure runs, the card is saved with the $1 check", async ({
    newPage,
    site,
    stripe,
  }) => {
    const config = await (await fetch(`${site.url}/api/config`)).json();
    expect(config.payments).toMatchObject({ provider: "stripe", publishableKey: stripe.fake.publishableKey });
    const csp = (await fetch(`${site.url}/booking-payment`)).headers.get("content-security-policy") ?? "";
    expect(csp).toContain(`frame-src ${stripe.url}`);

    // The first booking call answers 402 with the bank's 3-D Secure request (the console reports it).
    const page = await newPage({ allowErrors: [/402/] });
    const email = `stripe-${Date.now()}@example.com`;
    // This card always asks for 3-D Secure (Stripe's test card).
    await readyToPayWithStripe(page, email, "4000 0027 6000 3184");
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, "money-stripe-elements-desktop");
    // The card number never reaches our page's DOM or our API.
    expect(await page.content()).not.toContain("4000002760003184");
    await page.getByRole("button", { name: "Authorize and Book" }).click();
    const bank = page.frameLocator('iframe[title="3D Secure authentication"]');
    await bank.getByRole("button", { name: "Complete authentication" }).click();
    await page.getByRole("heading", { level: 1, name: "Authorization Successful!" }).waitFor();

    const [booked] = await bookingsMatching(email);
    expect(await paymentOf(await adminToken(), booked?.id ?? "")).toMatchObject({
      state: "verified",
      verifiedCents: 100,
    });
    const intent = stripe.fake.requests.find((r) => r.path === "/v1/payment_intents" && r.method === "POST");
    expect(intent?.params).toMatchObject({
      capture_method: "manual",
      setup_future_usage: "off_session",
      amount: "100",
    });
    expect(
      stripe.fake.requests.some(
        (r) => JSON.stringify(r.params).includes("4000002760003184") && r.key === "secret",
      ),
    ).toBe(false);
  });
});

test.describe("reconciliation with the processor (issue 37)", () => {
  test("a hold the processor no longer has shows in the console's Exceptions, with its booking", async ({
    newPage,
    stripe,
  }) => {
    const page = await newPage();
    const email = `reconcile-${Date.now()}@example.com`;
    await readyToPayWithStripe(page, email, "4242 4242 4242 4242");
    const earlier = new Set(stripe.fake.intents.keys());
    await page.getByRole("button", { name: "Authorize and Book" }).click();
    await page.getByRole("heading", { level: 1, name: "Authorization Successful!" }).waitFor();
    const [booking] = await bookingsMatching(email);
    expect(booking).toBeDefined();

    // The $1 check is cancelled at the processor behind our back (in its dashboard, say).
    const held = [...stripe.fake.intents.values()].find((i) => !earlier.has(i.id) && i.amount === 100);
    expect(held?.status).toBe("requires_capture");
    if (held) Object.assign(held, { status: "canceled", amount_capturable: 0 });
    await runJobs(await adminToken(), undefined, ["payment-reconciliation"]);

    for (const viewport of [PHONE, DESKTOP]) {
      const admin = await newPage({ viewport });
      await adminSignIn(admin);
      await admin.getByRole("tab", { name: /^Exceptions/ }).click();
      const alert = admin.getByTestId("alert").filter({ hasText: booking?.reference ?? "?" });
      await alert.getByText("Payment difference").waitFor();
      await alert
        .getByText(
          "The card processor shows held $0.00, captured $0.00, refunded $0.00; the ledger shows held $1.00",
          {
            exact: false,
          },
        )
        .waitFor();
      expect(await seriousA11yViolations(admin)).toEqual([]);
      const width = await admin.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(viewport.width);
      await screenshot(admin, `admin-exceptions-${viewport === PHONE ? "phone" : "desktop"}`);
      await alert.getByRole("button", { name: booking?.reference ?? "?" }).click();
      await admin.getByRole("dialog", { name: `Booking ${booking?.reference}` }).waitFor();
    }
  });
});

test.describe("the saved card on the account page (Stripe)", () => {
  test("removing it: the account no longer offers it, and Stripe detaches it once its ride is paid", async ({
    newPage,
    stripe,
  }) => {
    const email = `saved-${Date.now().toString(36)}@example.com`;
    // A booking made signed in with a new card: Stripe saves the card on a Customer, the account keeps it.
    const confirmation = await fetch(`${stripe.url}/v1/confirmation_tokens`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${stripe.fake.publishableKey}`,
        "content-type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams({
        "payment_method_data[type]": "card",
        "payment_method_data[card][number]": "4242424242424242",
        "payment_method_data[card][exp_month]": "12",
        "payment_method_data[card][exp_year]": "2034",
        "payment_method_data[card][cvc]": "123",
      }).toString(),
    });
    const { id: ctoken } = (await confirmation.json()) as { id: string };
    const booked = await call("/api/bookings", {
      method: "POST",
      token: await accountToken(email),
      headers: { "idempotency-key": crypto.randomUUID() },
      body: JSON.stringify({
        serviceType: "one-way",
        pickupLocation: "Quincy, MA",
        destination: "Cambridge, MA",
        ...pickupIn(72),
        vehicleType: "executive-sedan",
        customerInfo: { name: "Ada Saved", email, phone: "(617) 555-0100" },
        passengerCount: 1,
        luggageCount: 1,
        paymentInfo: { provider: "stripe", token: ctoken },
      }),
    });
    expect(booked.status, await booked.clone().text()).toBe(201);
    const check = [...stripe.fake.intents.values()].filter((i) => i.amount === 100).at(-1);
    const pm = String(check?.payment_method ?? "");
    expect(pm).toMatch(/^pm_/);

    const page = await newPage({ viewport: PHONE });
    await signInByLink(page, email);
    const saved = page.getByRole("region", { name: "Saved card" });
    await expect(saved).toContainText("Visa ending 4242");
    await expect(saved).toContainText("rides already booked on it are still paid with it");
    await screenshot(page, "account-card-saved-stripe-phone");
    await saved.getByRole("button", { name: "Remove card" }).click();
    await saved.getByText("No card saved.", { exact: false }).waitFor();
    await screenshot(page, "account-card-removed-stripe-phone");
    // The ride booked on it keeps it at Stripe until it is paid; cancelled (and settled), the card goes.
    const detaches = () => stripe.fake.requests.filter((r) => r.path === `/v1/payment_methods/${pm}/detach`);
    const token = await adminToken();
    await runJobs(token, undefined, ["card-detach"]);
    expect(detaches()).toEqual([]);
    expect(stripe.fake.paymentMethod(pm)?.detached).toBeFalsy();
    const { bookingId } = (await booked.json()) as { bookingId: string };
    const cancelled = await call(`/api/admin/bookings/${bookingId}/cancel`, {
      method: "POST",
      token,
      body: JSON.stringify({ reason: "The customer called to cancel", waiveFee: true }),
    });
    expect(cancelled.status, await cancelled.clone().text()).toBe(200);
    await runJobs(token, undefined, ["payment-settlement", "card-detach"]);
    expect(detaches()).toEqual([expect.objectContaining({ method: "POST", key: "secret" })]);
    expect(stripe.fake.paymentMethod(pm)?.detached).toBe(true);
  });
});

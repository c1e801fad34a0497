import { bookingA11yViolations } from "./booking-support";
import { expect, test } from "./fixtures";
import { PHONE, screenshot } from "./support/browser";

test.describe("the success page's other outcomes", () => {
  test("says the session expired", async ({ newPage }) => {
    const page = await newPage();
    await page.route("**/api/payments/status/**", (r) =>
      r.fulfill({ json: { payment_status: "unpaid", status: "expired" } }),
    );
    await page.goto("/booking-success?session_id=ps_expired");
    await page.getByRole("heading", { level: 1, name: "Payment Session Expired" }).waitFor();
    await page.getByText("Your payment session has expired. Please try booking again.").waitFor();
    expect(await bookingA11yViolations(page)).toEqual([]);
  });

  test("says the check failed, with our contact details, when the status call fails", async ({ newPage }) => {
    const page = await newPage({ viewport: PHONE, allowErrors: [/status of 500/] });
    await page.route("**/api/payments/status/**", (r) =>
      r.fulfill({ status: 500, json: { detail: "boom" } }),
    );
    await page.goto("/booking-success?session_id=ps_broken");
    await page.getByRole("heading", { level: 1, name: "Payment Status Check Failed" }).waitFor();
    await page
      .getByText("We couldn't verify your payment status. Please contact us if you were charged.")
      .waitFor();
    expect(await page.locator("main a[href^='tel:']").count()).toBeGreaterThan(0);
    expect(await page.locator("main a[href^='mailto:']").count()).toBeGreaterThan(0);
    await screenshot(page, "booking-status-failed-phone");
    expect(await bookingA11yViolations(page)).toEqual([]);
  });
});

test.describe("the cancel page", () => {
  test("says nothing was charged and offers a new booking or support", async ({ newPage }) => {
    const page = await newPage({ viewport: PHONE });
    await page.goto("/booking-cancel");
    await page.getByRole("heading", { level: 1, name: "Booking Cancelled" }).waitFor();
    await page.getByText("Your booking authorization was cancelled. No payment was processed.").waitFor();
    await screenshot(page, "booking-cancel-phone");
    expect(await bookingA11yViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Make New Booking" }).click();
    await page.waitForURL((u) => u.pathname === "/booking");
    await page.goto("/booking-cancel");
    await page.getByRole("button", { name: "Contact Support" }).click();
    await page.waitForURL((u) => u.pathname === "/contact");
  });
});

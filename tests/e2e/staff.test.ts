import { adminToken, bookRide } from "./driver-support";
import { expect, test } from "./fixtures";
import { linkSentTo, totpCode } from "./staff-support";
import { call } from "./support/api";
import { PHONE, screenshot, seriousA11yViolations } from "./support/browser";

/** A booking approved with its fare held, then captured: something a dispatcher can refund. */
async function capturedBooking() {
  const booking = await bookRide(`Refund${Date.now().toString(36)}`, 3);
  const token = await adminToken();
  expect(
    (await call(`/api/admin/bookings/${booking.bookingId}/approve`, { method: "POST", token })).status,
  ).toBe(200);
  const capture = await call(`/api/admin/bookings/${booking.bookingId}/payment/capture`, {
    method: "POST",
    token,
    body: JSON.stringify({ reason: "The customer asked to settle now" }),
  });
  expect(capture.status).toBe(200);
  return booking;
}

test.describe("staff who can be trusted with money (issue 39)", () => {
  test("an owner invites a dispatcher, who sets a password, enrols the app, signs in and refunds within the limit", async ({
    dispatcher: owner,
    newPage,
  }) => {
    const email = `rosa-${Date.now().toString(36)}@example.com`;
    const password = "a dispatcher password 2026";

    // The owner invites from the Staff tab.
    await owner.getByRole("tab", { name: "Staff" }).click();
    await owner.getByRole("button", { name: "Invite staff" }).click();
    const dialog = owner.getByRole("dialog", { name: "Invite a staff member" });
    await dialog.getByLabel("Name").fill("Rosa Diaz");
    await dialog.getByLabel("E-mail").fill(email);
    await dialog.getByLabel("Role").selectOption("dispatcher");
    await dialog.getByRole("button", { name: "Send invite" }).click();
    await owner.getByText(`Invite sent to ${email}`).waitFor();
    await owner
      .getByRole("row", { name: /Rosa Diaz/ })
      .getByText("invited")
      .waitFor();
    await screenshot(owner, "staff-tab-desktop");

    // The invite's link sets the password.
    const invite = await linkSentTo(email, "staff-invite");
    expect(invite).toMatch(/^\/admin\/invite\?token=/);
    // The invite's link used a second time answers 410, on purpose.
    const rosa = await newPage({ allowErrors: [/status of 410/] });
    await rosa.goto(invite);
    await rosa.getByLabel(/^New password/).fill(password);
    await rosa.getByLabel("The same password again").fill(password);
    await screenshot(rosa, "staff-invite-desktop");
    await rosa.getByRole("button", { name: "Set password" }).click();
    await rosa.getByText("Your password is set. Sign in to set up your second factor.").waitFor();
    // Used once: the same link again is refused.
    await rosa.goto(invite);
    await rosa.getByLabel(/^New password/).fill(password);
    await rosa.getByLabel("The same password again").fill(password);
    await rosa.getByRole("button", { name: "Set password" }).click();
    await rosa.getByText(/already used/).waitFor();

    // The first sign-in enrols an authenticator app: the QR code and the key as text.
    await rosa.goto("/admin");
    await rosa.getByLabel("Username").fill(email);
    await rosa.getByLabel("Password").fill(password);
    await rosa.getByRole("button", { name: "Sign In" }).click();
    await rosa.getByRole("img", { name: /QR code/ }).waitFor();
    const secret = (await rosa.getByTestId("mfa-secret").textContent()) ?? "";
    expect(secret.replace(/\s/g, "")).toMatch(/^[A-Z2-7]{32}$/);
    expect(await seriousA11yViolations(rosa)).toEqual([]);
    await screenshot(rosa, "staff-enrol-desktop");
    const enrolledAt = Date.now();
    await rosa.getByLabel("Code").fill(totpCode(secret, enrolledAt));
    await rosa.getByRole("button", { name: "Turn on and sign in" }).click();
    const codes = rosa.getByTestId("recovery-codes");
    await codes.waitFor();
    expect(await codes.locator("code").count()).toBe(10);
    await screenshot(rosa, "staff-recovery-codes-desktop");
    await rosa.getByText("I have kept my recovery codes").click();
    await rosa.getByRole("button", { name: "Continue to the dashboard" }).click();

    // A dispatcher's console: no Releases, Staff or Audit log tab.
    await rosa.getByTestId("staff-role").getByText("Dispatcher").waitFor();
    const tabs = await rosa.getByRole("tab").allTextContents();
    expect(tabs).toEqual(expect.arrayContaining(["Bookings", "Drivers", "Messages & quotes"]));
    for (const hidden of ["Releases", "Staff", "Audit log"]) expect(tabs).not.toContain(hidden);

    // Signing in again asks the app's next code.
    await rosa.getByRole("button", { name: "Logout" }).click();
    await rosa.getByRole("button", { name: "Sign In" }).waitFor();
    await rosa.getByLabel("Username").fill(email);
    await rosa.getByLabel("Password").fill(password);
    await rosa.getByRole("button", { name: "Sign In" }).click();
    await rosa.getByRole("heading", { name: "Two-step sign-in" }).waitFor();
    await screenshot(rosa, "staff-mfa-step-desktop");
    await rosa.getByLabel("Code").fill(totpCode(secret, enrolledAt + 30_000));
    await rosa.getByRole("button", { name: "Verify" }).click();
    await rosa.getByRole("button", { name: "Logout" }).waitFor();

    // A refund within the dispatcher's limit ($100 on a booking).
    const booking = await capturedBooking();
    await rosa.getByLabel("Search bookings").fill(booking.reference);
    await rosa.getByRole("button", { name: booking.reference, exact: true }).click();
    const drawer = rosa.getByRole("dialog", { name: `Booking ${booking.reference}` });
    await drawer.getByRole("button", { name: "Refund" }).click();
    const refund = rosa.getByRole("alertdialog", { name: "Refund the customer?" });
    await refund.getByText(/as a dispatcher, up to \$100\.00 more on this booking/).waitFor();
    await refund.getByLabel("Amount in dollars").fill("25");
    await refund.getByLabel("Reason (the customer is told)").fill("Waited at the curb");
    await refund.getByRole("button", { name: "Refund" }).click();
    await rosa.getByText("Refunded $25.00", { exact: true }).waitFor();

    // The owner reads it in the audit log, with who did it.
    await owner.getByRole("tab", { name: "Audit log" }).click();
    await owner.getByLabel("Action").selectOption("payment.refunded");
    await owner.getByRole("button", { name: "Apply filters" }).click();
    const row = owner.getByTestId("audit-row").filter({ hasText: booking.reference });
    await row.getByText("Rosa Diaz").waitFor();
    await row.getByText("refundedCents: 0 → 2500").waitFor();
    await screenshot(owner, "staff-audit-desktop");
  });

  test("a forgotten password is reset by an e-mailed link, once", async ({ newPage }) => {
    const token = await adminToken();
    const email = `kim-${Date.now().toString(36)}@example.com`;
    const invited = await call("/api/admin/staff", {
      method: "POST",
      token,
      body: JSON.stringify({ name: "Kim Park", email, role: "accountant" }),
    });
    expect(invited.status).toBe(201);
    const invite = new URL(await linkSentTo(email, "staff-invite"), "http://site").searchParams.get("token");
    await call("/api/admin/staff/accept", {
      method: "POST",
      body: JSON.stringify({ token: invite, password: "first password 2026" }),
    });

    const page = await newPage({ viewport: PHONE });
    await page.goto("/admin");
    await page.getByRole("button", { name: "Forgot your password?" }).click();
    await page.getByLabel("E-mail").fill(email);
    await page.getByRole("button", { name: "Send the link" }).click();
    await page.getByText(/If an account uses that address/).waitFor();
    await screenshot(page, "staff-reset-request-phone");

    const link = await linkSentTo(email, "password-reset");
    expect(link).toMatch(/^\/reset-password\?token=/);
    await page.goto(link);
    await page.getByLabel(/^New password/).fill("second password 2026");
    await page.getByLabel("The same password again").fill("second password 2026");
    await screenshot(page, "staff-reset-phone");
    await page.getByRole("button", { name: "Set password" }).click();
    await page.getByText(/Your new password is set/).waitFor();
    await page.getByRole("link", { name: "Go to sign-in" }).click();
    await page.getByLabel("Username").fill(email);
    await page.getByLabel("Password").fill("second password 2026");
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.getByRole("img", { name: /QR code/ }).waitFor();
    await screenshot(page, "staff-enrol-phone");
  });

  test("the Staff and Audit log tabs read well on a phone", async ({ newPage }) => {
    const page = await newPage({ viewport: PHONE });
    await page.goto("/admin");
    await page.getByLabel("Username").fill("admin");
    await page.getByLabel("Password").fill("chauffeur-admin-2026");
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.getByRole("tab", { name: "Staff" }).click();
    await page.getByTestId("staff-row").first().waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, "staff-tab-phone");
    await page.getByRole("tab", { name: "Audit log" }).click();
    await page.getByTestId("audit-card").first().waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, "staff-audit-phone");
  });
});

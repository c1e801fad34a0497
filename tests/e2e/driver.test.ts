import type { Page } from "@playwright/test";
import { pickupIn, RIDE_DAY_HOURS } from "./booking-support";
import {
  adminSignIn,
  adminToken,
  approveAndAssign,
  bookRide,
  closeWelcome,
  driverSignIn,
  openAdminBooking,
  registerDriver,
  rideCard,
  tapEarlyStep,
} from "./driver-support";
import { expect, test } from "./fixtures";
import { DESKTOP, PHONE, screenshot, seriousA11yViolations } from "./support/browser";

/**
 * With a modal open, axe measures the buttons dimmed behind its backdrop (the trigger that opened it)
 * against the dimmed colours; those are inert and meant to look faded, so only they are left out.
 */
async function dialogViolations(page: Page) {
  // Measure the dialog as it rests, not halfway through its opening animation.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
  const behindBackdrop = (target: string[]) => target.join(" ").endsWith(":trigger");
  return (await seriousA11yViolations(page))
    .map((v) =>
      v.id === "color-contrast" ? { ...v, nodes: v.nodes.filter((n) => !behindBackdrop(n.target)) } : v,
    )
    .filter((v) => v.nodes.length > 0);
}

test.describe("the driver dashboard", () => {
  test("takes a ride the admin assigned from accept with a note to completed; the admin sees it completed", async ({
    newPage,
  }) => {
    const tag = `D${Date.now().toString(36)}`;
    const booking = await bookRide(tag, pickupIn(RIDE_DAY_HOURS));
    const token = await adminToken();
    const marcus = await registerDriver(token, "Marcus", tag);
    const rosa = await registerDriver(token, "Rosa", tag);

    const admin = await newPage();
    await adminSignIn(admin);
    let drawer = await openAdminBooking(admin, booking.reference);
    await drawer.getByRole("button", { name: "Approve booking" }).click();
    await admin.getByText("Booking approved successfully!").waitFor();
    await drawer.getByRole("combobox").selectOption({ label: `Marcus ${tag}` });
    await drawer.getByRole("button", { name: "Assign", exact: true }).click();
    await admin.getByText("Driver assigned successfully!").waitFor();
    await admin.keyboard.press("Escape");

    const page = await newPage({ viewport: PHONE, allowErrors: [/401/] });
    await page.goto("/driver");
    await page.getByRole("heading", { level: 1, name: "Driver Dashboard" }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, "driver-sign-in-phone");
    await driverSignIn(page, marcus.email, "not-my-password-1");
    await page.getByText("Login failed: Invalid email or password").waitFor();
    await driverSignIn(page, marcus.email);
    await page.getByText(`Welcome, Marcus ${tag}!`).waitFor();

    const card = rideCard(page, booking.reference);
    await card.waitFor();
    await expect(page.getByTestId("count-pending").textContent()).resolves.toBe("1");
    await card.getByText(`Ada ${tag}`).waitFor();
    await card.getByText("BA 213").waitFor();
    await card.getByText("Meet at arrivals with a sign").waitFor();
    // Readable, not raw values; actions a thumb can hit (48 px and more) on a phone.
    await card.getByText("1 passenger, 1 bag").waitFor();
    await card.getByText("Executive Sedan").waitFor();
    // What the ride pays the chauffeur: 70% of the $150 vehicle fare (not the child seat or the service fee).
    await expect(card.getByTestId("payout").textContent()).resolves.toBe("$105.00");
    await card.getByText("70% of the $150.00 fare").waitFor();
    await expect(card.getByTestId("ride-status").textContent()).resolves.toBe("Awaiting your answer");
    const accept = await card.getByRole("button", { name: `Accept ride ${booking.reference}` }).boundingBox();
    expect(accept?.height).toBeGreaterThanOrEqual(48);
    await page.getByRole("heading", { name: "Today", exact: true }).waitFor();
    expect(await card.getByRole("link", { name: /^Call Ada/ }).getAttribute("href")).toBe("tel:6175550100");
    const maps = await card.getByRole("link", { name: "Open route in maps" }).getAttribute("href");
    expect(maps).toContain(
      "https://www.google.com/maps/dir/?api=1&origin=Quincy%2C+MA&destination=Boston+Logan",
    );
    await expect(card.getByTestId("ride-status").getAttribute("data-status")).resolves.toBe("assigned");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, "driver-rides-phone");

    await card.getByRole("button", { name: `Accept ride ${booking.reference}` }).click();
    const dialog = page.getByRole("dialog", { name: `Accept ride ${booking.reference}?` });
    await dialog.getByLabel("Note for dispatch (optional)").fill("Will wait at door 5");
    expect(await dialogViolations(page)).toEqual([]);
    await screenshot(page, "driver-accept-dialog-phone");
    await dialog.getByRole("button", { name: "Accept ride" }).click();
    await page.getByText("Booking accepted successfully!").waitFor();
    await expect.poll(() => card.getByTestId("ride-status").getAttribute("data-status")).toBe("accepted");
    await card.getByText("Your note: Will wait at door 5").waitFor();

    for (const [button, stage] of [
      ["Start: on my way", "On the way to the pickup"],
      ["Arrived at pickup", "Arrived at the pickup"],
      ["Passenger on board", "Passenger on board"],
    ] as const) {
      // Arrived and on board, hours before the pickup, are asked first (a customer may be ready early).
      if (button === "Start: on my way") await card.getByRole("button", { name: button }).click();
      else await tapEarlyStep(page, card, button);
      await expect.poll(() => card.getByTestId("ride-stage").textContent()).toBe(stage);
      await expect(card.getByTestId("ride-status").getAttribute("data-status")).resolves.toBe("in_progress");
      if (button === "Arrived at pickup") {
        // Early for the pickup: the waiting clock says the free time starts at the pickup time.
        const clock = card.getByRole("timer", { name: "Waiting time" });
        await clock
          .getByText(/^Early: the free waiting starts at the pickup time, \d+:\d\d [AP]M ET$/)
          .waitFor();
        await clock.getByText(/^Free until \d+:\d\d [AP]M ET$/).waitFor();
        await screenshot(page, "driver-waiting-clock-phone");
      }
    }
    await expect(card.getByRole("timer").count()).resolves.toBe(0);
    // Only the next valid step is offered: no earlier step, and no no-show before the pickup time.
    await expect(card.getByRole("button", { name: "Arrived at pickup" }).count()).resolves.toBe(0);
    await expect(card.getByRole("button", { name: "Passenger no-show" }).count()).resolves.toBe(0);
    await card.getByRole("button", { name: "Complete ride" }).click();
    const confirm = page.getByRole("alertdialog", { name: `Complete ride ${booking.reference}?` });
    await confirm.getByRole("button", { name: "Yes, complete ride" }).click();
    await page.getByText("Ride completed", { exact: true }).first().waitFor();
    await expect.poll(() => card.getByTestId("ride-status").getAttribute("data-status")).toBe("completed");
    await expect(card.getByRole("button").count()).resolves.toBe(0);
    await expect(page.getByTestId("count-accepted").textContent()).resolves.toBe("1");
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, "driver-completed-phone");

    // A second driver's dashboard does not show it.
    const other = await newPage();
    await other.goto("/driver");
    await driverSignIn(other, rosa.email);
    await other.getByText("No upcoming rides assigned to you.").waitFor();
    await expect(rideCard(other, booking.reference).count()).resolves.toBe(0);
    await expect(other.getByTestId("count-total").textContent()).resolves.toBe("0");

    drawer = await openAdminBooking(admin, booking.reference);
    await drawer.getByText("Will wait at door 5").first().waitFor();
    await drawer.getByText("on_board → completed").waitFor();
    await drawer.getByText("in_progress → completed").waitFor();
    await drawer.getByText("confirmed → completed").waitFor();
    await expect(drawer.getByText("completed", { exact: true }).count()).resolves.toBeGreaterThanOrEqual(2);
    await screenshot(admin, "driver-ride-completed-admin-desktop");

    await page.getByRole("button", { name: "Logout" }).click();
    await page.getByRole("button", { name: "Sign In" }).waitFor();
    await page.reload();
    await page.getByRole("button", { name: "Sign In" }).waitFor();
  });

  test("says when 'on my way' opens for a ride days ahead, and offers no button before", async ({
    newPage,
  }) => {
    const tag = `W${Date.now().toString(36)}`;
    const booking = await bookRide(tag, 3);
    const token = await adminToken();
    const driver = await registerDriver(token, "Nia", tag);
    await approveAndAssign(token, booking.bookingId, driver.driver_id);
    const page = await newPage({ viewport: PHONE });
    await page.goto("/driver");
    await driverSignIn(page, driver.email);
    await closeWelcome(page);
    const card = rideCard(page, booking.reference);
    await card.getByRole("button", { name: `Accept ride ${booking.reference}` }).click();
    await page
      .getByRole("dialog", { name: `Accept ride ${booking.reference}?` })
      .getByRole("button", { name: "Accept ride" })
      .click();
    await expect.poll(() => card.getByTestId("ride-status").getAttribute("data-status")).toBe("accepted");
    await expect
      .poll(() => card.getByTestId("step-not-yet").textContent())
      .toMatch(/^"On my way" opens 3 hours before pickup, at \w{3}, \w{3} \d+, 11:30 AM ET\.$/);
    await expect(card.getByRole("button", { name: "Start: on my way" }).count()).resolves.toBe(0);
    await screenshot(page, "driver-not-yet-phone");
  });

  test("rejects with a note, which the admin sees as rejected; an expired session returns to sign-in", async ({
    newPage,
  }) => {
    const tag = `R${Date.now().toString(36)}`;
    const booking = await bookRide(tag, 3);
    const token = await adminToken();
    const driver = await registerDriver(token, "Lena", tag);
    await approveAndAssign(token, booking.bookingId, driver.driver_id);

    const page = await newPage({ viewport: DESKTOP, allowErrors: [/401/] });
    await page.goto("/driver");
    await driverSignIn(page, driver.email);
    const card = rideCard(page, booking.reference);
    await card.waitFor();
    await screenshot(page, "driver-rides-desktop");
    await card.getByRole("button", { name: `Reject ride ${booking.reference}` }).click();
    const dialog = page.getByRole("dialog", { name: `Reject ride ${booking.reference}?` });
    await dialog.getByLabel("Note for dispatch (optional)").fill("Car in for service that day");
    await dialog.getByRole("button", { name: "Reject ride" }).click();
    await page.getByText("Booking rejected. Dispatch has been told.").waitFor();
    await expect.poll(() => card.getByTestId("ride-status").getAttribute("data-status")).toBe("rejected");
    await expect(page.getByTestId("count-rejected").textContent()).resolves.toBe("1");
    await expect(card.getByRole("button").count()).resolves.toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);

    const admin = await newPage();
    await adminSignIn(admin);
    const drawer = await openAdminBooking(admin, booking.reference);
    await drawer.getByText("Car in for service that day").first().waitFor();
    await drawer.getByText("assigned → rejected").waitFor();
    await drawer.getByText("rejected", { exact: true }).first().waitFor();
    await screenshot(admin, "driver-ride-rejected-admin-desktop");

    // She agrees on the phone after all: the dispatcher may give her the ride again, warned that she declined it.
    const picker = drawer.getByRole("combobox");
    await picker.selectOption({ label: `Lena ${tag} (declined this ride)` });
    await drawer.getByText("This driver declined this ride: “Car in for service that day”").waitFor();
    await drawer.getByRole("button", { name: "Reassign", exact: true }).click();
    await admin.getByText("Booking reassigned successfully!").waitFor();
    await page.reload();
    await card.getByRole("button", { name: `Accept ride ${booking.reference}` }).waitFor();
    await expect.poll(() => card.getByTestId("ride-status").getAttribute("data-status")).toBe("assigned");

    // A token the server no longer accepts (as after expiry): the next call answers 401.
    await page.evaluate(() => {
      const key = "chauffeur.driver.session";
      const s = JSON.parse(sessionStorage.getItem(key) ?? "{}");
      sessionStorage.setItem(key, JSON.stringify({ ...s, token: `${s.token}x` }));
    });
    await page.reload();
    await page.getByText("Your session has expired. Please sign in again.").waitFor();
    await page.getByRole("button", { name: "Sign In" }).waitFor();
  });
});

// The operator sets their own prices and fleet photos in the console (issue 42): a flat fare and a
// late-night surcharge previewed, published and quoted to a customer; a photo for the SUV on the fleet page.

import {
  chooseVehicle,
  continueToCustomerInfo,
  futureDate,
  startAtVehicleSelection,
} from "./booking-support";
import { adminSignIn } from "./driver-support";
import { expect, test } from "./fixtures";
import { DESKTOP, PHONE, screenshot } from "./support/browser";

// A Worker of its own, on a copy of the suite's database: the prices published here must not change the
// quotes of the suite's other tests.
test.use({ ownWorker: { name: "operator-prices" }, viewport: DESKTOP });

const BACK_BAY = "Fairmont Copley Plaza, Boston, MA 02116";
const LOGAN = "Boston Logan International Airport (BOS), Boston, MA";

test("the owner prices Back Bay to Logan flat with a late-night surcharge, and a customer is quoted both", async ({
  page,
  newPage,
}) => {
  await adminSignIn(page);
  await page.getByRole("tab", { name: "Prices" }).click();
  const panel = page.getByTestId("pricing-panel");
  await panel.waitFor();

  await panel.getByRole("button", { name: "Add zone" }).click();
  await panel.getByRole("button", { name: "Add zone" }).click();
  const zones = panel.getByTestId("zone-row");
  await zones.nth(0).getByLabel("Zone name").fill("Back Bay");
  await zones
    .nth(0)
    .getByLabel(/ZIP codes, e\.g\./)
    .fill("02116, 02199");
  await zones.nth(1).getByLabel("Zone name").fill("Logan Airport");
  await zones.nth(1).getByLabel("Kind").selectOption("airport");
  await zones
    .nth(1)
    .getByLabel(/IATA code/)
    .fill("BOS");

  await panel.getByRole("button", { name: "Add flat fare" }).click();
  const fare = panel.getByTestId("fare-row");
  await fare.getByLabel("From").selectOption({ label: "Back Bay" });
  await fare.getByLabel("To").selectOption({ label: "Logan Airport" });
  await fare.getByLabel(/^Sedan \$/).fill("95");

  await panel.getByRole("button", { name: "Add surcharge" }).click();
  const surcharge = panel.getByTestId("surcharge-row");
  await expect(surcharge.getByLabel("Name")).toHaveValue("Late night");
  await surcharge.getByLabel("Percent of fare").fill("20");

  await panel.getByLabel("Pickup").fill(BACK_BAY);
  await panel.getByLabel("Destination").fill(LOGAN);
  await panel.getByLabel("Date").fill(futureDate(5));
  await panel.getByLabel("Time (NY)").fill("23:30");
  await panel.getByRole("button", { name: "Preview price" }).click();
  const preview = panel.getByTestId("preview-lines");
  await expect(preview).toContainText("Flat fare, Back Bay to Logan Airport");
  await expect(preview).toContainText("flatFares.");
  await expect(preview).toContainText("Late night");
  await expect(preview).toContainText("surcharges.late-night");
  await expect(preview).toContainText("$19");
  await screenshot(page, "operator-pricing-desktop");

  await panel.getByLabel(/What changed/).fill("Back Bay to Logan flat; late nights");
  await panel.getByRole("button", { name: /Publish as version/ }).click();
  await expect(panel.getByText(/Version \d+ is in force for every quote/)).toBeVisible();

  // A customer's quote for that trip, that night: both lines, by the names the owner gave them.
  const customer = await newPage();
  await startAtVehicleSelection(customer, {
    serviceType: "one-way",
    pickupLocation: BACK_BAY,
    destination: LOGAN,
    date: futureDate(5),
    time: "23:30",
  });
  const flight = customer.getByRole("dialog", { name: /flight number/i });
  await flight.getByRole("button", { name: "Skip" }).click();
  await flight.waitFor({ state: "hidden" });
  await chooseVehicle(customer, "Executive Sedan");
  await continueToCustomerInfo(customer);
  const breakdown = customer.getByLabel("Price breakdown");
  await expect(breakdown).toContainText("$95");
  await expect(breakdown).toContainText("Late night");
  await expect(breakdown).toContainText("$19");
  await expect(breakdown).toContainText(`$${95 + 19 + 15}`);
});

/** A real JPEG of 1200 x 750 made in the page, as a phone's camera roll would hand one over. */
async function photoFile(page: import("@playwright/test").Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement("canvas");
    canvas.width = 1200;
    canvas.height = 750;
    const g = canvas.getContext("2d");
    if (!g) throw new Error("no 2d context");
    const sky = g.createLinearGradient(0, 0, 0, 750);
    sky.addColorStop(0, "#1d2b44");
    sky.addColorStop(1, "#b58b4c");
    g.fillStyle = sky;
    g.fillRect(0, 0, 1200, 750);
    g.fillStyle = "#0b0d12";
    g.fillRect(180, 380, 840, 200);
    g.fillRect(300, 290, 520, 110);
    const blob = await new Promise<Blob | null>((r) => canvas.toBlob(r, "image/jpeg", 0.9));
    if (!blob) throw new Error("no JPEG");
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let s = "";
    for (const b of bytes) s += String.fromCharCode(b);
    return btoa(s);
  });
  return Buffer.from(base64, "base64");
}

test("the owner uploads a photo for the SUV class and the fleet page shows it", async ({ page, newPage }) => {
  await adminSignIn(page);
  await page.getByRole("tab", { name: "Fleet & pages" }).click();
  const suv = page.getByTestId("fleet-suv");
  await suv.waitFor();
  await suv.getByLabel(/Photo for/).setInputFiles({
    name: "escalade.jpg",
    mimeType: "image/jpeg",
    buffer: await photoFile(page),
  });
  await expect(suv.getByText(/sizes \(WebP and JPEG\)/)).toBeVisible({ timeout: 15_000 });
  await suv.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(/saved; the fleet page shows it now/)).toBeVisible();
  await screenshot(page, "operator-fleet-desktop");
  await page.getByRole("tab", { name: "Policies" }).click();
  await page.getByTestId("settings-panel").waitFor();
  // The chauffeurs' rating bar (issue 41) is one of the policies, 4.6 until the owner saves another.
  await expect(page.getByLabel("Chauffeur rating bar (stars)")).toHaveValue("4.6");
  await screenshot(page, "operator-settings-desktop");
  await page.setViewportSize(PHONE);
  await screenshot(page, "operator-settings-phone");

  for (const [label, viewport] of [
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ] as const) {
    const visitor = await newPage();
    await visitor.setViewportSize(viewport);
    await visitor.goto("/fleet");
    const picture = visitor.getByRole("img", { name: /Escalade/ });
    await expect(picture).toHaveAttribute("src", /^\/media\/fleet\/suv-\d+\.[0-9a-f]{12}\.jpg$/);
    await expect(visitor.locator('source[type="image/webp"]')).toHaveAttribute(
      "srcset",
      /\/media\/fleet\/suv-480\./,
    );
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    // The page picks the WebP size it needs.
    const chosen = await picture.evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(chosen).toMatch(/\.webp$/);
    await screenshot(visitor, `operator-fleet-page-${label}`);
  }
});

import type { Page, Route } from "@playwright/test";
import { expect, test } from "./fixtures";
import { DESKTOP, PHONE, screenshot, seriousA11yViolations } from "./support/browser";

const PAGES = [
  ["/", /arrive in style/i],
  ["/about", /about us/i],
  ["/fleet", /our fleet/i],
  ["/services", /our services/i],
  ["/testimonials", /reviews & faq/i],
  ["/contact", /contact us/i],
  ["/safety", /safety first/i],
  ["/privacy", /privacy policy/i],
  ["/terms", /terms of service/i],
  ["/cookies", /cookie policy/i],
] as const;

/**
 * The fleet and services pages bring their list in their first HTML; reached by a navigation in the
 * browser (from a page of the whole app that shows no list: a page of islands follows links as
 * documents, docs/decisions/028), they ask the API, which `answer` stands in for.
 */
async function reachWithCatalog(
  page: Page,
  link: "Fleet" | "Services",
  api: string,
  answer: (route: Route) => Promise<void>,
) {
  await page.goto("/quote-request");
  await page.getByRole("heading", { level: 1, name: /request a quote/i }).waitFor();
  await page.route(api, answer);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: link }).click();
}

test.describe("public pages", () => {
  test("each has its heading, its own title and description, and no serious accessibility violation", async ({
    newPage,
  }) => {
    const page = await newPage();
    const titles = new Set<string>();
    for (const [path, heading] of PAGES) {
      await page.goto(path);
      await page.getByRole("heading", { level: 1, name: heading }).waitFor();
      await page.waitForLoadState("networkidle");
      titles.add(await page.title());
      const description = await page.locator('meta[name="description"]').getAttribute("content");
      expect(description?.length, path).toBeGreaterThan(20);
      expect(await seriousA11yViolations(page), path).toEqual([]);
    }
    expect(titles.size).toBe(PAGES.length);
  });

  test("navigates with the desktop header and the mobile menu", async ({ newPage }) => {
    const page = await newPage();
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "Services" }).click();
    await page.getByRole("heading", { level: 1, name: /our services/i }).waitFor();
    await expect(
      nav.getByRole("link", { name: "Services" }).locator("[aria-current=page]").count(),
    ).resolves.toBe(1);

    const phone = await newPage({ viewport: PHONE });
    await phone.goto("/");
    const toggle = phone.getByRole("button", { name: "Open menu" });
    await toggle.click();
    const mobile = phone.getByRole("navigation", { name: "Mobile" });
    // The header is the Worker's HTML until used: the tap that wakes it opens the menu once its code came.
    await mobile.waitFor();
    const links = await mobile.getByRole("link").allTextContents();
    expect(links.slice(0, 5)).toEqual(["About Us", "Fleet", "Services", "Reviews", "Contact"]);
    await mobile.getByRole("link", { name: "Reviews" }).click();
    await phone.getByRole("heading", { level: 1, name: /reviews & faq/i }).waitFor();
    await expect(mobile.isVisible()).resolves.toBe(false);
  });

  test("opens the fleet details modal, traps focus and closes on Escape and Close", async ({ newPage }) => {
    for (const [name, viewport] of [
      ["fleet-desktop", DESKTOP],
      ["fleet-phone", PHONE],
    ] as const) {
      const page = await newPage({ viewport });
      await page.goto("/fleet");
      await page.getByRole("heading", { name: /Escalade/ }).waitFor();
      await screenshot(page, name);
    }
    const page = await newPage();
    await page.goto("/fleet");
    await page.getByRole("button", { name: /View Details: .*Escalade/ }).click();
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    for (const text of ["Cadillac", "Available", "6 passengers", "6 cases", "Features"]) {
      await expect(dialog.getByText(text, { exact: false }).first().isVisible(), text).resolves.toBe(true);
    }
    await expect(dialog.getByRole("link", { name: "Book This Vehicle" }).getAttribute("href")).resolves.toBe(
      "/booking?vehicle=luxury-suv",
    );
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    await page.getByRole("button", { name: /View Details: .*S 580/ }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Close", exact: true }).click();
    await page.getByRole("dialog").waitFor({ state: "hidden" });
  });

  test("shows the fleet error line when the API fails", async ({ newPage }) => {
    const page = await newPage({ allowErrors: [/status of 503/] });
    await reachWithCatalog(page, "Fleet", "**/api/fleet", (r) =>
      r.fulfill({ status: 503, json: { detail: "Fleet unavailable" } }),
    );
    await expect(
      page.getByRole("alert").filter({ hasText: "Error loading fleet" }).textContent(),
    ).resolves.toBe("Error loading fleet: Fleet unavailable");
  });

  test("lists services with details, says Learn More is coming soon, and shows the error path", async ({
    newPage,
  }) => {
    const page = await newPage();
    await page.goto("/services");
    await page.getByRole("heading", { name: "Airport Transfer" }).waitFor();
    expect(await page.getByText("Duration:").count()).toBe(4);
    await expect(page.getByText("All major US airports").isVisible()).resolves.toBe(true);
    await page.getByRole("button", { name: /Learn More: Airport/ }).click();
    await page.getByText(/coming soon.*call us at \(617\) 555-0142/i).waitFor();

    const failing = await newPage({ allowErrors: [/status of 500/] });
    await reachWithCatalog(failing, "Services", "**/api/services", (r) =>
      r.fulfill({ status: 500, json: { detail: "Database offline" } }),
    );
    await expect(failing.getByRole("alert").filter({ hasText: "Error loading" }).textContent()).resolves.toBe(
      "Error loading services: Database offline",
    );

    const unknown = await newPage();
    await reachWithCatalog(unknown, "Services", "**/api/services", (r) =>
      r.fulfill({
        json: [{ serviceId: "yacht-transfer", name: "Yacht Transfer", description: "Marina pickups." }],
      }),
    );
    await unknown.getByRole("heading", { name: "Yacht Transfer" }).waitFor();
    await expect(unknown.getByText("Tailored to your itinerary").isVisible()).resolves.toBe(true);
  });

  test("shows the about statistics and leadership, the safety commitments and the refund tiers", async ({
    newPage,
  }) => {
    const page = await newPage();
    await page.goto("/about");
    await page.getByRole("heading", { name: "Leadership" }).waitFor();
    for (const stat of ["10,000+", "Happy Clients", "15+", "4.9", "Average Rating"]) {
      await expect(page.getByText(stat, { exact: true }).isVisible(), stat).resolves.toBe(true);
    }
    expect(await page.getByRole("heading", { level: 3 }).count()).toBe(3);
    await expect(page.getByRole("link", { name: "Book Your Ride" }).isVisible()).resolves.toBe(true);
    await page.goto("/terms");
    await page.getByText(/Full refund when you cancel 24 hours or more/).waitFor();
    await expect(page.getByText(/50% refund when you cancel 12 to 24 hours/).isVisible()).resolves.toBe(true);
    await expect(page.getByText(/Full charge when you cancel less than 12 hours/).isVisible()).resolves.toBe(
      true,
    );
    await page.goto("/safety");
    await page.getByRole("heading", { name: "Vetted Chauffeurs" }).waitFor();
  });
});

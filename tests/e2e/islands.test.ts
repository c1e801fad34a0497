import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { PHONE } from "./support/browser";

/**
 * Which of the page's elements React owns: React keeps its fiber and props on each DOM element it
 * rendered or hydrated (`__reactFiber$…`, `__reactProps$…`), and on nothing else.
 */
async function reactOwned(page: Page) {
  return page.evaluate(() => {
    const owned = (el: Element) => Object.keys(el).some((key) => key.startsWith("__reactProps$"));
    const all = Array.from(document.querySelectorAll("#root *"));
    const handlers = (el: Element | null) => {
      if (!el) return [];
      const key = Object.keys(el).find((k) => k.startsWith("__reactProps$"));
      const props = key ? ((el as unknown as Record<string, Record<string, unknown>>)[key] ?? {}) : {};
      return Object.keys(props).filter((name) => /^on[A-Z]/.test(name) && typeof props[name] === "function");
    };
    return {
      owned: all.filter(owned).length,
      inMain: Array.from(document.querySelectorAll("main, main *")).filter(owned).length,
      inFooterText: Array.from(
        document.querySelectorAll("footer [data-static], footer [data-static] *"),
      ).filter(owned).length,
      menuButton: handlers(document.querySelector('header button[aria-controls="site-menu"]')),
    };
  });
}

/** The scripts the page has fetched so far (their file names). */
const scripts = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .filter((e) => (e as PerformanceResourceTiming).initiatorType === "script" || e.name.endsWith(".js"))
      .map((e) => new URL(e.name).pathname.split("/").pop() ?? ""),
  );

test.describe("a page of islands", () => {
  test("loads no React before it is used, then hydrates the island used and nothing else", async ({
    newPage,
  }) => {
    const page = await newPage({ viewport: PHONE });
    await page.goto("/privacy", { waitUntil: "networkidle" });
    await page.getByRole("heading", { level: 1, name: /privacy policy/i }).waitFor();
    // Painted, read and idle: still no React, no design system, no router, no federation.
    const before = await scripts(page);
    expect(
      before.some((f) => /react|chauffeur_ui|federation|runtime/.test(f)),
      before.join(" "),
    ).toBe(false);
    expect((await reactOwned(page)).owned).toBe(0);

    // The tap that wakes the menu opens it.
    await page.getByRole("button", { name: "Open menu" }).click();
    const mobile = page.getByRole("navigation", { name: "Mobile" });
    await mobile.waitFor();
    const after = await reactOwned(page);
    // The header is hydrated: its button has React's click handler.
    expect(after.menuButton).toContain("onClick");
    expect(after.owned).toBeGreaterThan(0);
    // The page's text and the footer's links were not: React owns nothing there.
    expect(after.inMain).toBe(0);
    expect(after.inFooterText).toBe(0);
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(mobile.isVisible()).resolves.toBe(false);
  });

  test("follows a link as a link: a new document before and after the islands woke", async ({ newPage }) => {
    const page = await newPage();
    await page.goto("/terms", { waitUntil: "networkidle" });
    const marker = () => page.evaluate(() => (window as { marker?: number }).marker);
    await page.evaluate(() => Object.assign(window, { marker: 1 }));
    await page.locator("footer").getByRole("link", { name: "Cookie Policy" }).click();
    await page.getByRole("heading", { level: 1, name: /cookie policy/i }).waitFor();
    await expect(marker()).resolves.toBeUndefined();

    // The header wakes on the pointer; its links then load the next page as a document too.
    await page.evaluate(() => Object.assign(window, { marker: 1 }));
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.hover();
    await expect.poll(async () => (await reactOwned(page)).owned).toBeGreaterThan(0);
    await nav.getByRole("link", { name: "About Us" }).click();
    await page.getByRole("heading", { level: 1, name: /about us/i }).waitFor();
    await expect(marker()).resolves.toBeUndefined();
    await expect(
      page
        .getByRole("navigation", { name: "Main" })
        .getByRole("link", { name: "About Us" })
        .locator("[aria-current=page]")
        .count(),
    ).resolves.toBe(1);
  });

  test("wakes the fleet's cards on their first click, the heading above them still asleep", async ({
    newPage,
  }) => {
    const page = await newPage();
    await page.goto("/fleet", { waitUntil: "networkidle" });
    expect((await reactOwned(page)).owned).toBe(0);
    const details = page.getByRole("button", { name: /View Details: .*Escalade/ });
    await details.click();
    await page.getByRole("dialog").waitFor();
    const owned = await page.evaluate(() => {
      const has = (el: Element | null) => !!el && Object.keys(el).some((k) => k.startsWith("__reactProps$"));
      return {
        heading: has(document.querySelector("main h1")),
        card: has(document.querySelector('main button[aria-label^="View Details"]')),
        header: has(document.querySelector("header")),
      };
    });
    // The cards' island woke; the page's heading never does, and the header waits for its own use.
    expect(owned).toEqual({ heading: false, card: true, header: false });
  });

  test("a page outside the islands still hydrates whole", async ({ newPage }) => {
    const page = await newPage();
    await page.goto("/manage-booking", { waitUntil: "networkidle" });
    await page.getByRole("heading", { level: 1, name: /manage your booking/i }).waitFor();
    expect((await reactOwned(page)).inMain).toBeGreaterThan(0);
  });
});

import { PAGE_END_ID } from "@chauffeur/contract";
import type { Page } from "@playwright/test";
import { startAtVehicleSelection } from "./booking-support";
import { adminSignIn } from "./driver-support";
import { expect, test } from "./fixtures";
import { PHONE } from "./support/browser";

const PUBLIC_PAGES: [path: string, heading: RegExp, text: string][] = [
  ["/", /Arrive in Style/, "Why Travel With Us"],
  ["/about", /About Us/, "Our Story"],
  ["/fleet", /Our Fleet/, "Escalade"],
  ["/services", /Our Services/, "Airport Transfer"],
  ["/testimonials", /Reviews & FAQ/, "Hear from the clients who ride with us"],
  ["/contact", /Contact Us/, "Send Us a Message"],
  ["/safety", /Safety First/, "Travel With Peace of Mind"],
  ["/privacy", /Privacy Policy/, "Last updated"],
  ["/terms", /Terms of Service/, "Last updated"],
  ["/cookies", /Cookie Policy/, "Last updated"],
  ["/no-such-page", /Page not found/, "Go to the home page"],
];

test.describe("the public pages paint from their HTML", () => {
  test("shows each page's header, main text and footer with JavaScript off", async ({ newPage }) => {
    const page = await newPage({ viewport: PHONE, javaScriptEnabled: false, allowErrors: [/status of 404/] });
    for (const [path, heading, text] of PUBLIC_PAGES) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: heading }).isVisible(), path).resolves.toBe(
        true,
      );
      await expect(page.getByText(text).first().isVisible(), path).resolves.toBe(true);
      await expect(page.locator("footer").getByText("All rights reserved.").isVisible()).resolves.toBe(true);
      // The styles came with the HTML: the header is the dark band, not unstyled text.
      const bg = await page.locator("header").evaluate((h) => getComputedStyle(h).backgroundColor);
      expect(bg, path).not.toBe("rgba(0, 0, 0, 0)");
    }
  });

  test("hydrates each page without a warning", async ({ newPage }) => {
    // The 404 page's own answer is logged by the browser as a failed load.
    const page = await newPage({ viewport: PHONE, allowErrors: [/status of 404/] });
    for (const [path, heading] of PUBLIC_PAGES) {
      await page.goto(path, { waitUntil: "networkidle" });
      await page.getByRole("heading", { level: 1, name: heading }).waitFor();
      // Hydrated: React answers a click (the menu opens). A hydration mismatch is a console error,
      // which fails the test (support/browser.ts).
      await page.getByRole("button", { name: "Open menu" }).click();
      await page.getByRole("button", { name: "Close menu" }).click();
      // The design system's page-wide styles came in the HTML, and the browser adopted that tag
      // (Emotion takes the name off the tags it adopts) instead of computing and inserting them again.
      const styles = await page.evaluate(() => ({
        adopted: document.querySelector("style[data-system-styles]")?.getAttribute("data-emotion"),
        copies: Array.from(document.styleSheets).flatMap((sheet) =>
          Array.from(sheet.cssRules).filter((rule) => rule.cssText.includes("--chakra-colors-gold-400:")),
        ).length,
      }));
      expect(styles, path).toEqual({ adopted: "css-global", copies: 1 });
    }
  });
});

test.describe("the first frame", () => {
  test("waits until the parser has read the footer, so no page is ever painted by halves", async ({
    newPage,
  }) => {
    const page = await newPage({ viewport: PHONE });
    // The parser stops just before the footer, on a script that takes its time: as a phone's parser
    // stops for breath in a long page. A frame painted then would be half the page, styled and laid
    // out again in full a moment later (docs/decisions/031).
    await page.route("**/first-frame-pause.js", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.fulfill({ contentType: "text/javascript", body: "" });
    });
    await page.route(
      (url) => url.pathname === "/",
      async (route) => {
        const response = await route.fetch();
        const html = await response.text();
        const nonce = /<meta property="csp-nonce" nonce="([^"]+)"/.exec(html)?.[1];
        const pause = `<script nonce="${nonce}" src="/first-frame-pause.js"></script>`;
        await route.fulfill({ response, body: html.replace("<footer", `${pause}<footer`) });
      },
    );
    // What the document held at the first frame the browser rendered.
    await page.addInitScript((id) => {
      requestAnimationFrame(() => {
        const footer = document.getElementById(id);
        Object.assign(window, {
          firstFrame: {
            footer: footer?.localName ?? null,
            whole: footer?.textContent?.includes("All rights reserved."),
          },
        });
      });
    }, PAGE_END_ID);
    await page.goto("/");
    await page.waitForFunction(() => "firstFrame" in window);
    expect(await page.evaluate(() => (window as unknown as { firstFrame: unknown }).firstFrame)).toEqual({
      footer: "footer",
      whole: true,
    });
  });
});

test.describe("the headings' font", () => {
  /**
   * When the page's load event began, when each font file was asked for (ms since navigation), whether
   * the fonts' sheet is on, and the headings' faces the document holds, with their status.
   */
  const fontTimes = (page: Page) =>
    page.evaluate(() => ({
      load: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventStart,
      fonts: performance
        .getEntriesByType("resource")
        .filter((e) => e.name.endsWith(".woff2"))
        .map((e) => e.startTime),
      // Bytes over the network for each file: 0 when it came from the browser's cache.
      fontBytes: (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
        .filter((e) => e.name.endsWith(".woff2"))
        .map((e) => e.transferSize),
      sheet: document.querySelector<HTMLStyleElement>("style[data-fonts]")?.media,
      faces: Array.from(document.fonts)
        .filter((f) => f.family.replace(/"/g, "") === "Playfair Display")
        .map((f) => `${f.weight} ${f.style} ${f.status}`),
    }));
  /** The headings' font is in: its semibold face is loaded (`check` alone is true with no such face). */
  const fontIn = (page: Page) =>
    page.waitForFunction(() =>
      Array.from(document.fonts).some(
        (f) =>
          f.family.replace(/"/g, "") === "Playfair Display" && f.weight === "600" && f.status === "loaded",
      ),
    );

  /** The tab has fetched the headings' files (the loader says so once they are in). */
  const filesIn = (page: Page) =>
    page.waitForFunction(() => sessionStorage.getItem("chauffeur-fonts") === "1");

  test("is fetched after the page's pictures on a first visit, and before the first paint after that", async ({
    newPage,
  }) => {
    const page = await newPage({ viewport: PHONE });
    // The families the document's fonts were waiting for, each time it began to wait.
    await page.addInitScript(() => {
      const waited: string[] = [];
      Object.assign(window, { fontsWaited: waited });
      document.fonts.addEventListener("loading", (event) => {
        for (const face of (event as FontFaceSetLoadEvent).fontfaces)
          waited.push(face.family.replace(/"/g, ""));
      });
    });
    await page.goto("/fleet", { waitUntil: "load" });
    // The metric twin applies from the first paint; the font's upright files are fetched once the page
    // has loaded, to the cache only: a page of islands keeps the twin and never lays its text out again
    // (docs/decisions/028, "Fonts"). The italic, which no text uses, is not fetched.
    await filesIn(page);
    const first = await fontTimes(page);
    expect(first.fonts).toHaveLength(3);
    for (const start of first.fonts) expect(start).toBeGreaterThanOrEqual(first.load);
    expect(first.sheet).toBe("not all");
    expect(first.faces).toEqual([]);
    expect(
      await page.evaluate(() => (window as unknown as { fontsWaited: string[] }).fontsWaited),
    ).not.toContain("Playfair Display");
    const twin = await page.evaluate(() =>
      Array.from(document.styleSheets).some(
        (sheet) =>
          (sheet.ownerNode as Element | null)?.hasAttribute("data-fonts") === false &&
          Array.from(sheet.cssRules).some((rule) => rule.cssText.includes("Playfair Display Fallback")),
      ),
    );
    expect(twin).toBe(true);

    // The next page of this browser turns the fonts' sheet on as it parses its head (they are in its cache).
    await page.goto("/about", { waitUntil: "load" });
    await fontIn(page);
    const next = await fontTimes(page);
    expect(next.sheet).toBe("all");
    expect(next.fonts.length).toBeGreaterThan(0);
    for (const start of next.fonts) expect(start).toBeLessThan(next.load);
    // From the cache the first page filled: nothing came over the network again.
    expect(next.fontBytes).toEqual(next.fonts.map(() => 0));
  });

  test("comes in after the pictures on a micro-frontend's first page, which then shows it", async ({
    newPage,
  }) => {
    // A page of the whole app lives on through in-app navigation: its faces are added once all are in.
    const page = await newPage({ viewport: PHONE });
    await page.goto("/quote-request", { waitUntil: "load" });
    await fontIn(page);
    const first = await fontTimes(page);
    for (const start of first.fonts) expect(start).toBeGreaterThanOrEqual(first.load);
    expect(first.sheet).toBe("not all");
    expect(first.faces.sort()).toEqual([
      "400 italic unloaded",
      "400 normal loaded",
      "600 normal loaded",
      "700 normal loaded",
    ]);
  });
});

/** Floating buttons that show, and the fields and buttons of the page they could cover. */
async function overlaps(page: Page) {
  return page.evaluate(() => {
    const floating = Array.from(
      document.querySelectorAll<HTMLElement>("[data-floating-actions] a, [data-floating-actions] button"),
    ).filter((el) => getComputedStyle(el).visibility === "visible" && el.getBoundingClientRect().width > 0);
    const targets = Array.from(
      document.querySelectorAll<HTMLElement>(
        'input:not([type="hidden"]), select, textarea, [role="listbox"], button[type="submit"], [data-testid="step-actions"] button, .chakra-button',
      ),
    ).filter((el) => !el.closest("[data-floating-actions]") && el.getBoundingClientRect().width > 0);
    const hits: string[] = [];
    for (const f of floating) {
      const a = f.getBoundingClientRect();
      for (const t of targets) {
        const b = t.getBoundingClientRect();
        if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom) {
          hits.push(
            `${f.getAttribute("aria-label")} over ${t.tagName} ${t.getAttribute("name") ?? t.textContent?.trim().slice(0, 30)}`,
          );
        }
      }
    }
    return hits;
  });
}

/** Scrolls the page a third of a screen at a time and collects every overlap seen on the way. */
async function overlapsWhileScrolling(page: Page) {
  const found = new Set<string>();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= height; y += 280) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    for (const hit of await overlaps(page)) found.add(hit);
  }
  return [...found];
}

test.describe("on a phone (390 px)", () => {
  test("no floating button covers a field or a primary button on the home and contact pages", async ({
    newPage,
  }) => {
    const page = await newPage({ viewport: PHONE });
    for (const path of ["/", "/contact"]) {
      await page.goto(path, { waitUntil: "networkidle" });
      expect(await overlapsWhileScrolling(page), path).toEqual([]);
    }
    // Typing with the keyboard up: nothing floats over the field or its suggestions.
    await page.goto("/", { waitUntil: "networkidle" });
    await page.getByRole("combobox", { name: "Pickup location" }).fill("Bos");
    await page.getByRole("listbox").first().waitFor();
    expect(await overlaps(page)).toEqual([]);
  });

  test("keeps the scroll-to-top button away until the visitor has scrolled", async ({ newPage }) => {
    const page = await newPage({ viewport: PHONE });
    await page.goto("/about", { waitUntil: "networkidle" });
    const top = page.getByRole("button", { name: "Scroll to top" });
    await expect(top.isVisible()).resolves.toBe(false);
    await page.evaluate(() => window.scrollTo({ top: 2000, behavior: "instant" }));
    await expect.poll(() => top.isVisible()).toBe(true);
  });

  test("keeps the total and Continue in a bar at the bottom of the booking steps, with nothing floating over it", async ({
    newPage,
  }) => {
    const page = await newPage({ viewport: PHONE });
    await startAtVehicleSelection(page, {
      serviceType: "one-way",
      pickupLocation: "Quincy, MA",
      destination: "Cambridge, MA",
    });
    await page.getByRole("button", { name: "Select Executive Sedan" }).click();
    const bar = page.getByTestId("step-actions");
    await expect.poll(() => bar.getByText(/^\$\d+$/).isVisible()).toBe(true);
    const box = await bar.boundingBox();
    expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(PHONE.height);
    await expect(bar.getByRole("button", { name: "Continue to Customer Info" }).isVisible()).resolves.toBe(
      true,
    );
    expect(await page.locator("[data-floating-actions]").count()).toBe(0);
    expect(await overlapsWhileScrolling(page)).toEqual([]);
  });

  test("floats nothing over the dashboards", async ({ newPage }) => {
    const page = await newPage({ viewport: PHONE });
    await adminSignIn(page);
    expect(await page.locator("[data-floating-actions]").count()).toBe(0);
    await page.goto("/driver", { waitUntil: "networkidle" });
    expect(await page.locator("[data-floating-actions]").count()).toBe(0);
  });

  test("offers booking, the look-up, the chauffeurs' sign-in and the phone in the menu, closed by its button or Escape", async ({
    newPage,
  }) => {
    const page = await newPage({ viewport: PHONE });
    await page.goto("/", { waitUntil: "networkidle" });
    const open = page.getByRole("button", { name: "Open menu" });
    await open.click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    // The header is the Worker's HTML until used: the tap that wakes it opens the menu once its code came.
    await menu.waitFor();
    await expect(menu.getByRole("link").allTextContents()).resolves.toEqual([
      "About Us",
      "Fleet",
      "Services",
      "Reviews",
      "Contact",
      " Manage My Booking",
      " Chauffeur Sign-In",
      " (617) 555-0142",
      "Book Now",
    ]);
    await expect(menu.getByRole("link", { name: /555-0142/ }).getAttribute("href")).resolves.toBe(
      "tel:+16175550142",
    );
    const close = page.getByRole("button", { name: "Close menu" });
    await expect(close.isVisible()).resolves.toBe(true);
    await page.keyboard.press("Escape");
    await expect(menu.isVisible()).resolves.toBe(false);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label")))
      .toBe("Open menu");

    for (const [link, heading] of [
      ["Book Now", /book your ride/i],
      ["Manage My Booking", /manage your booking/i],
      ["Chauffeur Sign-In", /driver/i],
    ] as const) {
      await page.getByRole("button", { name: "Open menu" }).click();
      await menu.getByRole("link", { name: link }).click();
      await page.getByRole("heading", { level: 1, name: heading }).waitFor();
      await expect(menu.isVisible()).resolves.toBe(false);
      // A link from the home page (a page of islands) loads the next page as a document, which answers
      // the menu's tap once it hydrated (the whole app holds no tap meanwhile).
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    }
  });

  test("keeps the contact e-mail whole (it may wrap only before the @)", async ({ newPage }) => {
    const page = await newPage({ viewport: { width: 480, height: 844 } });
    await page.goto("/contact");
    const email = page.getByRole("link", { name: /@/ }).first();
    const lines = await email.evaluate((a) => {
      const range = document.createRange();
      range.selectNodeContents(a);
      return Array.from(range.getClientRects(), (r) => Math.round(r.top));
    });
    const text = await email.textContent();
    // One line, or two split at the @: never inside "beaconchauffeur".
    expect(new Set(lines).size).toBeLessThanOrEqual(2);
    if (new Set(lines).size === 2) {
      const firstLine = await email.evaluate((a) => a.firstChild?.textContent ?? "");
      expect(text?.startsWith(firstLine)).toBe(true);
      expect(firstLine.includes("@")).toBe(false);
    }
  });
});

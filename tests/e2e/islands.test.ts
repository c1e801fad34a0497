import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { moveOnto, PHONE } from "./support/browser";

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

/** Whether React owns (rendered or hydrated) the first element each selector finds. */
const ownedBy = (page: Page, selectors: Record<string, string>) =>
  page.evaluate((selectors) => {
    const has = (el: Element | null) => !!el && Object.keys(el).some((k) => k.startsWith("__reactProps$"));
    return Object.fromEntries(
      Object.entries(selectors).map(([name, selector]) => [name, has(document.querySelector(selector))]),
    );
  }, selectors);

/** The React handlers (onClick, onSubmit...) on the first element the selector finds. */
const handlersOf = (page: Page, selector: string) =>
  page.evaluate((selector) => {
    const el = document.querySelector(selector);
    const key = el && Object.keys(el).find((k) => k.startsWith("__reactProps$"));
    const props = key ? ((el as unknown as Record<string, Record<string, unknown>>)[key] ?? {}) : {};
    return Object.keys(props).filter((name) => /^on[A-Z]/.test(name) && typeof props[name] === "function");
  }, selector);

/**
 * Ids React generated (`useId`: ":R…:" on the server) in the islands' server HTML: an island is a root
 * of its own in the browser and would generate other ones (docs/decisions/028).
 */
const generatedIds = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll("[data-island] *")).flatMap((el) =>
      ["id", "for", "aria-controls", "aria-labelledby", "aria-describedby"]
        .map((name) => el.getAttribute(name) ?? "")
        .filter((value) => /:R[0-9a-z]*:/.test(value)),
    ),
  );

/** The scripts the page has fetched so far (their file names). */
const scripts = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .filter((e) => (e as PerformanceResourceTiming).initiatorType === "script" || e.name.endsWith(".js"))
      .map((e) => new URL(e.name).pathname.split("/").pop() ?? ""),
  );

/**
 * The page as the Worker wrote it, still asleep: no React, design system, federation or booking app
 * fetched, React owns nothing, and its islands' HTML holds no generated id.
 */
async function expectAsleep(page: Page) {
  const before = await scripts(page);
  expect(
    before.some((f) => /react|chauffeur_ui|federation|remoteEntry/.test(f)),
    before.join(" "),
  ).toBe(false);
  expect((await reactOwned(page)).owned).toBe(0);
  await expect(generatedIds(page)).resolves.toEqual([]);
}

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

  test("a cursor resting over the page wakes nothing; one moving over the header wakes it", async ({
    newPage,
  }) => {
    const page = await newPage();
    const code: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script") code.push(new URL(r.url()).pathname);
    });
    await page.goto("/terms", { waitUntil: "networkidle" });
    const loaded = code.length;
    // Where the browser reports a cursor that rests over a new page (headless Chromium: 0,0, the
    // header): a pointer event there with no movement, again and again, is not a use.
    await page.mouse.move(0, 0);
    await page.mouse.move(0, 0);
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(code.slice(loaded)).toEqual([]);
    expect((await reactOwned(page)).owned).toBe(0);

    await moveOnto(page, page.getByRole("navigation", { name: "Main" }));
    await expect.poll(() => ownedBy(page, { header: "header" })).toEqual({ header: true });
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
    await moveOnto(page, nav);
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

  test("the contact page: the form wakes when used and keeps what was typed meanwhile", async ({
    newPage,
  }) => {
    const page = await newPage({ viewport: PHONE });
    await page.goto("/contact", { waitUntil: "networkidle" });
    await page.getByRole("heading", { level: 1, name: "Contact Us" }).waitFor();
    await expectAsleep(page);

    // Typed while the form's code loads: the form hears it once awake, and refuses only the rest.
    const form = page.getByRole("form", { name: "Send us a message" });
    await form.getByLabel("Full name").fill("Grace Hopper");
    await form.getByLabel("Service").selectOption("wedding");
    await form.getByRole("button", { name: "Send Message" }).click();
    await form.getByText("Email is required").waitFor();
    await expect(form.getByText("Name is required").count()).resolves.toBe(0);
    await expect(form.getByLabel("Full name").inputValue()).resolves.toBe("Grace Hopper");
    await expect(form.getByLabel("Service").inputValue()).resolves.toBe("wedding");
    await expect(handlersOf(page, 'form[aria-label="Send us a message"]')).resolves.toContain("onSubmit");
    // The tiles, the FAQ and the heading around it are still the Worker's HTML.
    await expect(
      ownedBy(page, { heading: "main h1", tile: 'main a[href^="tel:"]', faq: "main section h3" }),
    ).resolves.toEqual({ heading: false, tile: false, faq: false });
  });

  test("the reviews: filtered before they woke, then tabs and history in the page", async ({ newPage }) => {
    const page = await newPage();
    await page.goto("/testimonials", { waitUntil: "networkidle" });
    const list = page.getByRole("list", { name: "Reviews" });
    await list.waitFor();
    expect((await reactOwned(page)).owned).toBe(0);
    await expect(generatedIds(page)).resolves.toEqual([]);
    await page.evaluate(() => Object.assign(window, { marker: 1 }));
    const marker = () => page.evaluate(() => (window as { marker?: number }).marker);

    await page.getByLabel("Filter by rating").selectOption("5");
    await expect.poll(() => list.getByRole("listitem").count()).toBe(7);
    expect(page.url()).toContain("rating=5");
    await expect(handlersOf(page, '[role="tab"]')).resolves.toContain("onClick");
    await expect(ownedBy(page, { heading: "main h1" })).resolves.toEqual({ heading: false });

    // The tab and the back button change the page's query in place: no document is loaded.
    await page.getByRole("tab", { name: "FAQ" }).click();
    expect(page.url()).toContain("tab=faq");
    await page.getByRole("button", { name: "Do you provide child seats?" }).waitFor();
    await page.goBack();
    await page.getByRole("tab", { name: "Reviews", selected: true }).waitFor();
    await expect.poll(() => list.getByRole("listitem").count()).toBe(7);
    await expect(marker()).resolves.toBe(1);
  });

  test("the reviews opened on the FAQ: no inline style, a click that wakes it opens", async ({ newPage }) => {
    const page = await newPage();
    await page.goto("/testimonials?tab=faq", { waitUntil: "networkidle" });
    // The CSP refuses style attributes (a console error, which fails the test): the closed answers are
    // not in the server's HTML, whose accordion would carry its measured size in one.
    await expect(page.locator("#root [style]").count()).resolves.toBe(0);
    await expect(generatedIds(page)).resolves.toEqual([]);
    expect((await reactOwned(page)).owned).toBe(0);
    // The press focuses the question before the island woke; the island hears that focus once awake.
    const question = page.getByRole("button", { name: "What is your cancellation policy?" });
    await question.click();
    await page.getByText(/Cancel 24 hours or more before pickup for a full refund/).waitFor();
    await expect(question.getAttribute("aria-expanded")).resolves.toBe("true");
    await question.click();
    await expect.poll(() => question.getAttribute("aria-expanded")).toBe("false");
  });

  test("the home page: the form wakes when used and keeps what was chosen meanwhile", async ({ newPage }) => {
    const page = await newPage({ viewport: PHONE });
    await page.goto("/", { waitUntil: "networkidle" });
    await page.getByRole("heading", { level: 1, name: /arrive in style/i }).waitFor();
    // The form is the Worker's HTML, whole: no React, no design system, no federation, no booking app.
    await expectAsleep(page);
    const form = page.getByRole("form", { name: "Quick Booking" });
    await expect(form.getByRole("combobox", { name: /pickup/i }).count()).resolves.toBe(1);

    // Chosen and typed while the form's code loads: the radio is checked at once, and the form hears
    // both once awake (the hourly trip's hours appear, the typed address asks for suggestions).
    await page.route("**/api/places/autocomplete", (route) =>
      route.fulfill({ json: { predictions: [{ description: "Boston, MA", place_id: "boston" }] } }),
    );
    await form.getByText("Hourly", { exact: true }).click();
    await expect(form.getByRole("radio", { name: "Hourly" }).isChecked()).resolves.toBe(true);
    await form.getByRole("combobox", { name: /pickup/i }).fill("Bost");
    await form.getByLabel("Hours").waitFor();
    await page
      .getByRole("listbox", { name: /pickup/i })
      .getByRole("option", { name: "Boston, MA" })
      .waitFor();
    await expect(form.getByRole("combobox", { name: /pickup/i }).inputValue()).resolves.toBe("Bost");
    await expect(handlersOf(page, 'form[aria-label="Quick Booking"]')).resolves.toContain("onSubmit");
    // The words around it, the tiles and the carousels (not yet turned) are still the Worker's HTML.
    await expect(
      ownedBy(page, {
        heading: "main h1",
        tile: 'main a[href="/safety"]',
        fleet: '[aria-label="Fleet vehicles"]',
        reviews: '[aria-label="Client testimonials"]',
        header: "header",
      }),
    ).resolves.toEqual({ heading: false, tile: false, fleet: false, reviews: false, header: false });
  });

  test("the home page's carousels: asleep off screen, woken by their first turn on screen", async ({
    newPage,
  }) => {
    const page = await newPage();
    await page.goto("/", { waitUntil: "networkidle" });
    const region = page.getByRole("region", { name: "Client testimonials" });
    const name = region.getByTestId("testimonial-name");
    const first = await name.textContent();
    await expect(ownedBy(page, { region: '[aria-label="Client testimonials"]' })).resolves.toEqual({
      region: false,
    });
    // On screen, its first turn (4 s) wakes it and turns it.
    await region.scrollIntoViewIfNeeded();
    await expect.poll(() => name.textContent(), { timeout: 20_000 }).not.toBe(first);
    await expect(handlersOf(page, '[aria-label="Client testimonials"]')).resolves.toContain("onMouseEnter");
    await expect(ownedBy(page, { heading: "#home-testimonials", quick: "form" })).resolves.toEqual({
      heading: false,
      quick: false,
    });
  });

  test("Manage Booking: the look-up wakes when used, keeps what was typed and sends what was sent", async ({
    newPage,
  }) => {
    const page = await newPage({ viewport: PHONE });
    await page.goto("/manage-booking?reference=BC-12", { waitUntil: "networkidle" });
    await page.getByRole("heading", { level: 1, name: /manage your booking/i }).waitFor();
    // The look-up form is the Worker's HTML, the link's reference in it: no React, no booking app.
    await expectAsleep(page);
    const form = page.getByRole("form", { name: "Find your booking" });
    await expect(form.getByLabel("Booking reference")).toHaveValue("BC-12");

    // Typed, then sent with Enter before the screen's code arrived: the screen gets both once awake,
    // and answers in the page (the browser did not send the form itself, the address is unchanged).
    await form.getByLabel("Email").fill("ada@example.com");
    await form.getByLabel("Email").press("Enter");
    await form.getByText("Please enter the reference from your confirmation, e.g. BC-7K4Q9M").waitFor();
    await expect(form.getByText("Email is required").count()).resolves.toBe(0);
    await expect(form.getByLabel("Email")).toHaveValue("ada@example.com");
    expect(new URL(page.url()).search).toBe("?reference=BC-12");
    await expect(handlersOf(page, 'form[aria-label="Find your booking"]')).resolves.toContain("onSubmit");
    // The title band around it and the header are still the Worker's HTML.
    await expect(ownedBy(page, { heading: "main h1", header: "header" })).resolves.toEqual({
      heading: false,
      header: false,
    });
  });

  test("a page outside the islands still hydrates whole", async ({ newPage }) => {
    const page = await newPage();
    await page.goto("/quote-request", { waitUntil: "networkidle" });
    await page.getByRole("heading", { level: 1, name: /request a quote/i }).waitFor();
    expect((await reactOwned(page)).inMain).toBeGreaterThan(0);
  });
});

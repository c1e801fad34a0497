import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { PHONE, reactRenderers, watchOwnReact } from "./support/browser";

/**
 * The remotes' entries a page asks for, and a check of the remotes' scripts that carry a React of their
 * own instead of running on the shell's.
 */
function watchRemotes(page: Page) {
  const entries: string[] = [];
  page.on("request", (r) => r.url().includes("remoteEntry.js") && entries.push(new URL(r.url()).pathname));
  return { entries, remoteReact: watchOwnReact(page, "/remotes/") };
}

test.describe("the federated site", () => {
  test("serves the home page with the shell's header and footer", async ({ newPage }) => {
    const page = await newPage();
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBeTruthy();
    const header = page.locator("header");
    await expect(header.getByRole("link", { name: "Book Now" }).getAttribute("href")).resolves.toBe(
      "/booking",
    );
    const footer = page.locator("footer");
    const year = String(new Date().getFullYear());
    await expect(footer.getByText(`© ${year}`).isVisible()).resolves.toBe(true);
    await expect(footer.getByText("All rights reserved.").isVisible()).resolves.toBe(true);
  });

  test("lists the fleet from D1 on /fleet", async ({ newPage }) => {
    const page = await newPage();
    await page.goto("/fleet");
    await page.getByRole("heading", { name: /S 580/ }).waitFor();
    await expect(page.getByRole("heading", { name: /Escalade/ }).isVisible()).resolves.toBe(true);
  });

  for (const [path, heading] of [
    ["/quote-request", /request a quote/i],
    ["/admin", /admin/i],
    ["/driver", /driver/i],
  ] as const) {
    test(`renders ${path} through its remote inside the shell, with one React in the page`, async ({
      newPage,
    }) => {
      const page = await newPage();
      const { entries, remoteReact } = watchRemotes(page);
      await page.goto(path);
      await page.getByRole("heading", { level: 1, name: heading }).waitFor();
      await expect(page.locator("header").isVisible()).resolves.toBe(true);
      // The booking pages sit in the site's layout; the dashboards in their operations layout.
      await expect(page.locator("footer").isVisible()).resolves.toBe(path === "/quote-request");
      expect(entries).toContain(
        `/remotes/${path === "/quote-request" ? "booking" : path.slice(1)}/remoteEntry.js`,
      );
      expect(await reactRenderers(page)).toBe(1);
      await page.waitForLoadState("networkidle");
      expect(await remoteReact()).toEqual([]);
    });
  }

  // The pages of islands whose island is a booking app's screen: what shows it in the HTML, and a use.
  const screens: [
    path: string,
    what: string,
    shown: (page: Page) => Locator,
    use: (page: Page) => Promise<void>,
  ][] = [
    [
      "/booking",
      "form",
      (page) => page.getByRole("combobox", { name: /Pickup location/i }),
      async (page) => {
        await page.getByRole("combobox", { name: /Pickup location/i }).fill("Logan");
        await expect(page.getByRole("option", { name: /Boston Logan International Airport/ })).toBeVisible();
      },
    ],
    [
      "/manage-booking",
      "screen",
      (page) => page.getByRole("form", { name: "Find your booking" }),
      async (page) => {
        // The tap on Find My Booking wakes the screen, which then answers it.
        await page.getByRole("button", { name: "Find My Booking" }).click();
        await page.getByText("Email is required").waitFor();
      },
    ],
  ];
  for (const [path, what, shown, use] of screens) {
    test(`renders ${path}'s ${what} from its remote once it is used, with one React in the page`, async ({
      newPage,
    }) => {
      const page = await newPage();
      const { entries, remoteReact } = watchRemotes(page);
      await page.goto(path, { waitUntil: "networkidle" });
      // A page of islands: the screen is in the HTML, and nothing of the booking app is fetched before use.
      await expect(shown(page)).toBeVisible();
      expect(entries).toEqual([]);
      await use(page);
      expect(entries).toContain("/remotes/booking/remoteEntry.js");
      expect(await reactRenderers(page)).toBe(1);
      await page.waitForLoadState("networkidle");
      expect(await remoteReact()).toEqual([]);
    });
  }

  test("does not download the admin or driver code on the home page", async ({ newPage }) => {
    const page = await newPage();
    const scripts: string[] = [];
    page.on("request", (r) => r.resourceType() === "script" && scripts.push(new URL(r.url()).pathname));
    await page.goto("/", { waitUntil: "networkidle" });
    expect(scripts.some((s) => s.startsWith("/remotes/admin/") || s.startsWith("/remotes/driver/"))).toBe(
      false,
    );
  });

  test("shows a friendly error with a retry when a remote cannot load, and the rest keeps working", async ({
    newPage,
  }) => {
    const page = await newPage({ allowErrors: [/remoteEntry|Failed to load|Failed to fetch|503/i] });
    let failing = true;
    await page.route("**/remotes/admin/remoteEntry.js*", (route) =>
      failing ? route.fulfill({ status: 503, body: "unavailable" }) : route.continue(),
    );
    await page.goto("/admin");
    const alert = page.getByRole("alert").filter({ hasText: "couldn't load" });
    await alert.waitFor();
    const home = page.getByTestId("ops-header").getByRole("link", { name: /Beacon Chauffeur/ });
    await expect(home.isVisible()).resolves.toBe(true);

    // The rest of the site still works: home through the header's logo, then another page.
    await home.click();
    await page.locator("header").getByRole("link", { name: "Fleet" }).first().click();
    await page.getByRole("heading", { level: 1, name: "Our Fleet" }).waitFor();
    await page.goBack();

    // Back to the dashboard, which recovers once the entry can load.
    await page.goBack();
    await alert.waitFor();
    failing = false;
    await page.getByRole("button", { name: /try again/i }).click();
    await page.getByRole("heading", { level: 1, name: /admin/i }).waitFor();
  });

  test("sends pages and files with security headers and fitting cache rules", async ({ newPage }) => {
    const page = await newPage();
    const html = await page.goto("/about");
    const headers = html?.headers() ?? {};
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["strict-transport-security"]).toMatch(/max-age=/);
    const entry = await page.request.get("/remotes/booking/remoteEntry.js");
    expect(entry.headers()["cache-control"]).toBe("no-cache");
    const entryBody = await entry.text();
    const chunk = entryBody.match(/assets\/[^"'`]+\.js/)?.[0];
    expect(chunk).toBeTruthy();
    const hashed = await page.request.get(`/remotes/booking/${chunk}`);
    expect(hashed.status()).toBe(200);
    expect(hashed.headers()["cache-control"]).toContain("immutable");
  });

  test("has the mobile menu with its five links, then the booking links", async ({ newPage }) => {
    const page = await newPage({ viewport: PHONE });
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const mobile = page.getByRole("navigation", { name: "Mobile" });
    // The header is the Worker's HTML until used: the tap that wakes it opens the menu once its code came.
    await mobile.waitFor();
    const links = await mobile.getByRole("link").allTextContents();
    expect(links.slice(0, 5)).toEqual(["About Us", "Fleet", "Services", "Reviews", "Contact"]);
    await mobile.getByRole("link", { name: "Fleet" }).click();
    await page.getByRole("heading", { level: 1, name: "Our Fleet" }).waitFor();
    await expect(mobile.isVisible()).resolves.toBe(false);
  });
});

import { expect, test } from "./fixtures";
import { contactMessagesMatching } from "./support/api";
import { DESKTOP, PHONE, screenshot } from "./support/browser";

test.describe("reviews and FAQ", () => {
  test("searches, filters by rating (and up) and keeps the state in the URL", async ({ newPage }) => {
    for (const [name, viewport] of [
      ["testimonials-desktop", DESKTOP],
      ["testimonials-phone", PHONE],
    ] as const) {
      const shot = await newPage({ viewport });
      await shot.goto("/testimonials");
      await shot.getByText("Sarah Mitchell").waitFor();
      await screenshot(shot, name);
    }
    const page = await newPage();
    await page.goto("/testimonials");
    const list = page.getByRole("list", { name: "Reviews" });
    await list.waitFor();
    expect(await list.getByRole("listitem").count()).toBe(10);
    // 10 reviews fit on one page of 12: no page buttons.
    expect(await page.getByRole("navigation", { name: "Review pages" }).count()).toBe(0);

    await page.getByLabel("Filter by rating").selectOption("4");
    await expect.poll(() => list.getByRole("listitem").count()).toBe(9);
    expect(page.url()).toContain("rating=4");
    await page.getByLabel("Filter by rating").selectOption("5");
    await expect.poll(() => list.getByRole("listitem").count()).toBe(7);

    await page.getByLabel("Search reviews").fill("ATTORNEY");
    await expect
      .poll(() => list.getByRole("listitem").allTextContents())
      .toEqual([expect.stringContaining("Robert Hayes")]);
    await page.getByLabel("Search reviews").fill("zzz nothing");
    await page.getByText("No reviews match your search.").waitFor();

    await page.goto("/testimonials?rating=3&q=boston");
    await expect(page.getByLabel("Search reviews").inputValue()).resolves.toBe("boston");
    await expect(page.getByLabel("Filter by rating").inputValue()).resolves.toBe("3");
  });

  test("shows all 10 reviews on one page of 12 and clamps an out-of-range page in the URL", async ({
    newPage,
  }) => {
    const page = await newPage();
    // Only one page exists with 10 reviews; asking for page 3 falls back to the last real page.
    await page.goto("/testimonials?page=3");
    await page.getByRole("list", { name: "Reviews" }).waitFor();
    expect(await page.getByRole("list", { name: "Reviews" }).getByRole("listitem").count()).toBe(10);
  });

  test("shows 15 FAQ items in eight categories, one open at a time, and restores the tab from the URL", async ({
    newPage,
  }) => {
    const page = await newPage();
    await page.goto("/testimonials");
    await page.getByRole("tab", { name: "FAQ" }).click();
    // The tap that wakes the reviews' island is answered once its code arrived.
    await expect.poll(() => page.url()).toContain("tab=faq");
    const triggers = page.locator("[data-scope=accordion][data-part=item-trigger]");
    await triggers.first().waitFor();
    expect(await triggers.count()).toBe(15);
    expect(await page.getByRole("tabpanel").getByRole("heading", { level: 3 }).count()).toBe(8);
    await page.getByRole("button", { name: "What is your cancellation policy?" }).click();
    await page.getByText(/Cancel 24 hours or more before pickup for a full refund/).waitFor();
    await page.getByRole("button", { name: "Do you provide child seats?" }).click();
    expect(await page.locator("[data-part=item-trigger][aria-expanded=true]").count()).toBe(1);
    await page.goBack();
    await page.getByRole("list", { name: "Reviews" }).waitFor();
    await page.goForward();
    // The router renders the restored URL in a transition, which may end after goForward returns.
    await page.getByRole("tab", { name: "FAQ", selected: true }).waitFor();
    await expect(page.getByRole("tab", { name: "Reviews" }).getAttribute("aria-selected")).resolves.toBe(
      "false",
    );
  });
});

test.describe("contact", () => {
  test("requires every field, sends the message into D1 and clears the form", async ({ newPage }) => {
    const page = await newPage();
    await page.goto("/contact");
    await page.getByRole("heading", { level: 1, name: "Contact Us" }).waitFor();
    for (const tile of ["Phone", "Email", "Service Area", "Hours"]) {
      await expect(page.getByRole("heading", { level: 2, name: tile }).isVisible()).resolves.toBe(true);
    }
    await expect(page.getByRole("link", { name: "Call Now" }).getAttribute("href")).resolves.toBe(
      "tel:+16175550142",
    );
    await page.getByText(/Cancel 24 hours or more before pickup for a full refund/).waitFor();

    const form = page.getByRole("form", { name: "Send us a message" });
    await form.getByRole("button", { name: "Send Message" }).click();
    await form.getByText("Name is required").waitFor();
    await expect(form.getByText("Email is required").isVisible()).resolves.toBe(true);

    const email = `e2e-${Date.now()}@example.com`;
    await form.getByLabel("Full name").fill("Grace Hopper");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Phone").fill("617-555-0199");
    await form.getByLabel("Service").selectOption("wedding");
    await form.getByLabel("Message").fill("A car for our wedding in June, please.");
    await form.getByRole("button", { name: "Send Message" }).click();
    await page.getByText("Message Sent!").waitFor();
    await page.getByText("Thank you for contacting us. We'll get back to you within 24 hours.").waitFor();
    await expect(form.getByLabel("Full name").inputValue()).resolves.toBe("");

    const rows = (await contactMessagesMatching(email)).map(({ name, phone, service, message }) => ({
      name,
      phone,
      service,
      message,
    }));
    expect(rows).toEqual([
      {
        name: "Grace Hopper",
        phone: "617-555-0199",
        service: "wedding",
        message: "A car for our wedding in June, please.",
      },
    ]);
  });

  test("keeps what was typed and shows the error toast when sending fails", async ({ newPage }) => {
    const page = await newPage({ allowErrors: [/status of 500/] });
    await page.route("**/api/contact", (r) => r.fulfill({ status: 500, json: { detail: "boom" } }));
    await page.goto("/contact");
    const form = page.getByRole("form", { name: "Send us a message" });
    await form.getByLabel("Full name").fill("Alan Turing");
    await form.getByLabel("Email").fill("alan@example.com");
    await form.getByLabel("Phone").fill("617-555-0111");
    await form.getByLabel("Service").selectOption("other");
    await form.getByLabel("Message").fill("Hello");
    await form.getByRole("button", { name: "Send Message" }).click();
    await page.getByText("Failed to send message. Please try again.").waitFor();
    await expect(page.getByText("Error", { exact: true }).isVisible()).resolves.toBe(true);
    await expect(form.getByLabel("Full name").inputValue()).resolves.toBe("Alan Turing");
    await expect(form.getByLabel("Message").inputValue()).resolves.toBe("Hello");
  });
});

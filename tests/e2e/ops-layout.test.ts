import { describe, expect, it } from "vitest";
import { DESKTOP, newPage, PHONE, screenshot, useBrowser } from "./support/browser";

useBrowser();

describe("the dispatcher's console and the chauffeur's app", () => {
  for (const [path, area, heading] of [
    ["/admin", "Dispatch", "Admin Dashboard"],
    ["/driver", "Chauffeur app", "Driver Dashboard"],
  ] as const) {
    for (const [width, viewport] of [
      ["phone", PHONE],
      ["desktop", DESKTOP],
    ] as const) {
      it(`${path} at ${width} width: its own compact header, no marketing links, footer or floating buttons`, async () => {
        const page = await newPage({ viewport });
        await page.goto(path);
        await page.getByRole("heading", { name: heading }).first().waitFor();
        const header = page.getByTestId("ops-header");
        await header.getByText(area, { exact: true }).waitFor();
        expect(await page.title()).toBe(`${area} · Beacon Chauffeur`);
        expect(await page.locator("footer").count()).toBe(0);
        expect(await page.getByRole("link", { name: "Book Now" }).count()).toBe(0);
        expect(await page.getByRole("navigation", { name: "Main" }).count()).toBe(0);
        expect(await page.getByRole("button", { name: /chat/i }).count()).toBe(0);
        // The way back to the public site stays: the logo.
        await header.getByRole("link", { name: /Beacon Chauffeur/ }).waitFor();
        await screenshot(page, `ops-${path.slice(1)}-sign-in-${width}`);
      });
    }
  }
});

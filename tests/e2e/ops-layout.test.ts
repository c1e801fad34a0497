import type { Locator } from "@playwright/test";
import { expect, test } from "./fixtures";
import { DESKTOP, PHONE, screenshot } from "./support/browser";

test.describe("the dispatcher's console and the chauffeur's app", () => {
  for (const [path, area, heading] of [
    ["/admin", "Dispatch", "Admin Dashboard"],
    ["/driver", "Chauffeur app", "Driver Dashboard"],
  ] as const) {
    for (const [width, viewport] of [
      ["phone", PHONE],
      ["desktop", DESKTOP],
    ] as const) {
      test(`${path} at ${width} width: its own compact header, no marketing links, footer or floating buttons`, async ({
        newPage,
      }) => {
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
        // Nothing in the header lies over anything else (the area's name once ran under the phone
        // link): the logo's box, then the area's text where it is drawn (it can overflow its box), then
        // the office's phone link.
        const box = async (part: Locator) => {
          const b = await part.boundingBox();
          return b ? { left: b.x, right: b.x + b.width } : null;
        };
        const label = header.getByText(area, { exact: true });
        const drawn = await label.evaluate((el) => {
          const range = document.createRange();
          range.selectNodeContents(el);
          const { left, right } = range.getBoundingClientRect();
          return { left, right };
        });
        const parts = [await box(header.getByRole("link", { name: /Beacon Chauffeur/ })), drawn];
        for (const call of await header.getByRole("link", { name: /Call the office/ }).all())
          parts.push(await box(call));
        for (let i = 1; i < parts.length; i += 1) {
          const [before, after] = [parts[i - 1], parts[i]];
          expect(before && after && before.right <= after.left, `${path}: ${JSON.stringify(parts)}`).toBe(
            true,
          );
        }
        await screenshot(page, `ops-${path.slice(1)}-sign-in-${width}`);
      });
    }
  }
});

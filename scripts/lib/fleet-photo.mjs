// For `BENCH_FLEET_PHOTO=<class>` in bench-web: the owner uploads a photograph-like picture for that
// vehicle class through the console, as an operator does (the browser resizes it to WebP and JPEG at
// 480 and 960 px, the Worker keeps them in R2), so Lighthouse then measures the fleet page with it.

import { chromium } from "playwright-core";
import { DEV_ADMIN } from "./settings.mjs";

/** A 1600 x 1000 JPEG with a photograph's detail (noise and gradients, not flat fills), drawn in the page. */
async function photoBytes(page) {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement("canvas");
    canvas.width = 1600;
    canvas.height = 1000;
    const g = canvas.getContext("2d");
    const sky = g.createLinearGradient(0, 0, 0, 1000);
    sky.addColorStop(0, "#1d2b44");
    sky.addColorStop(1, "#c79a56");
    g.fillStyle = sky;
    g.fillRect(0, 0, 1600, 1000);
    g.fillStyle = "#0b0d12";
    g.fillRect(240, 520, 1120, 260);
    g.fillRect(400, 390, 700, 150);
    const pixels = g.getImageData(0, 0, 1600, 1000);
    for (let i = 0; i < pixels.data.length; i += 4) {
      const n = (Math.random() - 0.5) * 36;
      pixels.data[i] += n;
      pixels.data[i + 1] += n;
      pixels.data[i + 2] += n;
    }
    g.putImageData(pixels, 0, 0);
    const blob = await new Promise((r) => canvas.toBlob(r, "image/jpeg", 0.9));
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let s = "";
    for (const b of bytes) s += String.fromCharCode(b);
    return btoa(s);
  });
  return Buffer.from(base64, "base64");
}

/** Signs in to /admin as the development owner and saves a new photo for the class `type`. */
export async function uploadFleetPhoto({ baseUrl, executablePath, type }) {
  const browser = await chromium.launch({
    executablePath,
    args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  try {
    const page = await browser.newPage({ baseURL: baseUrl });
    page.setDefaultTimeout(60_000);
    await page.goto("/admin");
    await page.getByLabel("Username").fill(DEV_ADMIN.username);
    await page.getByLabel("Password").fill(DEV_ADMIN.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.getByRole("button", { name: "Logout" }).waitFor();
    await page.getByRole("tab", { name: "Fleet & pages" }).click();
    const card = page.getByTestId(`fleet-${type}`);
    await card.getByLabel(/Photo for/).setInputFiles({
      name: `${type}.jpg`,
      mimeType: "image/jpeg",
      buffer: await photoBytes(page),
    });
    await card.getByText(/sizes \(WebP and JPEG\)/).waitFor();
    await card.getByRole("button", { name: "Save" }).click();
    await page.getByText(/saved; the fleet page shows it now/).waitFor();
  } finally {
    await browser.close();
  }
}

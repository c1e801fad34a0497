import { expect, test } from "./fixtures";

test.describe("the API reference at /api/docs", () => {
  test("renders the document offline: its script from our origin, nothing from elsewhere, no CSP error", async ({
    page,
    baseURL,
  }) => {
    const elsewhere: string[] = [];
    const scripts: { path: string; status: number; type: string }[] = [];
    page.on("request", (r) => {
      const url = new URL(r.url());
      if (url.protocol.startsWith("http") && url.origin !== new URL(baseURL ?? "").origin)
        elsewhere.push(r.url());
    });
    page.on("response", (r) => {
      if (r.request().resourceType() === "script") {
        const type = r.headers()["content-type"] ?? "";
        scripts.push({ path: new URL(r.url()).pathname, status: r.status(), type });
      }
    });
    await page.goto("/api/docs");
    await page.getByRole("heading", { name: "Beacon Chauffeur API" }).first().waitFor();
    // An operation of the document, as the reference lists it.
    await page.getByText("The micro-frontend manifest, the company's public details").first().waitFor();
    expect(scripts).toEqual([
      { path: "/api-docs/scalar-api-reference.js", status: 200, type: expect.stringMatching(/javascript/) },
    ]);
    expect(elsewhere).toEqual([]);
  });
});

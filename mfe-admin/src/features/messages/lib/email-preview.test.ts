import { describe, expect, it } from "vitest";
import { emailPreviewDocument } from "./email-preview";

const email = `<!DOCTYPE html><html><head><style>@media (prefers-color-scheme: dark){.em-text{color:#eee !important}}</style></head>
<body style="background-color:#f4f1ea"><p class="em-text" style="color:#17181c;font-family:&#x27;Playfair Display&#x27;, serif">Dear Ada,</p>
<a href="https://example.com/track/x" style="color:red">Follow</a></body></html>`;

describe("an e-mail in the console's frame", () => {
  it("keeps every inline style as a rule of a style element with the page's nonce, and no style attribute", () => {
    const doc = new DOMParser().parseFromString(emailPreviewDocument(email, "n0nce"), "text/html");
    expect(doc.querySelectorAll("[style]")).toHaveLength(0);
    const styles = [...doc.querySelectorAll("style")];
    expect(styles.map((s) => s.getAttribute("nonce"))).toEqual(["n0nce", "n0nce"]);
    const rules = styles[0]?.textContent ?? "";
    const p = doc.querySelector("p")?.getAttribute("data-inline-style");
    expect(rules).toContain(
      `[data-inline-style="${p}"]{color:#17181c;font-family:'Playfair Display', serif}`,
    );
    expect(doc.querySelector("a")?.getAttribute("href")).toBe("https://example.com/track/x");
    expect(doc.body.textContent).toContain("Dear Ada,");
  });

  it("drops a declaration that could close its rule", () => {
    const hostile = `<html><body><p style="color:red;background:url('x}</style><script>alert(1)</script>')">Hi</p></body></html>`;
    const doc = new DOMParser().parseFromString(emailPreviewDocument(hostile, "n"), "text/html");
    expect(doc.querySelectorAll("script")).toHaveLength(0);
    expect(doc.querySelectorAll("style")).toHaveLength(1);
    expect(doc.querySelector("style")?.textContent).not.toContain("alert");
  });
});

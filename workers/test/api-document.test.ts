import { describe, expect, it } from "vitest";
import { API_REFERENCE_SCRIPT } from "../src/routes/docs";
import { adminApi } from "./factories";
import { api, postJson } from "./helpers";

type Operation = { security?: Record<string, string[]>[] };
type Document = { paths: Record<string, Record<string, Operation>> };

async function document(): Promise<Document> {
  const res = await api("/api/openapi.json");
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/application\/json/);
  return (await res.json()) as Document;
}

describe("the document tells the truth about tokens", () => {
  it("every route it guards answers 401 without a token, and no other route does", async () => {
    const { paths } = await document();
    const checked: string[] = [];
    for (const [path, methods] of Object.entries(paths)) {
      for (const [method, op] of Object.entries(methods)) {
        // Placeholders for path parameters; no body, so unguarded writes stop at validation.
        const url = path.replace(/\{[^}]+\}/g, "doc-check");
        const res = await api(url, { method: method.toUpperCase() });
        const guarded = (op.security ?? []).length > 0;
        if (guarded) expect(res.status, `${method} ${path}`).toBe(401);
        else expect(res.status, `${method} ${path}`).not.toBe(401);
        checked.push(`${method} ${path}`);
      }
    }
    expect(checked.length).toBeGreaterThan(25);
  });
});

describe("validation at the route's edge", () => {
  it("refuses a body that is not JSON with 415, and malformed JSON with 400, in our words", async () => {
    const plain = await api("/api/contact", {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: "hi",
    });
    expect(plain.status).toBe(415);
    expect(await plain.json()).toEqual({
      detail: "Request body must be JSON (Content-Type: application/json)",
    });
    const none = await api("/api/quote", { method: "POST" });
    expect(none.status).toBe(415);
    const malformed = await postJson("/api/quote", '{"pickupLocation":');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ detail: "Request body must be valid JSON" });
  });

  it("names the field and zod's message for a query, a body and a header", async () => {
    const query = await adminApi("/api/drivers?pageSize=500");
    expect(query.status).toBe(400);
    expect(((await query.json()) as { detail: string }).detail).toMatch(/^pageSize: /);
    const body = await postJson("/api/contact", {
      name: "Ada",
      email: "ada@example.com",
      phone: "1",
      service: "x",
      message: "m",
    });
    expect(body.status).toBe(400);
    expect(((await body.json()) as { detail: string }).detail).toMatch(/^service: /);
    const header = await postJson("/api/bookings", {}, { "idempotency-key": "short" });
    expect(header.status).toBe(400);
    expect(((await header.json()) as { detail: string }).detail).toBe(
      "idempotency-key: Idempotency-Key must be 8-100 letters, digits, dashes or underscores",
    );
  });
});

describe("GET /api/docs", () => {
  it("is the reference page, its script from our own origin, its one inline script allowed by nonce", async () => {
    const res = await api("/api/docs");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/text\/html/);
    const html = await res.text();
    expect(html).toContain(`<script src="${API_REFERENCE_SCRIPT}"`);
    expect(html).toContain('"url":"/api/openapi.json"');
    expect(html).not.toMatch(/https?:\/\//);
    const csp = res.headers.get("content-security-policy") ?? "";
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    // Every script on the page carries the nonce or comes from our origin; the nonce changes per answer.
    for (const tag of html.match(/<script[^>]*>/g) ?? []) expect(tag).toContain(`nonce="${nonce}"`);
    const again = (await api("/api/docs")).headers.get("content-security-policy");
    expect(again).not.toBe(csp);
  });

  it("leaves every other page under the site's policy, with no nonce", async () => {
    const csp = (await api("/api/openapi.json")).headers.get("content-security-policy") ?? "";
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("nonce");
  });
});

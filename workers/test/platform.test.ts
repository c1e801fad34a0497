import { env } from "cloudflare:test";
import { PublicConfig } from "@chauffeur/contract";
import { describe, expect, it, vi } from "vitest";
import { app } from "../src/app";
import { bookingBody } from "./booking-fixture";
import { api, postJson } from "./helpers";

describe("the API's edges", () => {
  it("answers 404 JSON with a detail for an unknown /api path", async () => {
    const res = await api("/api/no-such-thing");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    expect(await res.json()).toEqual({ detail: "No API route for GET /api/no-such-thing" });
  });

  it("answers 404 JSON for an unknown method on a known path", async () => {
    const res = await api("/api/fleet", { method: "DELETE" });
    expect(res.status).toBe(404);
    expect(((await res.json()) as { detail: string }).detail).toMatch(/DELETE/);
  });

  it("answers a missing static file with a 404, not the page", async () => {
    const res = await api("/remotes/nope/remoteEntry.js");
    expect(res.status).toBe(404);
  });

  it("puts the security headers on API answers and on errors", async () => {
    for (const path of ["/api/fleet", "/api/nope"]) {
      const res = await api(path);
      const csp = res.headers.get("content-security-policy") ?? "";
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
      expect(res.headers.get("x-request-id")).toBeTruthy();
    }
  });

  it("serves the micro-frontend manifest from configuration", async () => {
    const res = await api("/api/config");
    expect(res.status).toBe(200);
    const body = PublicConfig.parse(await res.json());
    // No release promoted yet: the remotes deployed with the Worker, nothing to fall back to.
    expect(body.remotes).toEqual({
      booking: {
        url: "/remotes/booking/remoteEntry.js",
        version: "built-in",
        integrity: null,
        filesIntegrity: null,
        previous: [],
      },
      admin: {
        url: "/remotes/admin/remoteEntry.js",
        version: "built-in",
        integrity: null,
        filesIntegrity: null,
        previous: [],
      },
      driver: {
        url: "/remotes/driver/remoteEntry.js",
        version: "built-in",
        integrity: null,
        filesIntegrity: null,
        previous: [],
      },
    });
    expect(body.site.phone).toBeTruthy();
  });
});

describe("the error handler", () => {
  it("answers malformed JSON with a 400 and a detail", async () => {
    const res = await postJson("/api/contact", "{not json");
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ detail: "Request body must be valid JSON" });
  });

  it("answers an unexpected failure with a plain 500 naming the request id, and logs it", async () => {
    const broken = {
      prepare() {
        throw new Error("database exploded");
      },
    } as unknown as D1Database;
    const logged: string[] = [];
    const spy = vi.spyOn(console, "error").mockImplementation((line: string) => {
      logged.push(line);
    });
    try {
      const res = await app.request("/api/fleet", {}, { ...env, DB: broken });
      expect(res.status).toBe(500);
      const id = res.headers.get("x-request-id");
      expect(id).toBeTruthy();
      const text = await res.text();
      expect(text).toBe(`Internal Server Error (request ${id})`);
      expect(text).not.toContain("exploded");
      expect(logged.some((l) => l.includes(String(id)) && l.includes("database exploded"))).toBe(true);
    } finally {
      spy.mockRestore();
    }
  });

  it("refuses to run with an invalid configuration", async () => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const res = await app.request("/api/fleet", {}, { ...env, REMOTE_ADMIN_URL: "javascript:alert(1)" });
      expect(res.status).toBe(500);
      // Production without a signing secret must not start with the development one.
      const prod = await app.request("/api/fleet", {}, { ...env, ENVIRONMENT: "production", JWT_SECRET: "" });
      expect(prod.status).toBe(500);
    } finally {
      spy.mockRestore();
    }
  });

  it("never runs production on the sandbox: without a real processor key it takes no booking and says why", async () => {
    const logged: string[] = [];
    const spy = vi.spyOn(console, "error").mockImplementation((line: string) => {
      logged.push(line);
    });
    const production = { ...env, ENVIRONMENT: "production", JWT_SECRET: "p".repeat(40) };
    try {
      for (const settings of [
        {},
        { PAYMENT_PROVIDER: "sandbox" },
        { PAYMENT_PROVIDER: "sandbox", STRIPE_SECRET_KEY: "sk_test_0123456789abcdef" },
        { STRIPE_SECRET_KEY: "not-a-key" },
      ]) {
        const booked = await app.request(
          "/api/bookings",
          {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify(bookingBody()),
          },
          { ...production, ...settings },
        );
        expect(booked.status, JSON.stringify(settings)).toBe(500);
      }
      expect(logged.join("\n")).toContain(
        "STRIPE_SECRET_KEY is required in production (a Stripe secret or restricted key, sk_... or rk_...): the sandbox processor takes no real payments",
      );
    } finally {
      spy.mockRestore();
    }
    // With a processor's key it runs, and the sandbox's own route is not there.
    const withStripe = { ...production, STRIPE_SECRET_KEY: "sk_test_0123456789abcdef" };
    const sandbox = await app.request(
      "/api/payments/sandbox/authenticate",
      {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: '{"clientSecret":"x","approve":true}',
      },
      withStripe,
    );
    expect(sandbox.status).toBe(404);
    expect((await app.request("/api/config", {}, withStripe)).status).toBe(200);
  });
});

import { env } from "cloudflare:test";
import { QuoteRequestPage, TripQuoteReceipt } from "@chauffeur/contract";
import { describe, expect, it } from "vitest";
import { adminApi } from "./factories";
import { postJson } from "./helpers";

/** A Boston date `days` from today. */
const daysAhead = (days: number) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(
    new Date(Date.now() + days * 86_400_000),
  );

const valid = {
  name: " Grace Hopper ",
  email: "Grace@Example.com",
  phone: "(617) 555-0123",
  pickupLocation: "Four Seasons Hotel Boston",
  destination: "Mohegan Sun, CT",
  date: daysAhead(20),
  passengers: "24",
  message: "A company outing: one coach or several SUVs.\r\nReturn the same night.",
};

async function detailOf(res: Response) {
  return ((await res.json()) as { detail: string }).detail;
}

describe("POST /api/quote-requests", () => {
  it("stores the request, cleaned, answers 201, and the dispatcher finds it", async () => {
    const res = await postJson("/api/quote-requests", valid);
    expect(res.status).toBe(201);
    const receipt = TripQuoteReceipt.parse(await res.json());
    expect(receipt.message).toMatch(/within 24 hours/);
    const row = await env.DB.prepare("SELECT * FROM quote_requests WHERE id = ?").bind(receipt.id).first();
    expect(row).toMatchObject({
      name: "Grace Hopper",
      email: "grace@example.com",
      pickup_location: "Four Seasons Hotel Boston",
      destination: "Mohegan Sun, CT",
      date: valid.date,
      passengers: 24,
    });
    const page = QuoteRequestPage.parse(
      await (await adminApi("/api/admin/quote-requests?search=mohegan")).json(),
    );
    expect(page.items.map((q) => q.id)).toContain(receipt.id);
  });

  it.each([
    ["name", { name: "" }, "Name is required"],
    ["email", { email: "grace@example.c" }, "Please enter a valid email"],
    ["pickupLocation", { pickupLocation: " " }, "Pickup location is required"],
    ["destination", { destination: "" }, "Destination is required"],
    ["date", { date: daysAhead(-1) }, "Please choose today or a later date"],
    ["date", { date: "2031-02-30" }, "must be a date as YYYY-MM-DD"],
    ["date", { date: "1970-01-01" }, "Please choose today or a later date"],
    ["date", { date: "9999-12-31" }, "Pickups can be booked at most 365 days ahead"],
    ["date", { date: daysAhead(400) }, "Pickups can be booked at most 365 days ahead"],
    ["name", { name: "Grace\u200bHopper" }, "must not contain invisible characters"],
    ["passengers", { passengers: "0" }, "At least 1 passenger"],
    ["passengers", { passengers: 61 }, "At most 60 passengers"],
    ["passengers", { passengers: "many" }, "Passengers must be a whole number"],
  ])("refuses a bad %s with 400 and its words, storing nothing", async (field, patch, words) => {
    const before = (await env.DB.prepare("SELECT count(*) AS n FROM quote_requests").first<{ n: number }>())
      ?.n;
    const res = await postJson("/api/quote-requests", { ...valid, ...patch });
    expect(res.status).toBe(400);
    expect(await detailOf(res)).toContain(`${field}: ${words}`);
    const after = (await env.DB.prepare("SELECT count(*) AS n FROM quote_requests").first<{ n: number }>())
      ?.n;
    expect(after).toBe(before);
  });
});

import { env } from "cloudflare:test";
import { ContactReceipt } from "@chauffeur/contract";
import { describe, expect, it } from "vitest";
import { postJson } from "./helpers";

const valid = {
  name: "  Ada Lovelace ",
  email: "ada@example.com",
  phone: "(617) 555-0100",
  service: "airport-transfer",
  message: "Two passengers from Logan on Friday.",
};

async function detailOf(res: Response) {
  return ((await res.json()) as { detail: string }).detail;
}

describe("POST /api/contact", () => {
  it("stores the message, trimmed, and answers 201 with its id", async () => {
    const res = await postJson("/api/contact", valid);
    expect(res.status).toBe(201);
    const body = ContactReceipt.parse(await res.json());
    expect(body.message).toMatch(/within 24 hours/);
    const row = await env.DB.prepare("SELECT * FROM contact_messages WHERE id = ?").bind(body.id).first();
    expect(row).toMatchObject({
      name: "Ada Lovelace",
      email: "ada@example.com",
      phone: "(617) 555-0100",
      service: "airport-transfer",
      message: "Two passengers from Logan on Friday.",
    });
    expect(Number.isNaN(Date.parse(String(row?.created_at)))).toBe(false);
  });

  it.each(["name", "email", "phone", "message"])("answers 400 naming a missing %s", async (field) => {
    const { [field as keyof typeof valid]: _, ...rest } = valid;
    const res = await postJson("/api/contact", rest);
    expect(res.status).toBe(400);
    expect(await detailOf(res)).toContain(field);
  });

  it.each([
    ["name", "   "],
    ["email", "not-an-email"],
    ["phone", ""],
    ["message", " "],
    ["name", "x".repeat(121)],
  ])("answers 400 for an invalid %s", async (field, value) => {
    const res = await postJson("/api/contact", { ...valid, [field]: value });
    expect(res.status).toBe(400);
    expect(await detailOf(res)).toContain(field);
  });

  it("stores a message without a service: SPEC.md requires only name, e-mail, phone and message", async () => {
    for (const service of [undefined, null, ""]) {
      const res = await postJson("/api/contact", { ...valid, service });
      expect(res.status).toBe(201);
      const { id } = ContactReceipt.parse(await res.json());
      const row = await env.DB.prepare("SELECT service FROM contact_messages WHERE id = ?").bind(id).first();
      expect(row).toEqual({ service: null });
    }
  });

  it("answers 400 for an unknown service and stores nothing", async () => {
    const email = `unknown-service-${crypto.randomUUID()}@example.com`;
    const res = await postJson("/api/contact", { ...valid, email, service: "helicopter" });
    expect(res.status).toBe(400);
    expect(await detailOf(res)).toContain("service");
    const row = await env.DB.prepare("SELECT id FROM contact_messages WHERE email = ?").bind(email).first();
    expect(row).toBeNull();
  });

  it("answers 400 for malformed JSON", async () => {
    const res = await postJson("/api/contact", "{ not json");
    expect(res.status).toBe(400);
    expect(await detailOf(res)).toMatch(/JSON/);
  });

  it("answers 413 for a huge body", async () => {
    const res = await postJson("/api/contact", { ...valid, message: "x".repeat(70 * 1024) });
    expect(res.status).toBe(413);
  });
});

// The API as the tests' second pair of eyes: what the dispatcher would see, read through the running
// Worker. Tests never open the Worker's D1 file themselves: a second process on that SQLite file
// makes the Worker's own queries fail with SQLITE_BUSY.
import { AdminSession, BookingPage, ContactMessagePage } from "@chauffeur/contract";
import { expect } from "@playwright/test";

/** Where this test process's API calls go: the suite's Worker, or its files' own (fixtures.ts: site). */
let site = process.env.E2E_BASE_URL ?? "";
export const siteUrl = () => site;
export function pointAt(url: string) {
  site = url;
}

export const ADMIN = { username: "admin", password: "chauffeur-admin-2026" };

export async function call(path: string, init: RequestInit & { token?: string } = {}) {
  const { token, headers, ...rest } = init;
  const request = () =>
    fetch(`${siteUrl()}${path}`, {
      ...rest,
      headers: {
        "content-type": "application/json",
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(headers as Record<string, string> | undefined),
      },
    });
  try {
    return await request();
  } catch (error) {
    // A kept-alive connection the Worker closed or reset as this request went out ("other side closed",
    // "read ECONNRESET", before any answer): sent again once on a new one, as a browser does. Seen on
    // loaded cores, a few times in a hundred runs of the suite.
    const code = (error as { cause?: { code?: string } }).cause?.code;
    if (code !== "UND_ERR_SOCKET" && code !== "ECONNRESET") throw error;
    return request();
  }
}

export async function adminToken(): Promise<string> {
  const res = await call("/api/admin/login", { method: "POST", body: JSON.stringify(ADMIN) });
  expect(res.status).toBe(200);
  return AdminSession.parse(await res.json()).token;
}

async function adminSearch<T>(path: string, schema: { parse: (data: unknown) => T }, search: string) {
  const res = await call(`${path}?pageSize=100&search=${encodeURIComponent(search)}`, {
    token: await adminToken(),
  });
  expect(res.status).toBe(200);
  return schema.parse(await res.json());
}

/** Bookings whose reference, e-mail or name contains `search`, as the admin API lists them. */
export async function bookingsMatching(search: string) {
  return (await adminSearch("/api/admin/bookings", BookingPage, search)).items;
}

/** Contact messages whose name, e-mail, phone or text contains `search`. */
export async function contactMessagesMatching(search: string) {
  return (await adminSearch("/api/admin/contact-messages", ContactMessagePage, search)).items;
}

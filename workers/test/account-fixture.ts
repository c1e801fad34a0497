import { env } from "cloudflare:test";
import { type BookingReceipt, Company, serviceToday } from "@chauffeur/contract";
import { createDb, outbox } from "@chauffeur/db";
import { and, desc, eq } from "drizzle-orm";
import { expect } from "vitest";
import { bookingBody } from "./booking-fixture";
import { adminApi } from "./factories";
import { api, exec, postJson } from "./helpers";
import { approve, finishRide, pickupIn, runJobs } from "./money-fixture";

const testDb = createDb(env.DB);

/** A fresh address for one test: no other test's bookings or companies share it. */
export const newEmail = (who = "ada", domain = "example.com") =>
  `${who}-${crypto.randomUUID().slice(0, 8)}@${domain}`;

/** The token in the newest sign-in message sent to `email` (the link is /account?token=...). */
export async function linkTokenOf(email: string): Promise<string> {
  const message = await testDb
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, email.toLowerCase()), eq(outbox.template, "account-sign-in")))
    .orderBy(desc(outbox.createdAt))
    .get();
  const token = /\/account\?token=([\w-]+)/.exec(message?.body ?? "")?.[1];
  if (!token) throw new Error(`no sign-in link for ${email}`);
  return token;
}

/** Signs in by e-mail link, as a customer does: the account token's headers. */
export async function signedIn(email: string): Promise<{ authorization: string }> {
  expect((await postJson("/api/account/sign-in", { email })).status).toBe(202);
  const res = await postJson("/api/account/session", { token: await linkTokenOf(email) });
  expect(res.status, await res.clone().text()).toBe(200);
  const { token } = (await res.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

export const accountGet = (path: string, headers: Record<string, string>) => api(path, { headers });

/** A company on account through the console's route. */
export async function newCompany(overrides: Record<string, unknown> = {}) {
  const res = await adminApi("/api/admin/companies", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      name: `Acme ${crypto.randomUUID().slice(0, 6)}`,
      billingEmail: newEmail("billing", "acme.test"),
      termsDays: 30,
      requireCostCentre: false,
      requirePo: false,
      bookers: [],
      ...overrides,
    }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return Company.parse(await res.json());
}

/** Books `hours` ahead from an account: a guest's details, billed to the company (no card). */
export async function bookOnAccount(
  headers: Record<string, string>,
  billing: Record<string, unknown>,
  overrides: Record<string, unknown> = {},
) {
  const { paymentInfo: _card, ...body } = bookingBody({ ...pickupIn(72), ...overrides });
  return postJson(
    "/api/bookings",
    { ...body, billing },
    { ...headers, "idempotency-key": crypto.randomUUID() },
  );
}

/** Approves the ride, drives it to its end and settles it, dated today (so this month bills it). */
export async function rideEnded(receipt: BookingReceipt) {
  await approve(receipt.bookingId);
  await finishRide(receipt.bookingId, "completed");
  await exec([`update bookings set scheduled_date = '${serviceToday()}' where id = '${receipt.bookingId}'`]);
  await runJobs(undefined, ["payment-settlement"]);
}

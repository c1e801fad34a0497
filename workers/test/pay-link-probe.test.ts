import { beforeEach, describe, expect, it } from "vitest";
import { newBookingReference } from "../src/services/bookings/reference";
import { api, randomIp } from "./helpers";
import { approve, book, messagesOf } from "./money-fixture";
import { loadFixturePlaces } from "./places-fixture";

beforeEach(loadFixturePlaces);

const view = (reference: string, token: string, ip = randomIp()) =>
  api(`/api/pay/${reference}`, { headers: { authorization: `Bearer ${token}`, "cf-connecting-ip": ip } });

/** A booking whose hold needs the customer: its payment link's token. */
async function linkOf() {
  const receipt = await book(48, "tok_sandbox_authenticationRequired");
  await approve(receipt.bookingId);
  const message = (await messagesOf(receipt.bookingId)).find((m) => m.template === "payment-action-required");
  const token = /\/pay\?token=([\w.-]+)/.exec(message?.body ?? "")?.[1] ?? "";
  expect(token).not.toBe("");
  return { reference: receipt.reference, token };
}

describe("GET /api/pay/{reference} to a stranger", () => {
  it("answers the same whatever the reference: an existing booking is not told from a missing one", async () => {
    const { reference, token } = await linkOf();
    const forged = `${token.slice(0, -4)}AAAA`;
    for (const guess of ["not-a-token", forged]) {
      const existing = await view(reference, guess);
      const missing = await view(newBookingReference(), guess);
      expect(existing.status).toBe(401);
      expect(missing.status).toBe(existing.status);
      expect(await missing.text()).toBe(await existing.text());
    }
    // The link's own token still opens it.
    expect((await view(reference, token)).status).toBe(200);
  });

  it("slows an address that guesses: 20 misses, then 429 with Retry-After; other addresses and the link's owner go on", async () => {
    const { reference, token } = await linkOf();
    const stranger = randomIp();
    for (let i = 0; i < 20; i++) {
      expect((await view(newBookingReference(), `guess-${i}`, stranger)).status).toBe(401);
    }
    const blocked = await view(newBookingReference(), "guess-21", stranger);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await view(reference, token, randomIp())).status).toBe(200);
  });

  it("counts a right link's opening as no miss", async () => {
    const { reference, token } = await linkOf();
    const customer = randomIp();
    for (let i = 0; i < 25; i++) expect((await view(reference, token, customer)).status).toBe(200);
  });
});

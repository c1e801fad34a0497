import { beforeEach, describe, expect, it } from "vitest";
import { signToken } from "../src/services/auth/tokens";
import { newBookingReference } from "../src/services/bookings/reference";
import { bookingBody } from "./booking-fixture";
import { adminApi, detailOf, HOUR, insertBooking, jwtSecret } from "./factories";
import { api, postJson, randomIp } from "./helpers";
import { approve, book, messagesOf, paymentOf } from "./money-fixture";
import { loadFixturePlaces } from "./places-fixture";

/** What `npm run test:security` (workers/security) found, each pinned by a test of its own (issue 13). */
beforeEach(loadFixturePlaces);

const booked = () => {
  const pickupAt = Date.now() + 96 * HOUR;
  return insertBooking({ reference: newBookingReference(), pickupAt, expectedEndAt: pickupAt + HOUR });
};

describe("found by the authorization matrix", () => {
  it("a customer token for another booking is refused (403) before a bad body is read", async () => {
    const [mine, theirs] = [await booked(), await booked()];
    const token = (await signToken({ role: "customer", sub: mine.id }, jwtSecret())).token;
    const res = await api(`/api/bookings/${theirs.reference}/cancel`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(403);
    expect(await detailOf(res)).toMatch(/another booking/);
  });

  it("an altered payment link is refused (401) before a bad body is read; another booking's is 403", async () => {
    const links = [];
    for (const _ of [1, 2]) {
      const receipt = await book(48, "tok_sandbox_authenticationRequired");
      await approve(receipt.bookingId);
      const message = (await messagesOf(receipt.bookingId)).find(
        (m) => m.template === "payment-action-required",
      );
      links.push({ receipt, token: /\/pay\?token=([\w.-]+)/.exec(message?.body ?? "")?.[1] ?? "" });
    }
    const [a, b] = links as [(typeof links)[0], (typeof links)[0]];
    const altered = `${a.token.slice(0, -3)}${a.token.endsWith("a") ? "bcd" : "abc"}`;
    const noBody = (token: string) =>
      api(`/api/pay/${a.receipt.reference}`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await noBody(altered)).status).toBe(401);
    expect((await noBody(b.token)).status).toBe(403);
    expect((await noBody(a.token)).status).toBe(415);
    expect((await paymentOf(a.receipt.bookingId)).state).toBe("action_required");
  });
});

describe("found by the hostile-input sweep", () => {
  it("passwords with control characters are refused with 400, not checked", async () => {
    for (const path of ["/api/admin/login", "/api/drivers/login"]) {
      const body =
        path === "/api/admin/login"
          ? { username: "someone", password: "pass\u0000word" }
          : { email: "someone@example.com", password: "pass\u0000word" };
      const res = await postJson(path, body, { "cf-connecting-ip": randomIp() });
      expect(res.status, path).toBe(400);
      expect(await detailOf(res)).toMatch(/control characters/);
    }
  });

  it("a lone UTF-16 surrogate or a byte order mark inside a name is refused with 400 (one at an end is trimmed)", async () => {
    for (const name of ["Ada\ud800", "Ada\ufeffLovelace"]) {
      const res = await postJson("/api/contact", {
        name,
        email: "ada@example.com",
        phone: "6175550100",
        message: "Hello",
      });
      expect(res.status).toBe(400);
    }
  });

  it("the dispatcher's release reason takes no control characters; the hold stays", async () => {
    const receipt = await book(48);
    await approve(receipt.bookingId);
    const res = await adminApi(`/api/admin/bookings/${receipt.bookingId}/payment/release`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ reason: "Called\u001b[2J" }),
    });
    expect(res.status).toBe(400);
    expect((await paymentOf(receipt.bookingId)).state).toBe("held");
  });

  it("running a job that does not exist is a 400 naming it, not a run of nothing", async () => {
    const res = await adminApi("/api/admin/jobs/run", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ only: ["no-such-job"] }),
    });
    expect(res.status).toBe(400);
    expect(await detailOf(res)).toMatch(/no-such-job/);
  });

  it("a card token with a line break is refused with 400 at booking", async () => {
    const res = await postJson(
      "/api/bookings",
      bookingBody({ paymentInfo: { provider: "sandbox", token: "tok_sandbox_visa\r\nX-Injected: 1" } }),
      { "idempotency-key": crypto.randomUUID() },
    );
    expect(res.status).toBe(400);
    expect(await detailOf(res)).toMatch(/paymentInfo\.token/);
  });
});

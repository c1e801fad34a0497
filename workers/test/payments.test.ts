import { PaymentStatusResponse } from "@chauffeur/contract";
import { beforeEach, describe, expect, it } from "vitest";
import { bookingBody } from "./booking-fixture";
import { api, exec, postJson } from "./helpers";
import { loadFixturePlaces } from "./places-fixture";

beforeEach(loadFixturePlaces);

async function status(sessionId: string) {
  const res = await api(`/api/payments/status/${sessionId}`);
  return { res, body: res.status === 200 ? PaymentStatusResponse.parse(await res.json()) : null };
}

describe("GET /api/payments/status/{session_id}", () => {
  it("reports an authorized booking's session as paid and complete", async () => {
    const booked = (await (await postJson("/api/bookings", bookingBody())).json()) as { sessionId: string };
    const { res, body } = await status(booked.sessionId);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(body).toEqual({ payment_status: "paid", status: "complete" });
  });

  it("reports an open session as open, then expired once its time has passed", async () => {
    const now = Date.now();
    await exec([
      `INSERT INTO payment_sessions (id, provider, amount_cents, status, payment_status, created_at, expires_at) VALUES ('ps_open_test', 'sandbox', 100, 'open', 'unpaid', '2030-01-01T00:00:00Z', ${now + 600_000})`,
      `INSERT INTO payment_sessions (id, provider, amount_cents, status, payment_status, created_at, expires_at) VALUES ('ps_old_test', 'sandbox', 100, 'open', 'unpaid', '2020-01-01T00:00:00Z', ${now - 1000})`,
    ]);
    expect((await status("ps_open_test")).body).toEqual({ payment_status: "unpaid", status: "open" });
    expect((await status("ps_old_test")).body).toEqual({ payment_status: "unpaid", status: "expired" });
    expect((await status("ps_old_test")).body?.status).toBe("expired");
  });

  it("answers 404 with a detail for unknown and absurd session ids", async () => {
    for (const id of ["ps_nope", encodeURIComponent("' OR 1=1 --"), "x".repeat(500)]) {
      const { res } = await status(id);
      expect(res.status).toBe(404);
      expect(await res.json()).toHaveProperty("detail");
    }
  });
});

import { env } from "cloudflare:test";
import { OpenAlerts } from "@chauffeur/contract";
import { beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "../src/env";
import { DAILY_CRON, runJobs as runScheduled } from "../src/services/jobs";
import { adminApi } from "./factories";
import { api } from "./helpers";
import { approve, book, fareOf, ledgerOf, messagesOf, paymentOf, runJobs, services } from "./money-fixture";
import { loadFixturePlaces } from "./places-fixture";

beforeEach(loadFixturePlaces);

const money = (id: string, what: "capture" | "refund", body: unknown) =>
  adminApi(`/api/admin/bookings/${id}/payment/${what}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

async function openAlerts() {
  const res = await adminApi("/api/admin/alerts");
  expect(res.status).toBe(200);
  return OpenAlerts.parse(await res.json()).items;
}

const reconcile = async () =>
  (await runJobs(undefined, ["payment-reconciliation"])).jobs.find((j) => j.job === "payment-reconciliation")
    ?.did;

/** A booking captured and partly refunded, as the processor and the ledger both have it. */
async function capturedAndRefunded() {
  const receipt = await book(48);
  await approve(receipt.bookingId);
  expect((await money(receipt.bookingId, "capture", { reason: "The ride is done" })).status).toBe(200);
  expect(
    (await money(receipt.bookingId, "refund", { amountCents: 3000, reason: "Late pickup" })).status,
  ).toBe(200);
  const captureRef = (await ledgerOf(receipt.bookingId)).find((e) => e.kind === "capture")?.providerRef ?? "";
  return { receipt, captureRef };
}

describe("payment reconciliation", () => {
  it("finds a difference planted in the processor's state, raises it once, tells dispatch once, and resolves it", async () => {
    const { receipt, captureRef } = await capturedAndRefunded();
    expect(await reconcile()).toMatchObject({ differ: 0 });
    expect((await openAlerts()).filter((a) => a.bookingId === receipt.bookingId)).toEqual([]);

    // The processor refunded $50.00 more than the ledger knows (a refund made in its dashboard, say).
    await env.DB.prepare("update sandbox_intents set amount_refunded = amount_refunded + 5000 where id = ?")
      .bind(captureRef)
      .run();
    expect(await reconcile()).toMatchObject({ differ: 1 });
    const [alert, ...more] = (await openAlerts()).filter((a) => a.bookingId === receipt.bookingId);
    expect(more).toEqual([]);
    expect(Object.keys(alert ?? {}).sort()).toEqual([
      "bookingId",
      "detail",
      "id",
      "kind",
      "raisedAt",
      "reference",
    ]);
    const fare = fareOf(receipt) / 100;
    expect(alert).toMatchObject({
      kind: "reconciliation",
      reference: receipt.reference,
      detail: `The card processor shows held $0.00, captured $${fare}.00, refunded $80.00; the ledger shows held $0.00, captured $${fare}.00, refunded $30.00.`,
    });
    const dispatch = () =>
      messagesOf(receipt.bookingId).then((ms) => ms.filter((m) => m.template === "dispatch-reconciliation"));
    const [told] = await dispatch();
    expect(told).toMatchObject({
      recipient: loadConfig(env).SITE_EMAIL,
      subject: `Payment difference on booking ${receipt.reference}`,
    });
    expect(told?.body).toContain("refunded $80.00");

    // The next day the same difference is still one alert, and dispatch is not told again.
    expect(await reconcile()).toMatchObject({ differ: 1 });
    expect((await openAlerts()).filter((a) => a.bookingId === receipt.bookingId)).toHaveLength(1);
    expect(await dispatch()).toHaveLength(1);

    // Put right at the processor: the alert is resolved and leaves the list.
    await env.DB.prepare("update sandbox_intents set amount_refunded = amount_refunded - 5000 where id = ?")
      .bind(captureRef)
      .run();
    expect(await reconcile()).toMatchObject({ differ: 0 });
    expect((await openAlerts()).filter((a) => a.bookingId === receipt.bookingId)).toEqual([]);
  });

  it("sees a hold the processor no longer holds", async () => {
    const receipt = await book(48);
    await approve(receipt.bookingId);
    const held = await paymentOf(receipt.bookingId);
    const holdRef = held.events.find((e) => e.kind === "hold")?.providerRef ?? "";
    await env.DB.prepare("update sandbox_intents set status = 'canceled', amount_capturable = 0 where id = ?")
      .bind(holdRef)
      .run();
    await reconcile();
    const alert = (await openAlerts()).find((a) => a.bookingId === receipt.bookingId);
    expect(alert?.detail).toMatch(/processor shows held \$0\.00.*ledger shows held \$\d+\.00/);
  });

  it("lists the open alerts for the dispatcher only", async () => {
    expect((await api("/api/admin/alerts")).status).toBe(401);
  });

  it("runs on the daily cron, the other jobs on the five-minute one", async () => {
    const names = async (cron: string) =>
      (await runScheduled({ ctx: services(), input: { cron } })).map((r) => r.job);
    expect(await names(DAILY_CRON)).toEqual(["payment-reconciliation"]);
    const frequent = await names("*/5 * * * *");
    expect(frequent).not.toContain("payment-reconciliation");
    expect(frequent).toContain("payment-holds");
  });

  it("runs with the other jobs from an empty POST", async () => {
    const res = await adminApi("/api/admin/jobs/run", { method: "POST" });
    expect(res.status, await res.clone().text()).toBe(200);
    const { jobs } = (await res.json()) as { jobs: { job: string }[] };
    expect(jobs.map((j) => j.job)).toContain("payment-reconciliation");
    const withBody = await adminApi("/api/admin/jobs/run", { method: "POST", body: "{}" });
    expect(withBody.status).toBe(415);
  });
});

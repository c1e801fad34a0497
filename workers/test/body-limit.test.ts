import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { app } from "../src/app";
import { BASE } from "./helpers";

const KIB = 1024;

/** An upload that never ends by itself: 16 KiB a pull, and a record of how far it was read. */
function endlessUpload() {
  const state = { pulled: 0, cancelled: false };
  const chunk = new TextEncoder().encode("x".repeat(16 * KIB));
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      state.pulled += 1;
      controller.enqueue(chunk);
    },
    cancel() {
      state.cancelled = true;
    },
  });
  return { stream, state };
}

const ctx = { waitUntil() {}, passThroughOnException() {} } as unknown as ExecutionContext;
const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request(`${BASE}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body,
    duplex: "half",
  } as RequestInit);

describe("request bodies over 64 KiB (issue 13, item 11)", () => {
  it("answers 413 to an endless chunked upload and stops reading it at the limit", async () => {
    const { stream, state } = endlessUpload();
    const res = await app.fetch(post(stream), env, ctx);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ detail: "Request body is too large (64 KiB at most)" });
    expect(state.cancelled).toBe(true);
    // 64 KiB is four 16 KiB chunks: the fifth passes the limit; the stream may have pulled one ahead.
    expect(state.pulled).toBeLessThanOrEqual(6);
  });

  it("refuses a declared Content-Length over the limit without reading or cancelling the body", async () => {
    const { stream, state } = endlessUpload();
    const res = await app.fetch(post(stream, { "content-length": String(65 * KIB) }), env, ctx);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ detail: "Request body is too large (64 KiB at most)" });
    // Cancelled, such a body made wrangler dev's proxy answer the next client's request 503 (issue 37).
    expect(state.cancelled).toBe(false);
    expect(state.pulled).toBeLessThanOrEqual(1);
  });

  it("still takes a chunked body under the limit, and answers 413 through the real entry point", async () => {
    const message = { name: "Ada", email: "ada@example.com", phone: "6175550100", message: "Hello" };
    const small = new Blob([JSON.stringify(message)]).stream();
    expect((await app.fetch(post(small), env, ctx)).status).toBe(201);
    const big = await SELF.fetch(post(JSON.stringify({ ...message, message: "x".repeat(70 * KIB) })));
    expect(big.status).toBe(413);
  });
});

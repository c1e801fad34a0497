import { connect, type Socket } from "node:net";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { useOwnWorker } from "./support/own-worker";

// A Worker of its own: an upload this file drops taints the local proxy's pooled connections (below), and
// a request of another test file running at the same moment must not be handed one of them.
const worker = useOwnWorker("uploads");
let base: URL;
beforeEach(() => {
  base = new URL(worker.url);
});
const open: Socket[] = [];
afterEach(() => {
  for (const s of open.splice(0)) s.destroy();
});

/**
 * A raw client that starts a chunked POST of `chunks` × 16 KiB and never sends the final chunk: what a
 * slow or hostile uploader does. Resolves once connected; `answer()` is what came back so far.
 */
async function holdUpload(path: string, chunks: number) {
  const sock = connect(Number(base.port), base.hostname);
  open.push(sock);
  let answer = "";
  let closed = false;
  sock.on("data", (d) => {
    answer += d;
  });
  sock.on("error", () => {
    closed = true;
  });
  sock.on("close", () => {
    closed = true;
  });
  await new Promise((resolve) => sock.once("connect", resolve));
  sock.write(
    `POST ${path} HTTP/1.1\r\nHost: ${base.host}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`,
  );
  const chunk = "x".repeat(16 * 1024);
  for (let i = 0; i < chunks; i++) sock.write(`${chunk.length.toString(16)}\r\n${chunk}\r\n`);
  return { answer: () => answer, closed: () => closed };
}

/**
 * The suite serves its bundle through Miniflare, with no proxy in front (scripts/e2e.mjs); under `wrangler dev`
 * (the same file run against it) this matters. `wrangler dev`'s local proxy keeps its pooled connection to the Worker after a client drops an upload the
 * Worker already answered; the next request with a body sent on it gets the proxy's own 503 ("Your worker
 * restarted mid-request"), one per dropped upload, without reaching the Worker (cloudflare/workers-sdk#14641,
 * #15447; the edge has no such proxy). Before each test, small POSTs use up such connections until the Worker
 * itself answers, so no test depends on what an earlier one left behind. They go in parallel bursts as wide as the
 * widest test, because each request in a burst takes its own pooled connection: a burst with no 503 in it means no
 * tainted connection is left in the pool.
 */
beforeEach(async () => {
  for (let attempt = 0; attempt < 50; attempt++) {
    const burst = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const res = await fetch(new URL("/api/contact", base), {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: "{}",
        });
        await res.arrayBuffer();
        return res.status;
      }),
    );
    if (!burst.includes(503)) return;
  }
  throw new Error("the local proxy kept answering 503");
});

async function until(condition: () => boolean) {
  while (!condition()) await new Promise((r) => setTimeout(r, 25));
}

describe("a chunked upload over 64 KiB (issue 13, item 11)", () => {
  // Retried: under load the local proxy's pool can still hand an upload a connection an earlier drop
  // tainted (the 503 above, never the Worker's answer); a retry starts from a cleared pool again.
  it("gets its 413 at once, and other requests are served while such clients hold their connections", {
    retry: 2,
  }, async () => {
    const uploads = await Promise.all(Array.from({ length: 6 }, () => holdUpload("/api/contact", 6)));
    await until(() => uploads.every((u) => u.answer().includes("\r\n\r\n") || u.closed()));
    for (const u of uploads) expect(u.answer()).toMatch(/^HTTP\/1\.1 413 /);
    const others = await Promise.all(Array.from({ length: 4 }, () => fetch(new URL("/api/config", base))));
    expect(others.map((r) => r.status)).toEqual([200, 200, 200, 200]);
  });

  it("serves others while uploads under the limit are still arriving", async () => {
    const slow = await Promise.all(Array.from({ length: 6 }, () => holdUpload("/api/contact", 2)));
    const others = await Promise.all(Array.from({ length: 4 }, () => fetch(new URL("/api/config", base))));
    expect(others.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(slow.map((u) => u.answer())).toEqual(Array(6).fill(""));
  });
});

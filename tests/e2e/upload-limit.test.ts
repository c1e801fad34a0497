import { connect, type Socket } from "node:net";
import { expect, test } from "./fixtures";

// A Worker of its own, so the connections this file holds open and drops touch no other test file's
// requests. It is the suite's bundle served as `npm start` serves it (scripts/lib/bundled-worker.mjs),
// with no proxy in front, as at the edge.
test.use({ ownWorker: { name: "uploads" } });
let base: URL;
test.beforeEach(({ site }) => {
  base = new URL(site.url);
});
const open: Socket[] = [];
test.afterEach(() => {
  for (const s of open.splice(0)) s.destroy();
});

/**
 * A raw client that starts a chunked POST of `chunks` × 16 KiB (and `extra` bytes more) and never sends
 * the final chunk: what a slow or hostile uploader does. Resolves once connected; `answer()` is what came
 * back so far.
 */
async function holdUpload(path: string, chunks: number, extra = 0) {
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
  if (extra > 0) sock.write(`${extra.toString(16)}\r\n${"x".repeat(extra)}\r\n`);
  return { answer: () => answer, closed: () => closed };
}

async function until(condition: () => boolean) {
  while (!condition()) await new Promise((r) => setTimeout(r, 25));
}

test.describe("a chunked upload over 64 KiB (issue 13, item 11)", () => {
  test("gets its 413 at once, and other requests are served while such clients hold their connections", async () => {
    const uploads = await Promise.all(Array.from({ length: 6 }, () => holdUpload("/api/contact", 6)));
    await until(() => uploads.every((u) => u.answer().includes("\r\n\r\n") || u.closed()));
    // Each is refused: its 413, or, when the server closes on the body still arriving and the client had
    // not read the 413 yet, a reset that discards it (TCP drops unread data on a reset; seen on loaded cores).
    const answered413 = (u: (typeof uploads)[number]) => /^HTTP\/1\.1 413 /.test(u.answer());
    expect(uploads.map((u) => answered413(u) || (u.answer() === "" && u.closed()))).toEqual(
      uploads.map(() => true),
    );
    // One that stops a byte over the limit leaves the server nothing unread: it closes without a reset,
    // so its 413 always arrives.
    const justOver = await holdUpload("/api/contact", 4, 1);
    await until(() => justOver.answer().includes("\r\n\r\n") || justOver.closed());
    expect(justOver.answer()).toMatch(/^HTTP\/1\.1 413 /);
    const others = await Promise.all(Array.from({ length: 4 }, () => fetch(new URL("/api/config", base))));
    expect(others.map((r) => r.status)).toEqual([200, 200, 200, 200]);
  });

  test("serves others while uploads under the limit are still arriving", async () => {
    const slow = await Promise.all(Array.from({ length: 6 }, () => holdUpload("/api/contact", 2)));
    const others = await Promise.all(Array.from({ length: 4 }, () => fetch(new URL("/api/config", base))));
    expect(others.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(slow.map((u) => u.answer())).toEqual(Array(6).fill(""));
  });
});

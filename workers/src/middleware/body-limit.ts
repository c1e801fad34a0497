import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../http/types";
import { PayloadTooLargeError } from "../services/core/errors";

/**
 * Refuses a request body over `maxBytes` with 413, reading no further than the limit. A declared
 * Content-Length over it is refused unread and left alone: cancelling that body made `wrangler dev`'s
 * proxy answer the next request, from any client, "Your worker restarted mid-request" 503 (issue 37).
 * A chunked body is counted as it arrives, and the moment it passes the limit the stream is cancelled,
 * which tells the runtime to stop taking the upload instead of leaving it half-read (issue 13: under
 * `wrangler dev` such a body kept its connection, and the local proxy, busy). On Cloudflare the edge
 * refuses bodies over the plan's limit (100 MB and up) with its own 413 before the Worker runs; this
 * limit is ours and far smaller (README, "Request size").
 */
export function limitBody(maxBytes: number): MiddlewareHandler<AppEnv> {
  const tooLarge = () =>
    new PayloadTooLargeError(`Request body is too large (${maxBytes / 1024} KiB at most)`);
  return async (c, next) => {
    const body = c.req.raw.body;
    if (!body) return next();
    const declared = c.req.header("content-length");
    if (declared !== undefined && c.req.header("transfer-encoding") === undefined) {
      if (/^\d+$/.test(declared) && Number(declared) <= maxBytes) return next();
      throw tooLarge();
    }
    const reader = body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel("request body over the limit").catch(() => {});
        throw tooLarge();
      }
      chunks.push(value);
    }
    const whole = new Uint8Array(size);
    let offset = 0;
    for (const chunk of chunks) {
      whole.set(chunk, offset);
      offset += chunk.byteLength;
    }
    c.req.raw = new Request(c.req.raw, { body: whole });
    return next();
  };
}

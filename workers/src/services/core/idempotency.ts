import { idempotentRequests } from "@chauffeur/db";
import { and, eq } from "drizzle-orm";
import type { Ctx } from "./context";
import { AppError, ConflictError, type ErrorStatus, UnprocessableError } from "./errors";
import { requestHash } from "./fingerprint";

/** A second request with a key under way waits this long for the first's answer, in these steps. */
const MAX_WAIT_MS = 10_000;
const WAIT_STEP_MS = 50;

export interface Replayable {
  /** Whose key it is: the signed-in account. */
  scope: string;
  /** The request's Idempotency-Key; none means the action simply runs. */
  key: string | null;
  /** What was asked (the action, its target, its body): the same key with another request is refused. */
  request: unknown;
}

type Stored = { ok: true; body: unknown } | { ok: false; detail: string };

/**
 * Runs a staff action once per Idempotency-Key (the console sends one per click): the key is claimed
 * before the action runs, so a double click acts once and both clicks get the first answer, a retry
 * later replays it, and the key sent with another request is refused (422). The action's refusals
 * (4xx) are answers too and replayed; an unexpected failure gives the key back so a retry can act.
 */
export async function replayable<T>(
  ctx: Ctx,
  { scope, key, request }: Replayable,
  run: () => Promise<T>,
): Promise<T> {
  if (!key) return run();
  const hash = await requestHash(request);
  const d1 = ctx.db.$client;
  const claimed = await d1
    .prepare(
      `insert or ignore into idempotent_requests (scope, key, request_hash, status, response, created_at)
        values (?, ?, ?, 0, '', ?)`,
    )
    .bind(scope, key, hash, ctx.now.toISOString())
    .run();
  if (claimed.meta.changes === 1) return answerFirst(ctx, scope, key, run);
  for (let waited = 0; ; waited += WAIT_STEP_MS) {
    const seen = await ctx.db
      .select()
      .from(idempotentRequests)
      .where(and(eq(idempotentRequests.scope, scope), eq(idempotentRequests.key, key)))
      .get();
    if (!seen) return replayable(ctx, { scope, key, request }, run);
    if (seen.requestHash !== hash) {
      throw new UnprocessableError(
        "This Idempotency-Key was sent with another request first: send a new key with a new request",
      );
    }
    if (seen.status !== 0) {
      const stored = JSON.parse(seen.response) as Stored;
      if (stored.ok) return stored.body as T;
      throw new AppError(seen.status as ErrorStatus, stored.detail);
    }
    if (waited >= MAX_WAIT_MS) {
      throw new ConflictError(
        "The first request with this Idempotency-Key is still under way; try again shortly",
      );
    }
    await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
  }
}

async function answerFirst<T>(ctx: Ctx, scope: string, key: string, run: () => Promise<T>): Promise<T> {
  const store = (status: number, stored: Stored) =>
    ctx.db
      .update(idempotentRequests)
      .set({ status, response: JSON.stringify(stored) })
      .where(and(eq(idempotentRequests.scope, scope), eq(idempotentRequests.key, key)));
  try {
    const body = await run();
    await store(200, { ok: true, body });
    return body;
  } catch (error) {
    if (error instanceof AppError && error.status < 500) {
      await store(error.status, { ok: false, detail: error.message });
    } else {
      await ctx.db
        .delete(idempotentRequests)
        .where(and(eq(idempotentRequests.scope, scope), eq(idempotentRequests.key, key)));
    }
    throw error;
  }
}

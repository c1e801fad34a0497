import { NextAction } from "@chauffeur/contract";
import { ApiError } from "../api-client";

/** The bank's 3-D Secure request in a 402 answer, if that is what it is (the page runs it and asks again). */
export function nextActionOf(e: unknown) {
  if (!(e instanceof ApiError) || e.status !== 402) return null;
  const parsed = NextAction.safeParse((e.body as { nextAction?: unknown } | null)?.nextAction);
  return parsed.success ? parsed.data : null;
}

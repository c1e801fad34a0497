import { OUTSIDE_SERVICE_AREA, UNKNOWN_PLACE } from "@chauffeur/contract";
import { ApiError } from "../../../lib/api-client";

/** A trip the server does not price online, and why: outside the service area, or a place it does not know. */
export interface OfflineTrip {
  /** The server's words. */
  reason: string;
  code: typeof OUTSIDE_SERVICE_AREA | typeof UNKNOWN_PLACE;
}

/** The server's refusal to take this trip online (the page then offers a quote request), else null. */
export function notBookableOnline(error: unknown): OfflineTrip | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  const code = (error.body as { code?: unknown } | null)?.code;
  return code === OUTSIDE_SERVICE_AREA || code === UNKNOWN_PLACE ? { reason: error.message, code } : null;
}

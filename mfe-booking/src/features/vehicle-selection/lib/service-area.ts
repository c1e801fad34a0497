import { OUTSIDE_SERVICE_AREA } from "@chauffeur/contract";
import { ApiError } from "../../../lib/api-client";

/** The server's reason when it does not take this trip online (outside the service area), else null. */
export function outsideServiceArea(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  const body = error.body as { code?: unknown } | null;
  return body?.code === OUTSIDE_SERVICE_AREA ? error.message : null;
}

import type { SubmitRating } from "@chauffeur/contract";
import { api } from "../../../lib/api-client";

/** POST /api/rate/{token}: the stars, a comment, what went wrong, and the gratuity as it should be now. */
export const rateRide = (token: string, body: SubmitRating) =>
  api.post("/api/rate/{token}", { path: { token }, body });

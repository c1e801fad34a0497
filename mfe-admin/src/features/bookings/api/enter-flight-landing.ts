import type { FlightLandingInput } from "@chauffeur/contract";
import { api } from "../../../lib/api-client";

/** POST /api/admin/bookings/{id}/flight-landing: the pickup follows the landing entered. */
export const enterFlightLanding = (id: string, body: FlightLandingInput) =>
  api.post("/api/admin/bookings/{id}/flight-landing", { path: { id }, body });

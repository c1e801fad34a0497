import type { DriverPositionInput } from "@chauffeur/contract";
import { api } from "../../../lib/api-client";

/** POST /api/drivers/{id}/position: where the chauffeur is, for the passenger's tracking link. */
export const sharePosition = (driverId: string, position: DriverPositionInput) =>
  api.post("/api/drivers/{id}/position", { path: { id: driverId }, body: position });

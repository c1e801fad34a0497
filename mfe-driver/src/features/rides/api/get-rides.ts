import { api } from "../../../lib/api-client";

/** GET /api/drivers/{id}/bookings: the driver's own rides. */
export const getRides = (driverId: string) =>
  api.get("/api/drivers/{id}/bookings", { path: { id: driverId } });

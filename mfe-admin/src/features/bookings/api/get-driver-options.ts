import { queryOptions, useQuery } from "@tanstack/react-query";
import { ADMIN_KEY, REFRESH_MS } from "../../../lib/admin-query";
import { api } from "../../../lib/api-client";

/** GET /api/admin/bookings/{id}/driver-options: who drives this vehicle type, and who is free for this ride. */
export const getDriverOptions = (id: string) =>
  api.get("/api/admin/bookings/{id}/driver-options", { path: { id } });

export const driverOptionsQuery = (id: string) =>
  queryOptions({
    queryKey: [...ADMIN_KEY, "driver-options", id],
    queryFn: () => getDriverOptions(id),
    // Schedules change under the dispatcher: the choice is always read afresh when the booking opens.
    staleTime: 0,
    refetchInterval: REFRESH_MS,
  });

export const useDriverOptions = (id: string) => useQuery(driverOptionsQuery(id));

import { queryOptions, useQuery } from "@tanstack/react-query";
import { ADMIN_KEY, REFRESH_MS } from "../../../lib/admin-query";
import { api } from "../../../lib/api-client";

/** GET /api/admin/bookings/{id}: the booking and its history. */
export const getBooking = (id: string) => api.get("/api/admin/bookings/{id}", { path: { id } });

export const bookingQuery = (id: string | null) =>
  queryOptions({
    queryKey: [...ADMIN_KEY, "booking", id],
    queryFn: () => getBooking(id ?? ""),
    enabled: id !== null,
    // Opening a booking always reloads it (a driver may have moved the ride seconds ago); what was
    // cached shows meanwhile.
    staleTime: 0,
    refetchInterval: REFRESH_MS,
  });

export const useBooking = (id: string | null) => useQuery(bookingQuery(id));

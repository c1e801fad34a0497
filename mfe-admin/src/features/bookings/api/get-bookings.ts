import type { AssignmentStatus, BookingStatus } from "@chauffeur/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { ADMIN_KEY, REFRESH_MS } from "../../../lib/admin-query";
import { api } from "../../../lib/api-client";
import { pageQuery } from "../../../lib/page-query";

export interface BookingFilters {
  page: number;
  search: string;
  status: BookingStatus | "";
  assignmentStatus: AssignmentStatus | "";
}

export const PAGE_SIZE = 20;

/** GET /api/admin/bookings: one page, newest first, searched and filtered. */
export const getBookings = (f: BookingFilters) =>
  api.get("/api/admin/bookings", {
    query: {
      ...pageQuery(f.page, f.search, PAGE_SIZE),
      status: f.status || undefined,
      assignmentStatus: f.assignmentStatus || undefined,
    },
  });

export const bookingsQuery = (f: BookingFilters) =>
  queryOptions({
    queryKey: [...ADMIN_KEY, "bookings", f],
    queryFn: () => getBookings(f),
    refetchInterval: REFRESH_MS,
    placeholderData: keepPreviousData,
  });

export const useBookings = (f: BookingFilters) => useQuery(bookingsQuery(f));

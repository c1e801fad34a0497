import type { AssignmentStatus, BookingStatus } from "@chauffeur/contract";
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

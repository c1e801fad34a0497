import {
  type AdminCancelBooking,
  BookingActionResult,
  BookingDetails,
  BookingPage,
  MessageResult,
} from "@chauffeur/contract";
import { apiFetch } from "../../../lib/api-client";

export interface BookingFilters {
  page: number;
  search: string;
  status: string;
  assignmentStatus: string;
}

export const PAGE_SIZE = 20;

export function fetchBookings(f: BookingFilters) {
  const q = new URLSearchParams({ page: String(f.page), pageSize: String(PAGE_SIZE) });
  if (f.search.trim()) q.set("search", f.search.trim());
  if (f.status) q.set("status", f.status);
  if (f.assignmentStatus) q.set("assignmentStatus", f.assignmentStatus);
  return apiFetch(`/api/admin/bookings?${q}`, BookingPage);
}

export const fetchBooking = (id: string) =>
  apiFetch(`/api/admin/bookings/${encodeURIComponent(id)}`, BookingDetails);

export const approveBooking = (id: string) =>
  apiFetch(`/api/admin/bookings/${encodeURIComponent(id)}/approve`, BookingActionResult, { method: "POST" });

export const assignDriver = (id: string, driverId: string) =>
  apiFetch(
    `/api/admin/bookings/${encodeURIComponent(id)}/assign-driver?driver_id=${encodeURIComponent(driverId)}`,
    BookingActionResult,
    { method: "POST" },
  );

export const cancelBooking = (id: string, input: AdminCancelBooking) =>
  apiFetch(`/api/admin/bookings/${encodeURIComponent(id)}/cancel`, MessageResult, {
    method: "POST",
    body: JSON.stringify(input),
  });

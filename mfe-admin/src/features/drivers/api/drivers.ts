import { DriverPage, DriverRegistered, MessageResult, type RegisterDriver } from "@chauffeur/contract";
import { apiFetch } from "../../../lib/api-client";

export function fetchDrivers(page: number, search: string, pageSize = 20) {
  const q = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (search.trim()) q.set("search", search.trim());
  return apiFetch(`/api/drivers?${q}`, DriverPage);
}

export const registerDriver = (input: RegisterDriver) =>
  apiFetch("/api/drivers/register", DriverRegistered, { method: "POST", body: JSON.stringify(input) });

export const deleteDriver = (id: string) =>
  apiFetch(`/api/admin/drivers/${encodeURIComponent(id)}`, MessageResult, { method: "DELETE" });

import type { UpdateDriver } from "@chauffeur/contract";
import { api } from "../../../lib/api-client";

/** PATCH /api/admin/drivers/{id}: the driver's details, vehicle types and status. */
export const updateDriver = (id: string, body: UpdateDriver) =>
  api.patch("/api/admin/drivers/{id}", { path: { id }, body });

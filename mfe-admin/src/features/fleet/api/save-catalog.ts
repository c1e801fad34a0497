import type { FleetVehicleUpdate, LeaderUpdate, ServiceUpdate } from "@chauffeur/contract";
import { api } from "../../../lib/api-client";

/** PUT /api/admin/fleet/{type}: a vehicle class as the fleet page shows it. */
export const saveVehicle = (type: string, body: FleetVehicleUpdate) =>
  api.put("/api/admin/fleet/{type}", { path: { type }, body });

/** PUT /api/admin/services/{serviceId}. */
export const saveService = (serviceId: string, body: ServiceUpdate) =>
  api.put("/api/admin/services/{serviceId}", { path: { serviceId }, body });

/** PUT /api/admin/leaders/{id}: a leadership profile of the about page. */
export const saveLeader = (id: string, body: LeaderUpdate) =>
  api.put("/api/admin/leaders/{id}", { path: { id }, body });

/** PUT /api/admin/media?path=: one picture's bytes; answers its immutable URL. */
export const uploadMedia = (path: string, picture: Blob) =>
  api.put("/api/admin/media", { query: { path }, raw: picture });

import type { SettingsPatch } from "@chauffeur/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ADMIN_KEY } from "../../../lib/admin-query";
import { api } from "../../../lib/api-client";

/** GET /api/admin/settings: the policies in force. */
export const getSettings = () => api.get("/api/admin/settings");

export const settingsQuery = () =>
  queryOptions({ queryKey: [...ADMIN_KEY, "settings"], queryFn: getSettings });

export const useSettings = () => useQuery(settingsQuery());

/** PATCH /api/admin/settings: the named policies. */
export const updateSettings = (body: SettingsPatch) => api.patch("/api/admin/settings", { body });

import type { InviteStaff, StaffSettings, UpdateStaff } from "@chauffeur/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ADMIN_KEY, REFRESH_MS } from "../../../lib/admin-query";
import { api } from "../../../lib/api-client";

/** GET /api/admin/staff: every staff account (owner). */
export const getStaff = () => api.get("/api/admin/staff");
export const staffQuery = queryOptions({
  queryKey: [...ADMIN_KEY, "staff"],
  queryFn: getStaff,
  refetchInterval: REFRESH_MS,
});
export const useStaffList = () => useQuery(staffQuery);

/** POST /api/admin/staff: an invite by e-mail. */
export const inviteStaff = async (body: InviteStaff) => {
  const account = await api.post("/api/admin/staff", { body });
  return { message: `Invite sent to ${account.email}` };
};

/** PATCH /api/admin/staff/{id}: a new role, or (de)activated. */
export const updateStaff = (id: string, body: UpdateStaff) =>
  api.patch("/api/admin/staff/{id}", { path: { id }, body });

/** POST /api/admin/sessions/revoke-all naming a staff member: every session of theirs ends. */
export const signOutStaff = (staffId: string) =>
  api.post("/api/admin/sessions/revoke-all", { body: { staffId } });

/** GET and PATCH /api/admin/settings. */
export const getSettings = () => api.get("/api/admin/settings");
export const settingsQuery = queryOptions({ queryKey: [...ADMIN_KEY, "settings"], queryFn: getSettings });
export const useSettings = () => useQuery(settingsQuery);
export const saveSettings = async (body: StaffSettings) => {
  await api.patch("/api/admin/settings", { body });
  return { message: "Settings saved" };
};

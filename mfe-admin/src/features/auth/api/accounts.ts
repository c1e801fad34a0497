import type { AcceptInvite, PasswordResetConfirm, PasswordResetRequest } from "@chauffeur/contract";
import { api } from "../../../lib/api-client";

/** POST /api/admin/staff/accept: the invite's link sets the password, once. */
export const acceptInvite = (body: AcceptInvite) => api.post("/api/admin/staff/accept", { body });

/** POST /api/auth/password-reset: a link by e-mail (the same answer whatever the address). */
export const requestPasswordReset = (body: PasswordResetRequest) =>
  api.post("/api/auth/password-reset", { body });

/** POST /api/auth/password-reset/confirm: the new password, with the link's token. */
export const confirmPasswordReset = (body: PasswordResetConfirm) =>
  api.post("/api/auth/password-reset/confirm", { body });
